// Dates of the API (generated/docs/guides/dates.md): UTC, `YYYY-MM-DDThh:mm:ss`, and the `server_datetime` form.

export function nowDate(at: Date = new Date()): string {
  return at.toISOString().slice(0, 19);
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The text of the current second, kept while the second lasts: /api/info answers it on every call. */
let current = { second: NaN, text: '' };

/** `Sat Nov 21 04:12:00 2026`, in UTC; now, when no date is given. */
export function serverDatetime(at?: Date): string {
  if (at) return formatServerDatetime(at);
  const second = Math.floor(Date.now() / 1000);
  if (second !== current.second) current = { second, text: formatServerDatetime(new Date(second * 1000)) };
  return current.text;
}

function formatServerDatetime(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${DAYS[at.getUTCDay()]} ${MONTHS[at.getUTCMonth()]} ${pad(at.getUTCDate())} ` +
    `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())} ${at.getUTCFullYear()}`
  );
}
