// The one exception type of the request path: a status code of generated/docs/guides/errors.md, optional additional_info and
// extra top-level envelope fields. Anything else thrown on the request path is a bug and becomes 1100.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly info?: string,
    readonly extra?: Record<string, unknown>,
    /** HTTP status for transport-level failures (413, 404); API outcomes are always 200. */
    readonly http: number = 200,
  ) {
    super(`status ${status}${info ? `: ${info}` : ''}`);
  }
}

export function fail(status: number, info?: string, extra?: Record<string, unknown>): never {
  throw new ApiError(status, info, extra);
}
