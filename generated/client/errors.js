// Generated from catalog/ by `make gen`; do not edit.
// Compiled from codegen/client/errors.ts.

// The errors a client call can throw. A non-zero status of the API is an `ApiError` carrying the whole
// envelope; a socket that ends without a final envelope is a `LiveClosedError`; an answer that is not
// an envelope at all (a proxy's error page, a cut connection) is a `TransportError`.
/** The API answered a status other than 0. */
export class ApiError extends Error {
    name = 'ApiError';
    /** The status code (see the reference's status codes). */
    status;
    /** The server's explanation (`additional_info`), when it gave one. */
    additionalInfo;
    /** Per-record or per-argument failures, when the answer carries them. */
    failures;
    /** The HTTP status of the answer (200 for most API errors). */
    httpStatus;
    /** The whole answer, extra fields included (`total` of a 1200 tells how many records were changed). */
    envelope;
    constructor(envelope, httpStatus = 200) {
        const info = typeof envelope.additional_info === 'string' ? envelope.additional_info : undefined;
        super(info ? `${envelope.status} ${envelope.message}: ${info}` : `${envelope.status} ${envelope.message}`);
        this.status = envelope.status;
        this.additionalInfo = info;
        this.failures = envelope.failures;
        this.httpStatus = httpStatus;
        this.envelope = envelope;
    }
}
/** The server (or something between) answered without an envelope. */
export class TransportError extends Error {
    httpStatus;
    name = 'TransportError';
    constructor(message, 
    /** The HTTP status, when there was an answer. */
    httpStatus) {
        super(message);
        this.httpStatus = httpStatus;
    }
}
/** A live socket ended without a final envelope: refused before it opened, dropped, or the server stopping. */
export class LiveClosedError extends Error {
    code;
    reason;
    name = 'LiveClosedError';
    constructor(message, 
    /** The WebSocket close code (1006: dropped without a close frame; 1001: the server is stopping). */
    code, reason) {
        super(message);
        this.code = code;
        this.reason = reason;
    }
}
