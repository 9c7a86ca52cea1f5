// Generated from catalog/ by `make gen`; do not edit.
// Compiled from codegen/cli/spec.ts.

// The command table the generator writes from the catalog (generated/cli/commands.js): one entry per
// action, with the words that name it, its tokens and their types. The command-line client reads only
// this table, so a new action or token in the catalog is a new command or option after `make gen`.
export {};
