// Each status code is defined once, in catalog/errors.yaml; the generated ErrorCode union, message
// table, constants, registry and docs/errors.md carry exactly those codes.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { SPEC_ERROR_CODES } from '../../codegen/check/spec-error-codes.js';
import * as generatedErrors from '../../generated/errors.js';
import { errors as registryErrors } from '../../generated/registry.js';
import { ROOT } from './paths.js';

interface ErrorEntry {
  code: number;
  name: string;
  message: string;
}

const catalogErrors = (parse(readFileSync(join(ROOT, 'catalog/errors.yaml'), 'utf8')) as { errors: ErrorEntry[] }).errors;
const codes = catalogErrors.map((e) => e.code).sort((a, b) => a - b);

describe('status codes', () => {
  it('catalog/errors.yaml defines each code and name once, and every code of spec §7', () => {
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(catalogErrors.map((e) => e.name)).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining([...SPEC_ERROR_CODES]));
    expect(SPEC_ERROR_CODES).toHaveLength(75);
  });

  it('generated/errors.ts has the same codes in its union, message table and constants', () => {
    const source = readFileSync(join(ROOT, 'generated/errors.ts'), 'utf8');
    const union = /export type ErrorCode =([^;]*);/.exec(source)![1]!;
    const unionCodes = [...union.matchAll(/\|\s*(\d+)/g)].map((m) => Number(m[1]));
    expect(unionCodes).toEqual(codes);
    expect(Object.keys(generatedErrors.errorMessages).map(Number).sort((a, b) => a - b)).toEqual(codes);
    const constants = generatedErrors as unknown as Record<string, unknown>;
    for (const e of catalogErrors) {
      expect(constants[e.name], e.name).toBe(e.code);
      expect((generatedErrors.errorMessages as Record<number, string>)[e.code]).toBe(e.message);
    }
  });

  it('the registry carries every code', () => {
    expect(Object.keys(registryErrors).map(Number).sort((a, b) => a - b)).toEqual(codes);
  });

  it('generated/docs/errors.md lists every code with its name and message', () => {
    const doc = readFileSync(join(ROOT, 'generated/docs/errors.md'), 'utf8');
    const rows = [...doc.matchAll(/^\| <a id="code-\d+"><\/a>(\d+) \| `(SVC_CODE_[A-Z0-9_]+)` \| (.*) \|$/gm)].map((m) => ({
      code: Number(m[1]),
      name: m[2],
      message: m[3],
    }));
    expect(rows.map((r) => r.code)).toEqual(codes);
    for (const e of catalogErrors) expect(rows.find((r) => r.code === e.code)).toEqual({ code: e.code, name: e.name, message: e.message });
  });
});
