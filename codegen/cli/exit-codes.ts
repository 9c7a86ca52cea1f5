// The command's exit status: 0 success; the API's status families map to tens (status 1200 → 10,
// 4210 → 40, 6240 → 60, ...) so a script tests one family with one comparison; the command's own
// refusals are below 10. The reference's CLI page prints this table.

export const EXIT = {
  ok: 0,
  /** A command or option the command does not know, a value of the wrong type, a bad --filter. */
  usage: 2,
  /** A write selecting several records, not confirmed (no --yes and no terminal to ask, or answered no). */
  notConfirmed: 3,
  /** No server answered, or it answered something that is no API envelope. */
  transport: 4,
  /** No profile, no token: `svc login` first (or SVC_URL and SVC_TOKEN). */
  noProfile: 5,
  /** Ctrl-C (or SIGTERM) stopped a transfer: the server cancelled it and kept nothing. */
  interrupted: 130,
} as const;

export const EXIT_TABLE: readonly [string, string][] = [
  ['0', 'success (status 0)'],
  ['2', 'usage: unknown command or option, a value of the wrong type or choice, a bad --filter or --where'],
  ['3', 'a write selecting several records was not confirmed (no --yes, no terminal to ask, or answered no)'],
  ['4', 'transport: no server answered, the answer was no API envelope, or a transfer\'s socket closed before its final frame'],
  ['5', 'no credentials: no profile and no SVC_URL/SVC_TOKEN (`svc login` first)'],
  ['10', 'status 1xxx: partly done (1200, failures on stderr), nothing selected (1300), server error or busy'],
  ['20', 'status 2xxx: the database or the server\'s storage failed'],
  ['30', 'status 3xxx: credentials missing, wrong or expired (log in again)'],
  ['40', 'status 4xxx: the action, a token or a tenant is not allowed to this administrator'],
  ['50', 'status 5xxx: the platform refused a state change'],
  ['60', 'status 6xxx: the request is invalid (filters, arguments, values)'],
  ['70', 'status 7xxx: the records conflict (missing, duplicated, in use)'],
  ['130', 'an image download or staging copy interrupted (Ctrl-C): the server cancelled it and kept nothing'],
];

/** The exit status of an API status other than 0: its family (thousands) times ten. */
export function exitForStatus(status: number): number {
  const family = Math.floor(status / 1000);
  return family >= 1 && family <= 9 ? family * 10 : EXIT.transport;
}
