// A webhook's target (generated/docs/guides/webhooks.md): an absolute http(s) URL without credentials in it (a
// password there would be stored and listed in clear: the signature is how a receiver knows the sender).
// An address written in it is checked against the outbound policy when it is given (7010), so that an
// obvious mistake answers at once; a name is resolved and its address checked at each delivery, where
// the connection goes to the very address checked (runtime/images/address-policy.ts).
import { isIP } from 'node:net';
import { ApiError } from '../errors/api-error.js';
import type { AddressPolicy } from '../images/address-policy.js';

const MAX_URL = 2048;
/** Names that are loopback whatever a resolver says. */
const LOCAL_NAMES = /^(localhost|localhost\.localdomain|.*\.localhost)\.?$/i;

export function targetUrl(value: unknown, policy: AddressPolicy): string {
  if (typeof value !== 'string' || !value.trim()) throw new ApiError(7000, 'url: an absolute http:// or https:// URL');
  const text = value.trim();
  if (text.length > MAX_URL) throw new ApiError(7000, `url: at most ${MAX_URL} characters`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ApiError(7000, 'url: not a valid absolute URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ApiError(7000, `url: http or https only, not ${url.protocol}`);
  if (url.username || url.password) throw new ApiError(7000, 'url: no user name or password in it (the signature authenticates the sender)');
  if (url.hash) throw new ApiError(7000, 'url: no #fragment (it is never sent)');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !policy.allows(host, host)) {
    throw new ApiError(7010, `url: ${host} is a local or private address; SVC_WEBHOOK_ALLOW may allow it`);
  }
  if (LOCAL_NAMES.test(host) && !policy.allows(host, '127.0.0.1')) {
    throw new ApiError(7010, `url: ${host} is a loopback name; SVC_WEBHOOK_ALLOW may allow it`);
  }
  return url.toString();
}
