// Generated from catalog/ by `make gen`; do not edit.
// Compiled from codegen/client/errors.ts.

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
export declare class ApiError extends Error {
    readonly name = "ApiError";
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
    constructor(envelope: Envelope, httpStatus?: number);
}
/** The server (or something between) answered without an envelope. */
export declare class TransportError extends Error {
    /** The HTTP status, when there was an answer. */
    readonly httpStatus?: number | undefined;
    readonly name = "TransportError";
    constructor(message: string, 
    /** The HTTP status, when there was an answer. */
    httpStatus?: number | undefined);
}
/** A live socket ended without a final envelope: refused before it opened, dropped, or the server stopping. */
export declare class LiveClosedError extends Error {
    /** The WebSocket close code (1006: dropped without a close frame; 1001: the server is stopping). */
    readonly code: number;
    readonly reason: string;
    readonly name = "LiveClosedError";
    constructor(message: string, 
    /** The WebSocket close code (1006: dropped without a close frame; 1001: the server is stopping). */
    code: number, reason: string);
}
