// Configuration tokens marked `secret` in catalog/config.yaml (runtime/config-tokens/config-store.ts,
// runtime/log/secrets.ts): the set comes from the catalog, and config_set's value for one never reaches
// a log line nor the audit log, whatever it looks like and however the key is written.
import { describe, expect, it } from 'vitest';
import { configTokens } from '../../generated/registry.js';
import { SECRET_KEYS } from '../../runtime/config-tokens/config-store.js';
import { isSecretConfigKey, maskSecrets } from '../../runtime/log/secrets.js';

describe('secret configuration tokens', () => {
  it('are the catalog tokens flagged secret, and none of them public', () => {
    const flagged = configTokens.filter((t) => t.secret).map((t) => t.key);
    expect(flagged).toContain('ssl.key');
    expect([...SECRET_KEYS].sort()).toEqual([...flagged].sort());
    expect(configTokens.filter((t) => t.secret && t.public)).toEqual([]);
  });

  it("mask config_set's value beside a secret key, and only there", () => {
    for (const key of SECRET_KEYS) {
      for (const spelling of [key, ` ${key.toUpperCase()} `]) {
        expect(isSecretConfigKey(spelling)).toBe(true);
        const masked = maskSecrets({ arguments: { key: spelling, value: 'plain words', tenant_id: 3 } }) as any;
        expect(masked.arguments).toEqual({ key: spelling, value: '***', tenant_id: 3 });
      }
    }
    expect(maskSecrets({ key: 'wat.block', value: 'plain words' })).toEqual({ key: 'wat.block', value: 'plain words' });
    expect(isSecretConfigKey(42)).toBe(false);
  });
});
