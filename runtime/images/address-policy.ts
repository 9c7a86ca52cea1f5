// Which addresses an outbound connection may go to (an image download, generated/docs/guides/images.md;
// a webhook delivery, runtime/webhooks/): not loopback, private, link-local (the cloud metadata address
// among them), unique-local, shared, multicast, reserved or unspecified ones, unless the allow setting
// (SVC_DOWNLOAD_ALLOW, SVC_WEBHOOK_ALLOW) lists the host name, the address or a block holding it. The
// address checked is the one connected to (`pinnedLookup`), so a name cannot resolve differently in between.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const REFUSED_V4: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // shared address space (carrier NAT)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];
const REFUSED_V6: readonly [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128],
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
];

export interface AddressPolicy {
  /** Whether `address` (what `host` resolved to) may be connected to. */
  allows(host: string, address: string): boolean;
}

function family(address: string): 'ipv4' | 'ipv6' {
  return isIP(address) === 6 ? 'ipv6' : 'ipv4';
}

/** `::ffff:a.b.c.d` is the IPv4 address a.b.c.d. */
function unmapped(address: string): string {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return m ? m[1]! : address;
}

export function addressPolicy(allow: readonly string[]): AddressPolicy {
  const refused = new BlockList();
  for (const [net, prefix] of REFUSED_V4) refused.addSubnet(net, prefix, 'ipv4');
  for (const [net, prefix] of REFUSED_V6) refused.addSubnet(net, prefix, 'ipv6');
  const allowed = new BlockList();
  const hosts = new Set<string>();
  for (const entry of allow) {
    const [net, prefix] = entry.split('/');
    if (isIP(net!)) {
      if (prefix === undefined) allowed.addAddress(net!, family(net!));
      else allowed.addSubnet(net!, Number(prefix), family(net!));
    } else hosts.add(entry.toLowerCase());
  }
  return {
    allows(host, address) {
      const plain = unmapped(address);
      if (!isIP(plain)) return false;
      if (hosts.has(host.toLowerCase().replace(/^\[|\]$/g, ''))) return true;
      if (allowed.check(plain, family(plain))) return true;
      return !refused.check(plain, family(plain));
    },
  };
}

/** An address checked against the policy, to connect to as it is. */
export interface CheckedAddress {
  address: string;
  family: number;
}

/** Why a host may not be connected to: it does not resolve, or the policy refuses its address. */
export class OutboundRefused extends Error {
  constructor(
    message: string,
    readonly reason: 'unresolvable' | 'refused',
  ) {
    super(message);
  }
}

/** Resolves `hostname` (once) and checks its address; `allowSetting` names the setting a refusal points to. */
export async function checkedAddress(hostname: string, policy: AddressPolicy, allowSetting: string): Promise<CheckedAddress> {
  const host = hostname.replace(/^\[|\]$/g, '');
  let address: string;
  let family: number;
  if (isIP(host)) {
    address = host;
    family = isIP(host);
  } else {
    try {
      ({ address, family } = await lookup(host));
    } catch (e) {
      throw new OutboundRefused(`Cannot resolve ${host}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`, 'unresolvable');
    }
  }
  if (!policy.allows(host, address)) {
    throw new OutboundRefused(`${host} (${address}) is a local or private address; ${allowSetting} may allow it`, 'refused');
  }
  return { address, family };
}

/** A `lookup` for http(s).request that answers the address checked, whatever the name would resolve to now. */
export function pinnedLookup(target: CheckedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (e: null, a: CheckedAddress[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
}
