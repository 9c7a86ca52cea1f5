// Query strings and urlencoded forms are read into the same parameters as URLSearchParams reads them,
// whether or not the text has anything to decode (runtime/http/read-request.ts reads plain text itself).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromSearchParams } from '../../runtime/http/read-request.js';

function viaUrlSearchParams(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  for (const [key, value] of new URLSearchParams(text)) out[key] = value;
  return out;
}

function read(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  fromSearchParams(text, out);
  return out;
}

describe('query string and form parameters', () => {
  it('read as URLSearchParams reads them', () => {
    for (const text of ['', 'action=user_get_list', 'a=1&b=2&a=3', 'a&b=', '&&a=1&', '=x', 'a==b', '?a=1', 'a=%41+b', 'k%3D=v', 'é=ü', 'a=1;b=2']) {
      expect(read(text)).toEqual(viaUrlSearchParams(text));
    }
  });

  it('read as URLSearchParams reads them, for any text', () => {
    const piece = fc.constantFrom('a', 'b', 'sid', '=', '&', '%', '+', '?', '%41', ' ', 'é', ';', '#');
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string()), { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        expect(read(text)).toEqual(viaUrlSearchParams(text));
      }),
      { numRuns: 2000 },
    );
  });
});
