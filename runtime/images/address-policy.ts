// Which addresses an image download may connect to (generated/docs/guides/images.md): not loopback, private, link-local
// (the cloud metadata address among them), unique-local, shared, multicast, reserved or unspecified
// ones, unless SVC_DOWNLOAD_ALLOW lists the host name, the address or a block holding it. The address
// checked is the one connected to (download.ts), so a name cannot resolve differently in between.
import { BlockList, isIP } from 'node:net';

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
