// The peer's address as text from the engine's bytes (runtime/http/peer-address.ts), checked against
// node's own parser: every text made must be the address it came from, in its shortest form.
import { describe, expect, it } from 'vitest';
import { BlockList, isIPv6 } from 'node:net';
import { peerText } from '../../runtime/http/peer-address.js';

const bytes = (...b: number[]) => new Uint8Array(b);
const v6 = (...groups: number[]) => new Uint8Array(groups.flatMap((g) => [g >> 8, g & 0xff]));

describe('peerText', () => {
  it('writes IPv4 dotted, and an IPv4-mapped IPv6 peer (a dual-stack listener) as its IPv4', () => {
    expect(peerText(bytes(127, 0, 0, 1))).toBe('127.0.0.1');
    expect(peerText(bytes(10, 200, 3, 255))).toBe('10.200.3.255');
    expect(peerText(v6(0, 0, 0, 0, 0, 0xffff, 0x7f00, 0x0001))).toBe('127.0.0.1');
    expect(peerText(v6(0, 0, 0, 0, 0, 0xffff, 0xc0a8, 0x0a02))).toBe('192.168.10.2');
  });

  it('writes IPv6 in the RFC 5952 form: lower case, no leading zeros, the longest zero run as ::', () => {
    expect(peerText(v6(0, 0, 0, 0, 0, 0, 0, 1))).toBe('::1');
    expect(peerText(v6(0, 0, 0, 0, 0, 0, 0, 0))).toBe('::');
    expect(peerText(v6(0x2001, 0xdb8, 0, 0, 0, 0, 0, 1))).toBe('2001:db8::1');
    expect(peerText(v6(0x2001, 0xdb8, 0, 0, 1, 0, 0, 1))).toBe('2001:db8::1:0:0:1'); // equal runs: the first
    expect(peerText(v6(0x2001, 0xdb8, 0, 1, 1, 1, 1, 1))).toBe('2001:db8:0:1:1:1:1:1'); // one zero group stays
    expect(peerText(v6(0xfe80, 0, 0, 0, 0xabcd, 0xef01, 0x2345, 0x6789))).toBe('fe80::abcd:ef01:2345:6789');
    expect(peerText(v6(1, 0, 0, 2, 0, 0, 0, 3))).toBe('1:0:0:2::3');
    expect(peerText(v6(0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff))).toBe('ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff');
  });

  it('gives back the same address for random ones (as node parses it)', () => {
    for (let n = 0; n < 2000; n++) {
      // many zero groups, so that runs of every length and place come up
      const groups = Array.from({ length: 8 }, () => (Math.random() < 0.5 ? 0 : Math.floor(Math.random() * 0x10000)));
      const text = peerText(v6(...groups));
      if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) continue; // mapped: IPv4 text
      expect(isIPv6(text), text).toBe(true);
      const list = new BlockList();
      list.addAddress(text, 'ipv6');
      const full = groups.map((g) => g.toString(16)).join(':');
      expect(list.check(full, 'ipv6'), `${full} → ${text}`).toBe(true);
      expect(text).not.toMatch(/(^|:)0[0-9a-f]/); // no leading zeros
    }
  });

  it('answers empty text for an address of no known length', () => {
    expect(peerText(bytes())).toBe('');
    expect(peerText(bytes(1, 2, 3))).toBe('');
  });
});
