// Formatters of token values read by SQL (catalog `output:`). The record type makes a catalog output
// without an implementation a compile error.
import type { OutputName } from '../../generated/registry.js';
import { timeSince } from './time-since.js';
import { timeUntil } from './time-until.js';
import { storedAcls } from '../auth/api-tokens.js';

export type Output = (value: unknown) => unknown;

export const outputs: Record<OutputName, Output> = {
  // an API token's ACLs, stored as a JSON array of names (runtime/auth/api-tokens.ts)
  acl_names: (value) => storedAcls(value),
  // a list of names stored as a JSON array (a webhook's kinds and object kinds); null stays null
  string_list: (value) => (value === null || value === undefined ? null : storedAcls(value)),
  time_until: timeUntil,
  time_since: (value) => timeSince(value),
};
