// The client's address behind trusted proxies (runtime/http/client-address.ts, docs/decisions.md
// "Login throttling"): the rightmost forwarded address that is not a trusted proxy, from a trusted peer
// only; and the log masking rules (runtime/log/secrets.ts) on the shapes they promise to catch.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { clientAddress, trustProxies } from '../../runtime/http/client-address.js';
import { maskSecrets, maskText } from '../../runtime/log/secrets.js';

afterAll(() => trustProxies([]));

describe('clientAddress', () => {
  it('ignores forwarded headers when no proxy is trusted', () => {
    trustProxies([]);
    expect(clientAddress('10.0.0.5', 'for=1.2.3.4', '1.2.3.4')).toBe('10.0.0.5');
  });

  it('takes the rightmost untrusted address from a trusted peer, and ignores an untrusted peer', () => {
    trustProxies(['10.0.0.0/24', '192.168.9.9']);
    expect(clientAddress('10.0.0.5', undefined, '198.51.100.7')).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.5', undefined, '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
    // a chain of trusted proxies is walked through
    expect(clientAddress('10.0.0.5', undefined, '6.6.6.6, 198.51.100.7, 192.168.9.9, 10.0.0.7')).toBe('198.51.100.7');
    expect(clientAddress('::ffff:10.0.0.5', undefined, '198.51.100.7')).toBe('198.51.100.7');
    expect(clientAddress('10.0.1.5', undefined, '198.51.100.7')).toBe('10.0.1.5');
    // no header: the proxy itself
    expect(clientAddress('10.0.0.5', undefined, undefined)).toBe('10.0.0.5');
    // garbage ends the walk at the hop that forwarded it
    expect(clientAddress('10.0.0.5', undefined, '198.51.100.7, unknown')).toBe('10.0.0.5');
    expect(clientAddress('10.0.0.5', undefined, 'not-an-address')).toBe('10.0.0.5');
  });

  it('reads RFC 7239 Forwarded, before X-Forwarded-For: quoted, bracketed IPv6, ports, other parameters', () => {
    trustProxies(['10.0.0.0/24']);
    expect(clientAddress('10.0.0.5', 'for=198.51.100.7;proto=https', '6.6.6.6')).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.5', 'for="[2001:db8::1]:4711"', undefined)).toBe('2001:db8::1');
    expect(clientAddress('10.0.0.5', 'for="198.51.100.7:80", for=10.0.0.9', undefined)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.5', 'by=10.0.0.5', undefined)).toBe('10.0.0.5');
  });
});

describe('log masking', () => {
  it('masks PEM blocks, sid shapes, bearer and query credentials, URL passwords, and secret keys', () => {
    const pem = '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----';
    expect(maskText(`key ${pem} end`)).toBe('key -----BEGIN PRIVATE KEY----- *** end');
    expect(maskText('-----BEGIN RSA PRIVATE KEY-----\nMIIEvQIBADAN cut')).not.toContain('MIIEvQIBADAN');
    const sid = randomBytes(32).toString('base64url'); // as createSession makes them
    expect(maskText(`session ${sid} used`)).toBe('session *** used');
    expect(maskText('Authorization: Bearer abc.def-123')).toBe('Authorization: Bearer ***');
    // an API token anywhere in a text, its prefix kept so the reader knows what was there
    const token = `svca_${'Ab9-_'.repeat(8)}xyz`;
    expect(maskText(`token ${token} refused`)).toBe('token svca_*** refused');
    expect(maskText(`{"arg":"${token}"}`)).toBe('{"arg":"svca_***"}');
    expect(maskText('/api?action=x&sid=abc123&password=hunter2&x=1')).toBe('/api?action=x&sid=***&password=***&x=1');
    expect(maskText('mysql://svc:db-secret@mariadb:3306/svc')).toBe('mysql://svc:***@mariadb:3306/svc');
    expect(maskSecrets({ password: 'p', nested: { sid: 's', list: [{ client_secret: 'c' }] }, name: 'kept' })).toEqual({
      password: '***',
      nested: { sid: '***', list: [{ client_secret: '***' }] },
      name: 'kept',
    });
    // a 64-character hex digest (a session key) is not a sid's shape: only the sid itself is masked
    expect(maskText('a'.repeat(64))).toBe('a'.repeat(64));
  });
});
