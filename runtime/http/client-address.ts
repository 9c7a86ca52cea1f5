// The client's address (docs/decisions.md "Login throttling", docs/security.md): the connection's peer,
// unless the peer is a reverse proxy SVC_TRUSTED_PROXIES lists; then the address the proxies forwarded
// (`Forwarded: for=`, RFC 7239, else `X-Forwarded-For`), read from the right: each trusted proxy appends
// the address it got the request from, so the rightmost address that is not a trusted proxy is the
// client. Everything left of it was written by the client itself and may be made up. With no trusted
// proxy (the default) the headers are ignored: anyone can send them.
import { BlockList, isIP } from 'node:net';

let trusted: BlockList | undefined;

/** Addresses and CIDR blocks of the reverse proxies in front of this server (validated by settings.ts). */
export function trustProxies(entries: readonly string[]): void {
  if (!entries.length) {
    trusted = undefined;
    return;
  }
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/') as [string, string | undefined];
    const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  trusted = list;
}

/** IPv4-mapped IPv6 (`::ffff:1.2.3.4`, how a dual-stack socket shows IPv4 peers) as plain IPv4. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

function isTrusted(address: string): boolean {
  if (!trusted) return false;
  const family = isIP(address);
  if (!family) return false;
  try {
    return trusted.check(address, family === 4 ? 'ipv4' : 'ipv6');
  } catch {
    return false;
  }
}

/** One `for=` or X-Forwarded-For element as an address: quotes, [brackets] and ports taken off. */
function nodeAddress(element: string): string | undefined {
  let text = element.trim();
  if (text.startsWith('"') && text.endsWith('"') && text.length >= 2) text = text.slice(1, -1);
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  text = plain(text);
  return isIP(text) ? text : undefined;
}

/** The hops a `Forwarded` header lists, first (client side) to last. */
function forwardedHops(header: string): (string | undefined)[] {
  return header.split(',').map((element) => {
    const pair = element.split(';').find((p) => p.trim().toLowerCase().startsWith('for='));
    return pair === undefined ? undefined : nodeAddress(pair.trim().slice(4));
  });
}

/**
 * The client's address for a request from `peer` with these headers. An element that is no address
 * (`unknown`, an obfuscated name, garbage) ends the walk: the client is the hop that forwarded it.
 */
export function clientAddress(peer: string, forwarded: string | undefined, xForwardedFor: string | undefined): string {
  if (!trusted || !isTrusted(plain(peer))) return peer; // no proxy trusted (the default): nothing to read
  let client = plain(peer);
  const hops = forwarded !== undefined ? forwardedHops(forwarded) : xForwardedFor !== undefined ? xForwardedFor.split(',').map(nodeAddress) : [];
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i];
    if (hop === undefined) break;
    client = hop;
    if (!isTrusted(hop)) break;
  }
  return client;
}

/** Whether a client's address may come from forwarding headers (a proxy is trusted): else they need not be read. */
export function clientAddressMayBeForwarded(): boolean {
  return trusted !== undefined;
}
