// The relying party's side of the authorization code flow, all of it done by openid-client (never by
// hand): discovery of the provider, the authorization URL with PKCE (S256), state and nonce, and the
// code's exchange with the ID token's verification — its signature against the provider's published
// keys (JWKS), issuer, audience (our client id), expiry and nonce. Failures come out as the 36xx codes
// (catalog/errors.yaml): 3630 when the provider refused or could not be reached, 3640 when what it
// answered did not verify.
import * as client from 'openid-client';
import { ApiError } from '../../errors/api-error.js';
import { log } from '../../log/logger.js';
import type { OidcSettings } from './oidc-settings.js';

/** Seconds any request to the provider may take, so that a provider that does not answer is a clear error. */
const PROVIDER_TIMEOUT_SECONDS = 10;
/** A provider's metadata and keys are kept this long (its JWKS is fetched again at once for an unknown key id). */
const CONFIGURATION_TTL_MS = 10 * 60_000;
const CONFIGURATIONS_MAX = 1000;

const configurations = new Map<string, { at: number; config: Promise<client.Configuration> }>();

/** A tenant's provider as openid-client knows it, discovered once and kept (per issuer, client and secret). */
export function providerConfiguration(settings: OidcSettings): Promise<client.Configuration> {
  const id = JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret ?? null]);
  const kept = configurations.get(id);
  if (kept && Date.now() - kept.at < CONFIGURATION_TTL_MS) return kept.config;
  if (configurations.size >= CONFIGURATIONS_MAX) configurations.clear();
  const issuer = new URL(settings.issuer);
  const config = client
    .discovery(
      issuer,
      settings.clientId,
      undefined,
      settings.clientSecret === undefined ? client.None() : client.ClientSecretBasic(settings.clientSecret),
      {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        // ID tokens' signatures are checked against the provider's keys even though the token comes
        // straight from its token endpoint; plain http only ever reaches a loopback provider
        // (oidc-settings.ts checks the issuer)
        execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests, client.enableNonRepudiationChecks] : [client.enableNonRepudiationChecks],
      },
    )
    .catch((e: unknown) => {
      configurations.delete(id); // the next sign-in tries again
      throw providerFailure(e, 'the provider\'s discovery document could not be read');
    });
  configurations.set(id, { at: Date.now(), config });
  return config;
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export async function authorizationRequest(settings: OidcSettings, redirectUri: string): Promise<AuthorizationRequest> {
  const config = await providerConfiguration(settings);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: settings.scopes,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, state, nonce, codeVerifier };
}

/**
 * Exchanges the callback's code (`callbackQuery`: the query the provider sent the browser back with) and
 * answers the verified ID token's claims.
 */
export async function exchangeCode(
  settings: OidcSettings,
  pending: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
  callbackQuery: URLSearchParams,
): Promise<Record<string, unknown>> {
  const config = await providerConfiguration(settings);
  const currentUrl = new URL(pending.redirectUri);
  currentUrl.search = callbackQuery.toString();
  try {
    const tokens = await client.authorizationCodeGrant(
      config,
      currentUrl,
      { pkceCodeVerifier: pending.codeVerifier, expectedState: pending.state, expectedNonce: pending.nonce, idTokenExpected: true },
      { redirect_uri: pending.redirectUri },
    );
    const claims = tokens.claims();
    if (!claims) throw new ApiError(3640, 'the provider answered no ID token');
    return claims as Record<string, unknown>;
  } catch (e) {
    throw e instanceof ApiError ? e : providerFailure(e, 'the code could not be exchanged');
  }
}

/** Codes of openid-client's own errors that say the provider did not answer as a provider does. */
const UNANSWERED = new Set(['OAUTH_TIMEOUT', 'OAUTH_ABORT', 'OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON', 'OAUTH_HTTP_REQUEST_FORBIDDEN']);

/** What a failure of the flow answers: the provider's refusal (3630) or a token that did not verify (3640). */
function providerFailure(e: unknown, what: string): ApiError {
  if (e instanceof client.AuthorizationResponseError || e instanceof client.ResponseBodyError || e instanceof client.WWWAuthenticateChallengeError) {
    const description = 'error_description' in e && typeof e.error_description === 'string' ? `: ${e.error_description}` : '';
    return new ApiError(3630, `${what}: the provider answered ${short(`${String((e as { error?: string }).error)}${description}`)}`);
  }
  if (e instanceof TypeError) {
    // the start is answered to anyone and the issuer may point inside the network: the system's error text
    // (addresses, ports) goes to the log for the operator, not into the answer
    log.warn('the OpenID provider could not be reached', { what, error: short(causeText(e)) });
    return new ApiError(3630, `${what}: the provider could not be reached`);
  }
  if (e instanceof client.ClientError) {
    const detail = short(causeText(e));
    if (UNANSWERED.has(String(e.code)) || !e.code) return new ApiError(3630, `${what}: ${detail}`);
    return new ApiError(3640, `the ID token or the provider's answer failed verification: ${detail}`);
  }
  return new ApiError(3630, `${what}: ${short(causeText(e))}`);
}

/** The innermost message: openid-client wraps the telling one ("JWT signature verification failed") in a generic one. */
function causeText(e: unknown): string {
  let current: unknown = e;
  let text = 'unknown failure';
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    text = current.message;
    current = current.cause;
  }
  return text;
}

const short = (text: string) => text.replace(/[\x00-\x1f\x7f]/g, ' ').slice(0, 300);
