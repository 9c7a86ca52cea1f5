// Generated from catalog/ by `make gen`; do not edit.
// Compiled from codegen/client/client-core.ts.

import { type Envelope } from './errors.js';
import { LiveList, type WatchOptions, type WebSocketConstructor } from './live.js';
import type { ActionTable, Answer, DryRunOutcome, Params } from './types.js';
import { type TransferOptions } from './transfer.js';
import { type UploadSource } from './upload.js';
export interface Credentials {
    login: string;
    password: string;
    /** The tenant's name, in multitenant mode (`*` for superadministrators). */
    tenant?: string;
}
export interface ClientOptions {
    /** Where the server is: `https://admin.example.com` (the API lives under `/api` there). */
    url: string;
    /** A session id from an earlier login, to go on using that session. */
    sid?: string;
    /** Explicit credentials sent with every call instead of a session (no login, no logout). */
    credentials?: Credentials;
    /**
     * An API token (`svca_...`, from api_token_create) sent as `Authorization: Bearer` on every request,
     * the live lists' sockets included (in Node, with the `ws` package: browsers' WebSocket sends no
     * headers, and the server takes a token nowhere else). No login, no logout, no session.
     */
    apiToken?: string;
    /** The fetch to use (default: globalThis.fetch). */
    fetch?: typeof globalThis.fetch;
    /** The WebSocket class for live lists (default: globalThis.WebSocket; Node 20 has none: pass the `ws` package's). */
    WebSocket?: WebSocketConstructor;
    /** Headers added to every HTTP request (e.g. `X-Request-Id`). */
    headers?: Record<string, string>;
}
/** Actions that can be watched live (those with channels). */
/** Actions that change data (those a dry run rehearses). */
export type WriteActionName<A extends ActionTable<A>> = {
    [N in keyof A]: A[N] extends {
        writes: true;
    } ? N : never;
}[keyof A] & string;
export type LiveActionName<A extends ActionTable<A>> = {
    [N in keyof A]: A[N] extends {
        live: true;
    } ? N : never;
}[keyof A] & string;
/** Per call: an AbortSignal ends the request (the promise rejects with the signal's reason, an AbortError). */
export interface CallOptions {
    signal?: AbortSignal;
}
/** The answer of a successful login. */
export interface LoginAnswer {
    status: 0;
    message: string;
    sid: string;
}
export declare class ClientCore<A extends ActionTable<A>> {
    #private;
    constructor(options: ClientOptions);
    /** The session id in use (after `login`, or given to the constructor). */
    get sid(): string | undefined;
    /**
     * Opens a session (POST /api/login); later calls use it. Answers the session id. `totp`: the code of
     * the authenticator app (or a recovery code) of an administrator with two-factor authentication.
     */
    login(login: string, password: string, tenant?: string, totp?: string): Promise<string>;
    /**
     * The address that starts a sign-in with the tenant's OpenID provider (GET /api/oidc/start), for a person
     * to open in a browser. In mode `json` (the default here) the page the sign-in ends on shows the session
     * id, which `new Client({ url, sid })` then uses; mode `cookie` is the console's (a cookie and a redirect
     * to `returnTo`).
     */
    oidcStartUrl(tenant?: string, options?: {
        mode?: 'json' | 'cookie';
        returnTo?: string;
    }): string;
    /** Ends the session (POST /api/logout). The client forgets the sid even when the server no longer knew it. */
    logout(): Promise<void>;
    /** Calls an action by its name; the generated methods call this. */
    call<N extends keyof A & string, F extends A[N]['fields'] = never>(action: N, params?: Params<A[N], F>, options?: CallOptions): Promise<Answer<A[N], F>>;
    /**
     * Rehearses a write (`dry_run: true`): nothing is changed, audited or published; answers what the real
     * call would answer (its status, total, the records it selects and each one's failure). A request the
     * real call would refuse before running (ACLs, arguments) throws its ApiError as the call would.
     */
    dryRun<N extends WriteActionName<A>>(action: N, params?: Params<A[N]>, options?: CallOptions): Promise<DryRunOutcome>;
    /**
     * Watches an action live over /api/ws: an async iterator of its envelopes, the first at once, then one
     * after every change that concerns it. `break` (or `close()`) closes the socket. A socket that drops
     * (the server restarting, the network) is opened again on its own, and the next value is the current
     * list; `options.reconnect` bounds that (or `false` turns it off), `options.onReconnect` is told of it.
     */
    watch<N extends LiveActionName<A>, F extends A[N]['fields'] = never>(action: N, params?: Params<A[N], F>, options?: WatchOptions): LiveList<Answer<A[N], F>>;
    /**
     * An image transfer over its WebSocket with `action`'s parameters: the URL download (`api/di/download`,
     * with `url`) or the staging copy (`api/staging`). Settles with the final frame (transfer.ts); the
     * generated methods downloadDiskImage and copyStagedDiskImage call this.
     */
    protected transferImage(path: 'api/di/download' | 'api/staging', action: string, params: object, options?: TransferOptions): Promise<Envelope>;
    /**
     * Uploads a disk image (POST /api/di/upload) with di_create's arguments; answers di_create's envelope.
     * `file` streams from a path or a Readable (Node) or is sent as a Blob/File (browsers).
     */
    protected uploadFile(args: object, file: UploadSource, fileName?: string, options?: CallOptions): Promise<unknown>;
    /**
     * Exports the audit log (POST /api/log/export): every entry `filters` select, oldest first, as NDJSON
     * (the default) or CSV. Answers the body as a stream, read as the server writes it (never whole in
     * memory); a refused request throws ApiError before anything is streamed.
     */
    exportLog(params?: {
        format?: 'ndjson' | 'csv';
        filters?: object;
        fields?: readonly string[];
    }, options?: CallOptions): Promise<ReadableStream<Uint8Array>>;
}
