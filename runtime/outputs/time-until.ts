// time_until (vm.yaml's time_until_expiration_*): the time left from now until a stored UTC date
// `YYYY-MM-DDThh:mm:ss`, as {days, hours, minutes, seconds, expired}; a past date answers zeros and
// expired true.

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  expired: boolean;
}

export function timeLeft(date: string, now = Date.now()): TimeLeft {
  const left = Math.max(0, Math.floor((Date.parse(`${date}Z`) - now) / 1000));
  return {
    days: Math.floor(left / 86400),
    hours: Math.floor(left / 3600) % 24,
    minutes: Math.floor(left / 60) % 60,
    seconds: left % 60,
    expired: left === 0,
  };
}

export function timeUntil(value: unknown): TimeLeft | null {
  return value === null || value === undefined ? null : timeLeft(String(value));
}
