// Generated from catalog/ by `make gen`; do not edit.
// Compiled from codegen/client/live.ts.

// A live list as an async iterator (the WebSocket route /api/ws). The first frame is the envelope /api
// would answer, then one more whenever a change concerns the list. The iterator yields each envelope of
// status 0 in arrival order; a final error envelope (a refused request, the session ending) is thrown as
// an ApiError; a socket that closes without one is a LiveClosedError. `AKN` from the server (sent after
// 25 s of quiet) is answered with `AKN`, which keeps both ends from timing the socket out. Leaving the
// loop (break, return, throw) closes the socket.
import { ApiError, LiveClosedError } from './errors.js';
/** The keep-alive text frame of the protocol. */
const KEEPALIVE = 'AKN';
const OPEN = 1;
/** Normal closure: the client is done with the list. */
const CLOSE_NORMAL = 1000;
export class LiveList {
    #socket;
    /** Envelopes (or the ending) received and not yet taken. */
    #queue = [];
    /** A `next()` waiting for the next frame. */
    #waiting;
    #opened = false;
    #ended = false;
    #closedByClient = false;
    constructor(url, WebSocketImpl, headers) {
        this.#socket = headers ? new WebSocketImpl(url, undefined, { headers }) : new WebSocketImpl(url);
        this.#socket.addEventListener('open', () => (this.#opened = true));
        this.#socket.addEventListener('message', (event) => this.#received(event.data));
        this.#socket.addEventListener('close', (event) => this.#closed(event.code, event.reason));
        // an error is always followed by a close, which says how the socket ended
        this.#socket.addEventListener('error', () => undefined);
    }
    [Symbol.asyncIterator]() {
        return this;
    }
    next() {
        const item = this.#queue.shift();
        if (item) {
            try {
                return Promise.resolve(this.#result(item));
            }
            catch (e) {
                return Promise.reject(e); // a final error frame taken from the queue: rejected, never thrown at the caller
            }
        }
        if (this.#ended)
            return Promise.resolve({ done: true, value: undefined });
        return new Promise((resolve, reject) => {
            this.#waiting = (settled) => {
                try {
                    resolve(this.#result(settled));
                }
                catch (e) {
                    reject(e);
                }
            };
        });
    }
    /** Closes the socket (a `break` out of `for await` calls this). */
    return() {
        this.close();
        return Promise.resolve({ done: true, value: undefined });
    }
    throw(error) {
        this.close();
        return Promise.reject(error);
    }
    /** Stops watching: closes the socket; a pending `next()` ends the iteration. */
    close() {
        if (this.#ended)
            return;
        this.#closedByClient = true;
        this.#queue.length = 0; // frames not yet taken are of no use to a client that stopped watching
        this.#end({ done: true });
        try {
            this.#socket.close(CLOSE_NORMAL, 'done');
        }
        catch {
            // already closing
        }
    }
    #result(item) {
        if ('value' in item)
            return { done: false, value: item.value };
        if ('error' in item)
            throw item.error;
        return { done: true, value: undefined };
    }
    #push(item) {
        const waiting = this.#waiting;
        this.#waiting = undefined;
        if (waiting)
            waiting(item);
        else
            this.#queue.push(item);
    }
    /** No more frames: what is queued stays readable, then the iteration ends as `item` says. */
    #end(item) {
        if (this.#ended)
            return;
        this.#ended = true;
        this.#push(item);
    }
    #received(data) {
        if (this.#ended)
            return;
        const text = typeof data === 'string' ? data : String(data);
        if (text === KEEPALIVE) {
            if (this.#socket.readyState === OPEN)
                this.#socket.send(KEEPALIVE);
            return;
        }
        let envelope;
        try {
            envelope = JSON.parse(text);
        }
        catch {
            return; // not a frame of the protocol: nothing to report
        }
        if (typeof envelope?.status !== 'number')
            return;
        if (envelope.status === 0)
            return this.#push({ value: envelope });
        // a non-zero frame is always the last one: the server closes the socket after it
        this.#end({ error: new ApiError(envelope) });
        try {
            this.#socket.close(CLOSE_NORMAL, 'ended');
        }
        catch {
            // already closing
        }
    }
    #closed(code, reason) {
        if (this.#ended)
            return;
        if (this.#closedByClient)
            return this.#end({ done: true });
        const why = this.#opened
            ? `the live socket closed (${code}${reason ? ` ${reason}` : ''})`
            : `the server refused the live socket (${code}); check the credentials and the action`;
        this.#end({ error: new LiveClosedError(why, code, reason) });
    }
}
