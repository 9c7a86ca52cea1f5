// Paths the codegen tests share.

import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const MINI = 'test/fixtures/catalog-mini';
export const MINI_GOLDEN = fileURLToPath(new URL('../fixtures/catalog-mini.golden', import.meta.url));
export const BROKEN = 'test/fixtures/catalog-broken';
