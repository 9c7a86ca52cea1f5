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
export declare class LiveList<T extends Envelope> implements AsyncIterableIterator<T> {
    #private;
    constructor(url: string, WebSocketImpl: WebSocketConstructor, headers?: Record<string, string>);
    [Symbol.asyncIterator](): this;
    next(): Promise<IteratorResult<T, undefined>>;
    /** Closes the socket (a `break` out of `for await` calls this). */
    return(): Promise<IteratorResult<T, undefined>>;
    throw(error?: unknown): Promise<IteratorResult<T, undefined>>;
    /** Stops watching: closes the socket; a pending `next()` ends the iteration. */
    close(): void;
}
