// The errors a client call can throw. A non-zero status of the API is an `ApiError` carrying the whole
// envelope; a socket that ends without a final envelope is a `LiveClosedError`; an answer that is not
// an envelope at all (a proxy's error page, a cut connection) is a `TransportError`.

/** Every answer of the API: `status` 0 on success, a status code otherwise. */
export interface Envelope {
  status: number;
  message: string;
  additional_info?: string;
  [field: string]: unknown;
}

/** One record a write could not change, inside status 1200 (keyed by the record's id). */
export interface RecordFailure {
  status: number;
  message: string;
  additional_info?: string;
}

/** One argument a validator refused, when a request has several (status 6230, 6240 or 6330). */
export interface ArgumentFailure {
  code: number;
  argument: string;
  detail: string;
}

/**
 * What went wrong per record or per argument: `{ "<id>": RecordFailure }` for writes that failed on
 * some records (1200), a list of `ArgumentFailure` when several arguments were refused at once.
 */
export type Failures = Record<string, RecordFailure> | ArgumentFailure[];

/** The API answered a status other than 0. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The status code (see the reference's status codes). */
  readonly status: number;
  /** The server's explanation (`additional_info`), when it gave one. */
  readonly additionalInfo: string | undefined;
  /** Per-record or per-argument failures, when the answer carries them. */
  readonly failures: Failures | undefined;
  /** The HTTP status of the answer (200 for most API errors). */
  readonly httpStatus: number;
  /** The whole answer, extra fields included (`total` of a 1200 tells how many records were changed). */
  readonly envelope: Envelope;

  constructor(envelope: Envelope, httpStatus = 200) {
    const info = typeof envelope.additional_info === 'string' ? envelope.additional_info : undefined;
    super(info ? `${envelope.status} ${envelope.message}: ${info}` : `${envelope.status} ${envelope.message}`);
    this.status = envelope.status;
    this.additionalInfo = info;
    this.failures = envelope.failures as Failures | undefined;
    this.httpStatus = httpStatus;
    this.envelope = envelope;
  }
}

/** The server (or something between) answered without an envelope. */
export class TransportError extends Error {
  override readonly name = 'TransportError';
  constructor(
    message: string,
    /** The HTTP status, when there was an answer. */
    readonly httpStatus?: number,
  ) {
    super(message);
  }
}

/** A live socket ended without a final envelope: refused before it opened, dropped, or the server stopping. */
export class LiveClosedError extends Error {
  override readonly name = 'LiveClosedError';
  constructor(
    message: string,
    /** The WebSocket close code (1006: dropped without a close frame; 1001: the server is stopping). */
    readonly code: number,
    readonly reason: string,
  ) {
    super(message);
  }
}
