// time_since (log.yaml's antiquity): how long ago a stored UTC date `YYYY-MM-DDThh:mm:ss` was, as
// {months, days, hours, minutes, seconds}: whole calendar months first, then what is left over (the
// original platform's shape, which its console shows as the age of a log record); a date not yet
// reached answers zeros, and null stays null.

export interface TimeSince {
  months: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** `then` plus `months` calendar months, the day of the month kept where the month has it. */
function addMonths(then: Date, months: number): number {
  const d = new Date(then.getTime());
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime();
}

export function timeSince(value: unknown, now = Date.now()): TimeSince | null {
  if (value === null || value === undefined) return null;
  const then = new Date(Date.parse(`${String(value)}Z`));
  if (Number.isNaN(then.getTime()) || then.getTime() >= now) return { months: 0, days: 0, hours: 0, minutes: 0, seconds: 0 };
  const at = new Date(now);
  let months = (at.getUTCFullYear() - then.getUTCFullYear()) * 12 + (at.getUTCMonth() - then.getUTCMonth());
  while (months > 0 && addMonths(then, months) > now) months--;
  const left = Math.floor((now - addMonths(then, months)) / 1000);
  return {
    months,
    days: Math.floor(left / 86400),
    hours: Math.floor(left / 3600) % 24,
    minutes: Math.floor(left / 60) % 60,
    seconds: left % 60,
  };
}
