// A real OpenID provider for the single sign-on tests (oidc.test.ts): `oidc-provider` on a loopback port,
// with its development login form (any login name, any password: the name is the account), clients
// registered for the server under test, and test accounts whose claims a test changes between sign-ins.
// It is reached through a proxy of ours on another loopback port, which is the issuer everyone sees;
// the proxy passes everything through, or, when a test asks, replaces the ID token of the token
// endpoint's answer with one a provider's client must refuse: signed with another key under the same
// key id, for another audience, expired, with another nonce or issuer.
//
// `Browser` plays the browser: it follows redirects by hand and keeps each server's cookies by path.
import { createPrivateKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export const CLIENT_ID = 'svc-admin';
export const CLIENT_SECRET = 'svc-admin-client-secret-1';
/** A client whose authorization codes expire after one second (the expired code test). */
export const SLOW_CLIENT_ID = 'svc-slow';
const KEY_ID = 'test-key-1';

export type Tampering = 'none' | 'foreign-key' | 'audience' | 'expired' | 'nonce' | 'issuer';

export interface TestAccount {
  preferred_username?: string;
  name?: string;
  groups?: unknown;
  /** Keycloak's shape of realm roles: {roles: [...]}. */
  realm_access?: unknown;
}

export interface TestProvider {
  /** The issuer (the proxy's address). */
  issuer: string;
  /** Claims of each account by its login name; an account not listed has its name and no groups. */
  accounts: Map<string, TestAccount>;
  /** What the proxy does to the next token answers. */
  tamper: Tampering;
  /** Token endpoint answers seen by the proxy (for a test to check the server made the exchange). */
  tokenRequests: number;
  stop(): Promise<void>;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWS (RS256) of the test's making: only the proxy forges tokens, the server under test only verifies them. */
function signJwt(header: Record<string, unknown>, payload: Record<string, unknown>, key: KeyObject): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}

function tamperIdToken(idToken: string, how: Tampering, providerKey: KeyObject, foreignKey: KeyObject): string {
  const [h, p] = idToken.split('.');
  const header = JSON.parse(Buffer.from(h!, 'base64url').toString()) as Record<string, unknown>;
  const payload = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  switch (how) {
    case 'foreign-key':
      return signJwt(header, payload, foreignKey); // same claims, same key id, another key
    case 'audience':
      return signJwt(header, { ...payload, aud: 'another-client' }, providerKey);
    case 'expired':
      return signJwt(header, { ...payload, iat: now - 7200, exp: now - 3600 }, providerKey);
    case 'nonce':
      return signJwt(header, { ...payload, nonce: 'a-nonce-of-another-sign-in' }, providerKey);
    case 'issuer':
      return signJwt(header, { ...payload, iss: 'https://issuer.invalid' }, providerKey);
    default:
      return idToken;
  }
}

export async function startTestProvider(redirectUris: string[]): Promise<TestProvider> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const foreign = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: KEY_ID, use: 'sig', alg: 'RS256' };
  const providerKey = createPrivateKey({ key: jwk as any, format: 'jwk' });

  const backend = createServer();
  const backendPort = await listen(backend);
  const proxy = createServer();
  const issuerPort = await listen(proxy);
  const issuer = `http://127.0.0.1:${issuerPort}`;

  const accounts = new Map<string, TestAccount>();
  const client = (client_id: string) => ({
    client_id,
    client_secret: CLIENT_SECRET,
    redirect_uris: redirectUris,
    response_types: ['code'],
    grant_types: ['authorization_code'],
    token_endpoint_auth_method: 'client_secret_basic',
  });
  const provider = new Provider(issuer, {
    clients: [client(CLIENT_ID), client(SLOW_CLIENT_ID)],
    jwks: { keys: [jwk as any] },
    cookies: { keys: ['oidc-test-cookie-key-1'] },
    claims: { openid: ['sub'], profile: ['preferred_username', 'name'], groups: ['groups', 'realm_access'] },
    scopes: ['openid', 'profile', 'groups'],
    // the scopes' claims in the ID token itself, where the server under test reads them
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true, methods: ['S256'] },
    ttl: {
      AuthorizationCode: (_ctx: unknown, _code: unknown, c: { clientId: string }) => (c.clientId === SLOW_CLIENT_ID ? 1 : 60),
      IdToken: 600,
      AccessToken: 600,
      Grant: 600,
      Interaction: 600,
      Session: 600,
    } as any,
    async findAccount(_ctx: unknown, id: string) {
      return {
        accountId: id,
        async claims() {
          const account = accounts.get(id) ?? {};
          return { sub: id, preferred_username: id, name: id, ...account };
        },
      };
    },
    // the user agrees to every client at once: no consent page
    async loadExistingGrant(ctx: any) {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope([...ctx.oidc.requestParamScopes].join(' '));
      await grant.save();
      return grant;
    },
  } as any);
  backend.on('request', provider.callback());

  const state: TestProvider = {
    issuer,
    accounts,
    tamper: 'none',
    tokenRequests: 0,
    async stop() {
      await close(proxy);
      await close(backend);
    },
  };

  proxy.on('request', (req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const body = await readAll(req);
      const headers = { ...req.headers };
      delete headers['accept-encoding'];
      const upstream = await new Promise<IncomingMessage>((resolve, reject) => {
        const out = httpRequest({ host: '127.0.0.1', port: backendPort, method: req.method, path: req.url, headers }, resolve);
        out.on('error', reject);
        out.end(body);
      });
      let answer = await readAll(upstream);
      const responseHeaders = { ...upstream.headers };
      if (req.url?.startsWith('/token')) {
        state.tokenRequests++;
        if (state.tamper !== 'none' && upstream.statusCode === 200) {
          const tokens = JSON.parse(answer.toString()) as Record<string, unknown>;
          if (typeof tokens.id_token === 'string') tokens.id_token = tamperIdToken(tokens.id_token, state.tamper, providerKey, foreign);
          answer = Buffer.from(JSON.stringify(tokens));
          responseHeaders['content-length'] = String(answer.length);
        }
      }
      res.writeHead(upstream.statusCode ?? 502, responseHeaders);
      res.end(answer);
    })().catch((e: unknown) => {
      res.writeHead(502).end(String(e));
    });
  });
  return state;
}

