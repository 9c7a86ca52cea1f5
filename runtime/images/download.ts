// Opening an image download (generated/docs/guides/images.md): http and https only; each hop's host name is resolved,
// its address checked against the address policy, and that very address connected to; redirects are
// followed at most MAX_REDIRECTS times, each checked again. Any failure is 2260.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { ApiError } from '../errors/api-error.js';
import { checkedAddress, OutboundRefused, pinnedLookup, type AddressPolicy, type CheckedAddress } from './address-policy.js';

const DOWNLOAD_ERROR = 2260;
const MAX_REDIRECTS = 5;
/** No answer, or no data, for this long ends the download. */
const TIMEOUT_MS = 30_000;

export interface OpenedDownload {
  stream: IncomingMessage;
  /** Content-Length, when the server tells it. */
  size?: number;
}

function fail(info: string): ApiError {
  return new ApiError(DOWNLOAD_ERROR, info);
}

/** The hop's address, resolved and checked; any refusal is 2260. */
async function hopAddress(url: URL, policy: AddressPolicy): Promise<CheckedAddress> {
  try {
    return await checkedAddress(url.hostname, policy, 'SVC_DOWNLOAD_ALLOW');
  } catch (e) {
    throw fail(e instanceof OutboundRefused ? e.message : String(e));
  }
}

function get(url: URL, target: CheckedAddress, signal: AbortSignal | undefined): Promise<IncomingMessage> {
  // connect to the address that was checked, whatever the name would resolve to now
  const pinned = pinnedLookup(target);
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(url, { method: 'GET', lookup: pinned, signal, headers: { 'user-agent': 'svc-admin image download' } }, resolve);
    req.setTimeout(TIMEOUT_MS, () => req.destroy(fail(`No answer from ${url.host} within ${TIMEOUT_MS / 1000} s`)));
    req.on('error', (e) => reject(e instanceof ApiError ? e : fail(`Cannot download from ${url.host}: ${(e as NodeJS.ErrnoException).code ?? e.message}`)));
    req.end();
  });
}

export async function openDownload(urlText: unknown, policy: AddressPolicy, signal?: AbortSignal): Promise<OpenedDownload> {
  if (typeof urlText !== 'string' || !urlText) throw fail('url must be a JSON string naming the image');
  let url: URL;
  try {
    url = new URL(urlText);
  } catch {
    throw fail('url is not a valid URL');
  }
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw fail(`Only http and https downloads are allowed, not ${url.protocol}`);
    const res = await get(url, await hopAddress(url, policy), signal);
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400 && res.headers.location) {
      res.resume();
      try {
        url = new URL(res.headers.location, url);
      } catch {
        throw fail('A redirect named an invalid URL');
      }
      continue;
    }
    if (status !== 200) {
      res.resume();
      throw fail(`${url.host} answered HTTP ${status}`);
    }
    res.setTimeout(TIMEOUT_MS, () => res.destroy(fail(`No data from ${url.host} for ${TIMEOUT_MS / 1000} s`)));
    const length = Number(res.headers['content-length']);
    return { stream: res, size: Number.isSafeInteger(length) && length >= 0 ? length : undefined };
  }
  throw fail(`More than ${MAX_REDIRECTS} redirects`);
}
