// The connection's peer as text, from the address the engine gives as bytes (4 for IPv4, 16 for IPv6).
// The engine's own text form costs a conversion in native code and a decode per request, and writes IPv6
// as eight unabridged groups (an IPv4 client of a dual-stack listener is
// `0000:0000:0000:0000:0000:ffff:7f00:0001`); here an IPv4-mapped address is its IPv4 text and any other
// IPv6 address its RFC 5952 form (`::1`), as logs, audit rows and SVC_TRUSTED_PROXIES write them.

/** `bytes` as text; an address of another length (none: a socket without one) is ''. */
export function peerText(bytes: Uint8Array): string {
  if (bytes.length === 4) return `${bytes[0]}.${bytes[1]}.${bytes[2]}.${bytes[3]}`;
  if (bytes.length !== 16) return '';
  if (isIpv4Mapped(bytes)) return `${bytes[12]}.${bytes[13]}.${bytes[14]}.${bytes[15]}`;
  const groups: number[] = [];
  for (let i = 0; i < 16; i += 2) groups.push((bytes[i]! << 8) | bytes[i + 1]!);
  // the longest run of two or more zero groups (the first of equal runs) becomes `::` (RFC 5952 4.2)
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let end = i;
    while (end < 8 && groups[end] === 0) end++;
    if (end - i > bestLength) {
      bestStart = i;
      bestLength = end - i;
    }
    i = end;
  }
  const hex = (from: number, to: number) => groups.slice(from, to).map((g) => g.toString(16)).join(':');
  if (bestStart < 0) return hex(0, 8);
  return `${hex(0, bestStart)}::${hex(bestStart + bestLength, 8)}`;
}

function isIpv4Mapped(bytes: Uint8Array): boolean {
  for (let i = 0; i < 10; i++) if (bytes[i] !== 0) return false;
  return bytes[10] === 0xff && bytes[11] === 0xff;
}
