// Generated from catalog/ by `make gen`; do not edit.
// Compiled from codegen/client/live.ts.

import { type Envelope } from './errors.js';
/** The part of the WebSocket interface the client uses (browsers' own, or the `ws` package's). */
export interface WebSocketLike {
    readonly readyState: number;
    send(data: string): void;
    close(code?: number, reason?: string): void;
    addEventListener(type: 'open', listener: () => void): void;
    addEventListener(type: 'message', listener: (event: {
        data: unknown;
    }) => void): void;
    addEventListener(type: 'close', listener: (event: {
        code: number;
        reason: string;
    }) => void): void;
    addEventListener(type: 'error', listener: (event: unknown) => void): void;
}
/**
 * A WebSocket class: the browsers' (which cannot send headers) or, in Node, the `ws` package's, which takes
 * `options.headers` (how an API token reaches /api/ws: only in the Authorization header).
 */
export type WebSocketConstructor = new (url: string, protocols?: string | string[], options?: {
    headers?: Record<string, string>;
}) => WebSocketLike;
/** How a dropped live socket is opened again (every field optional; the defaults are given). */
export interface ReconnectOptions {
    /** Attempts after one drop before giving up (10). */
    maxAttempts?: number;
    /** The first wait before an attempt, doubled after each failed one (250 ms). */
    initialDelayMs?: number;
    /** The longest wait between two attempts (5000 ms). */
    maxDelayMs?: number;
    /** The longest time spent reconnecting after one drop, waits included (30 000 ms). */
    maxTotalMs?: number;
}
/** What `onReconnect` is told once a new socket delivered the current list. */
export interface ReconnectInfo {
    /** The close code of the drop (1006: no close frame; 1001: the server stopped). */
    code: number;
    /** Attempts it took (1 when the first one succeeded). */
    attempts: number;
    /** Milliseconds from the drop to the first frame of the new socket. */
    downMs: number;
}
export interface WatchOptions {
    /** Reopen a dropped socket (the default, with the defaults of ReconnectOptions); `false`: a drop ends the iteration with LiveClosedError. */
    reconnect?: ReconnectOptions | false;
    /** Called when a reconnected socket delivered the current list, just before it is yielded. */
    onReconnect?: (info: ReconnectInfo) => void;
}
export declare class LiveList<T extends Envelope> implements AsyncIterableIterator<T> {
    #private;
    constructor(url: string, WebSocketImpl: WebSocketConstructor, headers?: Record<string, string>, options?: WatchOptions);
    [Symbol.asyncIterator](): this;
    next(): Promise<IteratorResult<T, undefined>>;
    /** Closes the socket (a `break` out of `for await` calls this). */
    return(): Promise<IteratorResult<T, undefined>>;
    throw(error?: unknown): Promise<IteratorResult<T, undefined>>;
    /** Stops watching: closes the socket (or stops reconnecting); a pending `next()` ends the iteration. */
    close(): void;
}
