#!/usr/bin/env node
// Generated from catalog/ by `make gen`; do not edit.
// The command svc (package.json bin): svc <noun> <verb> [options]; svc --help lists them.

import { TABLE } from './commands.js';
import { main } from './program.js';

process.exitCode = await main(TABLE, process.argv.slice(2), "0.1.0");
