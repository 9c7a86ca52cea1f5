// Generated from catalog/ by `make gen`; do not edit.

import type { CommandTable } from './spec.js';

export declare const TABLE: CommandTable;