/** A browser: cookies kept per origin and path, redirects followed by the caller (`fetch` never follows them). */
export class Browser {
  readonly #cookies = new Map<string, Map<string, { value: string; path: string }>>();

  cookie(origin: string, name: string): string | undefined {
    return this.#cookies.get(origin)?.get(name)?.value;
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const jar = this.#cookies.get(target.origin) ?? new Map<string, { value: string; path: string }>();
    this.#cookies.set(target.origin, jar);
    const headers = new Headers(init.headers);
    const sent = [...jar].filter(([, c]) => target.pathname.startsWith(c.path)).map(([name, c]) => `${name}=${c.value}`);
    if (sent.length) headers.set('cookie', sent.join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((p) => p.trim());
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      const attr = (n: string) => attributes.find((a) => a.toLowerCase().startsWith(`${n}=`))?.slice(n.length + 1);
      const gone = attr('max-age') === '0' || (attr('expires') !== undefined && Date.parse(attr('expires')!) < Date.now()) || value === '';
      if (gone) jar.delete(name);
      else jar.set(name, { value, path: attr('path') ?? '/' });
    }
    return res;
  }
}

/**
 * Signs `login` in at the provider from its authorization URL: follows its redirects, fills in its login
 * form, and answers the URL it finally sends the browser to (the server's callback, not fetched).
 */
export async function signInAtProvider(browser: Browser, authorizationUrl: string, login: string, callbackPrefix: string): Promise<string> {
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let step = 0; step < 20; step++) {
    const res = await browser.fetch(url, init);
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      const next = new URL(location, url).href;
      await res.arrayBuffer();
      if (next.startsWith(callbackPrefix)) return next;
      url = next;
      init = {};
      continue;
    }
    const html = await res.text();
    const form = /<form[^>]*action="([^"]+)"[^>]*method="post"/i.exec(html);
    if (res.status !== 200 || !form) throw new Error(`the provider answered ${res.status} at ${url}: ${html.slice(0, 500)}`);
    const fields = new URLSearchParams();
    for (const input of html.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/gi)) fields.set(input[1]!, input[2]!);
    if (/name="login"/.test(html)) fields.set('login', login);
    if (/name="password"/.test(html)) fields.set('password', 'any password');
    url = new URL(form[1]!, url).href;
    init = { method: 'POST', body: fields, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  throw new Error('the provider never sent the browser back');
}
