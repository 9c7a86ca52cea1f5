// The transport and session of the client, shared by every catalog: calls go to POST /api as JSON,
// authenticated by the session id (`Authorization: Bearer`, never a cookie, so the same code works in
// Node and in browsers and cross-site rules do not apply) or, in explicit-credentials mode, by
// login/password/tenant on every call, which makes no session. The generated subclass adds one typed
// method per action on top of `call`.
import { ApiError, TransportError, type Envelope } from './errors.js';
import { LiveList, type WatchOptions, type WebSocketConstructor } from './live.js';
import type { ActionTable, Answer, DryRunOutcome, Params } from './types.js';
import { runTransfer, type TransferOptions } from './transfer.js';
import { multipartBody, type UploadSource } from './upload.js';

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
export type WriteActionName<A extends ActionTable<A>> = { [N in keyof A]: A[N] extends { writes: true } ? N : never }[keyof A] & string;

export type LiveActionName<A extends ActionTable<A>> = { [N in keyof A]: A[N] extends { live: true } ? N : never }[keyof A] & string;

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

export class ClientCore<A extends ActionTable<A>> {
  readonly #base: URL;
  readonly #fetch: typeof globalThis.fetch;
  readonly #WebSocket: WebSocketConstructor | undefined;
  readonly #headers: Record<string, string>;
  #sid: string | undefined;
  #credentials: Credentials | undefined;
  readonly #apiToken: string | undefined;

  constructor(options: ClientOptions) {
    // a base with a path (behind a proxy: https://host/admin) keeps it
    this.#base = new URL(options.url.endsWith('/') ? options.url : `${options.url}/`);
    if (options.fetch) this.#fetch = options.fetch;
    else if (typeof globalThis.fetch === 'function') this.#fetch = globalThis.fetch.bind(globalThis);
    else throw new TypeError('no fetch: pass options.fetch');
    this.#WebSocket = options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
    this.#headers = { ...options.headers };
    this.#sid = options.sid;
    this.#credentials = options.credentials;
    this.#apiToken = options.apiToken;
  }

  /** The session id in use (after `login`, or given to the constructor). */
  get sid(): string | undefined {
    return this.#sid;
  }

