// The support module generated code imports (besides kysely): the registry contract types and the
// one function that turns compiled validator errors into ValidationFailure data. Keep the export list
// explicit and small; generated/ may be wiped and regenerated at any time, this file may not.

import type { ArgumentsValidator, ValidationFailure } from './registry-types.js';

export type {
  AclMeta,
  ActionKind,
  ActionMeta,
  ArgumentMeta,
  ArgumentsValidator,
  ConfigTokenMeta,
  ErrorMeta,
  ObjectEvents,
  ObjectMeta,
  RoleTemplate,
  TenantScope,
  TokenMeta,
  TokenType,
  TransitionMeta,
  ValidationFailure,
} from './registry-types.js';

/** One error of an ajv-compiled (standalone) validator, as much of it as is read here. */
export interface CompiledValidatorError {
  readonly keyword: string;
  readonly instancePath: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly message?: string;
}

/** An ajv standalone validator: returns true when valid, else leaves its errors on `.errors`. */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: readonly CompiledValidatorError[] | null;
}

const UNKNOWN_ARGUMENT = 6230;
const MISSING_ARGUMENT = 6240;
const INVALID_ARGUMENT_VALUE = 6330;
const NON_NULLABLE = 6410;

/**
 * Wraps a compiled validator. Coercion happens in place (`"1"` becomes `1` on `args`), so callers
 * use `args` after a clean validation. Failures, one per argument and code, in the validator's order:
 * unknown argument → 6230, missing mandatory → 6240, null for a non-nullable token → 6410, any other
 * bad value (including a bad shape inside a special argument) → 6330.
 */
export function argumentsValidator(validate: CompiledValidator, nonNullable: readonly string[]): ArgumentsValidator {
  return (args) => {
    const failures: ValidationFailure[] = [];
    const seen = new Set<string>();
    const add = (code: number, argument: string, detail: string): void => {
      const key = `${code}\u0000${argument}`;
      if (seen.has(key)) return;
      seen.add(key);
      failures.push({ code, argument, detail });
    };
    // Checked before the validator runs: type coercion would otherwise turn null into "" or 0.
    const nulled = new Set<string>();
    for (const name of nonNullable) {
      if (Object.hasOwn(args, name) && args[name] === null) {
        nulled.add(name);
        add(NON_NULLABLE, name, `${name} must not be null`);
      }
    }
    if (validate(args)) return failures;
    for (const e of validate.errors ?? []) {
      const topLevel = e.instancePath === '';
      if (topLevel && e.keyword === 'additionalProperties') {
        const name = String(e.params['additionalProperty']);
        add(UNKNOWN_ARGUMENT, name, `${name} is not an argument of this action`);
      } else if (topLevel && e.keyword === 'required') {
        const name = String(e.params['missingProperty']);
        add(MISSING_ARGUMENT, name, `${name} is mandatory`);
      } else {
        const name = argumentOf(e.instancePath);
        if (nulled.has(name)) continue;
        const what = e.keyword === 'additionalProperties' ? `has unknown key ${String(e.params['additionalProperty'])}` : (e.message ?? `fails ${e.keyword}`);
        add(INVALID_ARGUMENT_VALUE, name, `${e.instancePath.slice(1) || 'arguments'} ${what}`);
      }
    }
    return failures;
  };
}

/** The validator of an action that takes no arguments: every argument given is unknown (6230). */
export const rejectAllArguments: ArgumentsValidator = (args) =>
  Object.keys(args).map((name) => ({ code: UNKNOWN_ARGUMENT, argument: name, detail: `${name} is not an argument of this action` }));

/** `/name/0/x` → `name` (JSON pointer, first segment, unescaped). */
function argumentOf(instancePath: string): string {
  const first = instancePath.split('/')[1] ?? '';
  return first.replace(/~1/g, '/').replace(/~0/g, '~');
}
