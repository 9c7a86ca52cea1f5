// config_set's check of a core token's value (6330 with what the value must be), by the family of tokens
// its key belongs to: each family keeps its rules beside the code that reads the tokens, and adds one line
// here. A value config_set takes is one the family's reader can use.
import { checkLdapValue, LDAP_PREFIX } from '../auth/ldap-settings.js';
import { checkOidcValue, OIDC_PREFIX } from '../auth/oidc/oidc-settings.js';
import { checkSecondFactorSetting } from '../auth/second-factor/requirement.js';
import { checkNetworkValue } from '../vms/vm-network.js';
import { checkJobValue } from '../jobs/job-sweeper.js';

type ValueCheck = (key: string, value: string) => void;

const CHECKS: readonly { prefix: string; check: ValueCheck }[] = [
  { prefix: 'vm.network.', check: checkNetworkValue },
  { prefix: LDAP_PREFIX, check: checkLdapValue },
  { prefix: OIDC_PREFIX, check: checkOidcValue },
  { prefix: 'auth.totp.', check: checkSecondFactorSetting },
  { prefix: 'job.', check: checkJobValue },
];

/** Throws 6330 when `value` is not one the token `key` (a core token, in lower case) may take. */
export function checkTokenValue(key: string, value: string): void {
  for (const { prefix, check } of CHECKS) if (key.startsWith(prefix)) check(key, value);
}
