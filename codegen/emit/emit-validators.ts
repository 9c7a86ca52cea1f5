// generated/validators.js (+ .d.ts): one argument validator per action that takes arguments, compiled
// by ajv to standalone ES module code at `make gen` time, so the server never compiles a schema.

import AjvModule from 'ajv';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { compareText } from '../diagnostics.js';
import { _, str, type KeywordCxt } from 'ajv';
import { argumentsSchema, MAX_BYTES_KEYWORD } from './argument-schema.js';
import { sortedBy, type EmitContext } from './emit-context.js';

const Ajv = AjvModule.default;
const standaloneCode = standaloneModule.default;

/** Options the validators are compiled with; the runtime relies on coercion (e.g. "1" → 1). */
export const VALIDATOR_OPTIONS = {
  code: { source: true, esm: true, lines: true },
  coerceTypes: true,
  allErrors: true,
  strict: false,
} as const;

/**
 * ajv's standalone output still `require()`s a few runtime helpers, which an ES module cannot do.
 * The helpers our schemas can need are inlined instead; any other one is a generator bug.
 */
const INLINE_HELPERS: Readonly<Record<string, string>> = {
  'ajv/dist/runtime/ucs2length': `function (str) {
  // Length in code points, as JSON Schema counts it.
  let length = 0;
  for (let pos = 0; pos < str.length; pos++) {
    length++;
    const c = str.charCodeAt(pos);
    if (c >= 0xd800 && c <= 0xdbff && pos + 1 < str.length && (str.charCodeAt(pos + 1) & 0xfc00) === 0xdc00) pos++;
  }
  return length;
}`,
  'ajv/dist/runtime/equal': `function equal(a, b) {
  // Deep equality of JSON values (uniqueItems, const, enum of objects).
  if (a === b) return true;
  if (a && b && typeof a == 'object' && typeof b == 'object') {
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length) return false;
    return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && equal(a[k], b[k]));
  }
  return a !== a && b !== b;
}`,
};

/** The byte bound of a text (argument-schema.ts), as code: the validators run in Node, where Buffer is. */
const MAX_BYTES = {
  keyword: MAX_BYTES_KEYWORD,
  type: 'string',
  schemaType: 'number',
  error: { message: ({ schemaCode }: { schemaCode: unknown }) => str`must be at most ${schemaCode as never} bytes in UTF-8` },
  code(cxt: KeywordCxt) {
    cxt.fail(_`Buffer.byteLength(${cxt.data}, "utf8") > ${cxt.schema}`);
  },
} as const;

export interface ValidatorFiles {
  js: string;
  dts: string;
  /** Action names that got a compiled validator. */
  names: string[];
}

export function emitValidators(ctx: EmitContext): ValidatorFiles {
  const actions = sortedBy(
    ctx.catalog.actions.filter((a) => a.arguments.length > 0),
    (a) => a.name,
  );
  const ajv = new Ajv(VALIDATOR_OPTIONS);
  ajv.addKeyword(MAX_BYTES);
  const refs: Record<string, string> = {};
  for (const action of actions) {
    ajv.addSchema(argumentsSchema(ctx.catalog, action), action.name);
    refs[action.name] = action.name;
  }
  let code = actions.length > 0 ? standaloneCode(ajv, refs) : '"use strict";';
  code = code.replace(/require\("([^"]+)"\)\.default/g, (_, mod: string) => {
    const helper = INLINE_HELPERS[mod];
    if (!helper) throw new Error(`ajv standalone code needs runtime helper ${mod}, which the generator does not inline`);
    return helper;
  });
  if (/\brequire\(/.test(code)) throw new Error('ajv standalone code still contains require()');
  code = code.replace(/^"use strict";\s*/, '');

  const names = actions.map((a) => a.name).sort(compareText);
  const js = `${ctx.header}\n// Argument validators, compiled by ajv (standalone, coerceTypes, allErrors).\n${code.trimEnd()}\n`;
  const dts =
    `${ctx.header}\n` +
    `import type { CompiledValidator } from '../runtime/support/index.js';\n\n` +
    names.map((n) => `export declare const ${n}: CompiledValidator;\n`).join('');
  return { js, dts, names };
}