  /**
   * Opens a session (POST /api/login); later calls use it. Answers the session id. `totp`: the code of
   * the authenticator app (or a recovery code) of an administrator with two-factor authentication.
   */
  async login(login: string, password: string, tenant?: string, totp?: string): Promise<string> {
    const form = new URLSearchParams({ login, password });
    if (tenant !== undefined) form.set('tenant', tenant);
    if (totp !== undefined) form.set('totp', totp);
    const answer = (await this.#send('api/login', { body: form })) as unknown as LoginAnswer;
    this.#sid = answer.sid;
    this.#credentials = undefined;
    return answer.sid;
  }

  /**
   * The address that starts a sign-in with the tenant's OpenID provider (GET /api/oidc/start), for a person
   * to open in a browser. In mode `json` (the default here) the page the sign-in ends on shows the session
   * id, which `new Client({ url, sid })` then uses; mode `cookie` is the console's (a cookie and a redirect
   * to `returnTo`).
   */
  oidcStartUrl(tenant?: string, options: { mode?: 'json' | 'cookie'; returnTo?: string } = {}): string {
    const url = new URL('api/oidc/start', this.#base);
    if (tenant !== undefined) url.searchParams.set('tenant', tenant);
    url.searchParams.set('mode', options.mode ?? 'json');
    if (options.returnTo !== undefined) url.searchParams.set('return', options.returnTo);
    return url.href;
  }

  /** Ends the session (POST /api/logout). The client forgets the sid even when the server no longer knew it. */
  async logout(): Promise<void> {
    try {
      await this.#send('api/logout', { body: new URLSearchParams(), auth: true });
    } finally {
      this.#sid = undefined;
    }
  }

  /** Calls an action by its name; the generated methods call this. */
  async call<N extends keyof A & string, F extends A[N]['fields'] = never>(
    action: N,
    params?: Params<A[N], F>,
    options?: CallOptions,
  ): Promise<Answer<A[N], F>> {
    const body = { ...(params as Record<string, unknown> | undefined), ...this.#credentials };
    const answer = await this.#send(`api?action=${encodeURIComponent(action)}`, {
      body: JSON.stringify(body),
      contentType: 'application/json',
      auth: true,
      signal: options?.signal,
    });
    return answer as unknown as Answer<A[N], F>;
  }

  /**
   * Rehearses a write (`dry_run: true`): nothing is changed, audited or published; answers what the real
   * call would answer (its status, total, the records it selects and each one's failure). A request the
   * real call would refuse before running (ACLs, arguments) throws its ApiError as the call would.
   */
  async dryRun<N extends WriteActionName<A>>(action: N, params?: Params<A[N]>, options?: CallOptions): Promise<DryRunOutcome> {
    const answer = (await this.call(action, { ...(params as object), dry_run: true } as Params<A[N]>, options)) as { dry_run?: DryRunOutcome };
    if (!answer.dry_run) throw new TransportError('the server answered the dry run without dry_run: it does not know dry runs, and may have run the call');
    return answer.dry_run;
  }

  /**
   * Watches an action live over /api/ws: an async iterator of its envelopes, the first at once, then one
   * after every change that concerns it. `break` (or `close()`) closes the socket. A socket that drops
   * (the server restarting, the network) is opened again on its own, and the next value is the current
   * list; `options.reconnect` bounds that (or `false` turns it off), `options.onReconnect` is told of it.
   */
  watch<N extends LiveActionName<A>, F extends A[N]['fields'] = never>(action: N, params?: Params<A[N], F>, options?: WatchOptions): LiveList<Answer<A[N], F>> {
    const socket = this.#socket('api/ws', action, params);
    return new LiveList<Answer<A[N], F>>(socket.url, socket.WebSocket, socket.headers, options);
  }

  /**
   * An image transfer over its WebSocket with `action`'s parameters: the URL download (`api/di/download`,
   * with `url`) or the staging copy (`api/staging`). Settles with the final frame (transfer.ts); the
   * generated methods downloadDiskImage and copyStagedDiskImage call this.
   */
  protected transferImage(path: 'api/di/download' | 'api/staging', action: string, params: object, options?: TransferOptions): Promise<Envelope> {
    const socket = this.#socket(path, action, params);
    return runTransfer(socket.url, socket.WebSocket, socket.headers, options);
  }

  /**
   * The address and headers of a socket on `path` for `action`: the parameters in the query as /api reads
   * them (JSON text), the API token in the Authorization header (which only Node's `ws` can send), else
   * the session or the explicit credentials in the query.
   */
  #socket(path: string, action: string, params: object | undefined): { url: string; WebSocket: WebSocketConstructor; headers?: Record<string, string> } {
    const WebSocketImpl = this.#WebSocket;
    if (!WebSocketImpl) throw new TypeError('no WebSocket: pass options.WebSocket (in Node, the `ws` package\'s)');
    const url = new URL(path, this.#base);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    url.searchParams.set('action', action);
    // the socket's query is read as /api's query: filters, fields, order_by and the like as JSON text
    for (const [name, value] of Object.entries(params ?? {})) {
      if (value !== undefined) url.searchParams.set(name, typeof value === 'number' ? String(value) : JSON.stringify(value));
    }
    if (this.#apiToken) return { url: url.toString(), WebSocket: WebSocketImpl, headers: { Authorization: `Bearer ${this.#apiToken}` } };
    for (const [name, value] of Object.entries(this.#credentialFields())) if (value !== undefined) url.searchParams.set(name, value);
    return { url: url.toString(), WebSocket: WebSocketImpl };
  }

  /**
   * Uploads a disk image (POST /api/di/upload) with di_create's arguments; answers di_create's envelope.
   * `file` streams from a path or a Readable (Node) or is sent as a Blob/File (browsers).
   */
  protected async uploadFile(args: object, file: UploadSource, fileName?: string, options?: CallOptions): Promise<unknown> {
    const fields: Record<string, string> = { arguments: JSON.stringify(args) };
    for (const [name, value] of Object.entries(this.#credentials ?? {})) fields[name] = String(value);
    const multipart = multipartBody(fields, file, fileName);
    return this.#send('api/di/upload', {
      body: multipart.body,
      contentType: multipart.contentType,
      auth: true,
      streamed: multipart.streamed,
      signal: options?.signal,
    });
  }

  /**
   * Exports the audit log (POST /api/log/export): every entry `filters` select, oldest first, as NDJSON
   * (the default) or CSV. Answers the body as a stream, read as the server writes it (never whole in
   * memory); a refused request throws ApiError before anything is streamed.
   */
  async exportLog(
    params: { format?: 'ndjson' | 'csv'; filters?: object; fields?: readonly string[] } = {},
    options?: CallOptions,
  ): Promise<ReadableStream<Uint8Array>> {
    const headers: Record<string, string> = { ...this.#headers, 'Content-Type': 'application/json' };
    if (this.#apiToken) headers['Authorization'] = `Bearer ${this.#apiToken}`;
    else if (this.#sid && !this.#credentials) headers['Authorization'] = `Bearer ${this.#sid}`;
    const init: RequestInit = { method: 'POST', headers, body: JSON.stringify({ ...params, ...this.#credentials }) };
    if (options?.signal) init.signal = options.signal;
    let response: Response;
    try {
      response = await this.#fetch(new URL('api/log/export', this.#base), init);
    } catch (e) {
      if (options?.signal?.aborted) throw e;
      throw new TransportError(`no answer from ${this.#base.origin}: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (/^application\/json/i.test(response.headers.get('content-type') ?? '')) {
      const envelope = (await response.json()) as Envelope;
      throw new ApiError(envelope, response.status);
    }
    if (!response.ok || !response.body) throw new TransportError(`HTTP ${response.status}: no export`, response.status);
    return response.body;
  }

  /** Session (or explicit credentials) as query parameters, for the WebSocket upgrade. */
  #credentialFields(): Record<string, string | undefined> {
    if (this.#credentials) return { ...this.#credentials };
    return { sid: this.#sid };
  }

  async #send(
    path: string,
    request: { body: BodyInit; contentType?: string; auth?: boolean; streamed?: boolean; signal?: AbortSignal | undefined },
  ): Promise<Envelope> {
    const headers: Record<string, string> = { Accept: 'application/json', ...this.#headers };
    if (request.contentType) headers['Content-Type'] = request.contentType;
    if (request.auth && this.#apiToken) headers['Authorization'] = `Bearer ${this.#apiToken}`;
    else if (request.auth && this.#sid && !this.#credentials) headers['Authorization'] = `Bearer ${this.#sid}`;
    const init: RequestInit & { duplex?: 'half' } = { method: 'POST', headers, body: request.body };
    if (request.signal) init.signal = request.signal;
    if (request.streamed) init.duplex = 'half';
    let response: Response;
    try {
      response = await this.#fetch(new URL(path, this.#base), init);
    } catch (e) {
      if (request.signal?.aborted) throw e; // the caller's own abort, not a failure of the server
      throw new TransportError(`no answer from ${this.#base.origin}: ${e instanceof Error ? e.message : String(e)}`);
    }
    const text = await response.text();
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      throw new TransportError(`HTTP ${response.status}: the answer is not JSON (${text.slice(0, 120)})`, response.status);
    }
    if (typeof envelope?.status !== 'number') throw new TransportError(`HTTP ${response.status}: the answer is not an envelope`, response.status);
    if (envelope.status !== 0) throw new ApiError(envelope, response.status);
    return envelope;
  }
}
