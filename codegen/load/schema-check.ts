// Checks one catalog file against the JSON Schema of its kind (catalog/schema/<kind>.schema.json)
// and maps each ajv error back to the YAML node it concerns. The schemas are compiled once per
// process, at generation time only.

import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { diagnosticAt, type Diagnostic } from '../diagnostics.js';
import type { YamlFile } from './yaml-file.js';

export type CatalogFileKind = 'errors' | 'acls' | 'roles' | 'config' | 'object' | 'actions' | 'examples';

const SCHEMA_DIR = fileURLToPath(new URL('../../catalog/schema/', import.meta.url));

let compiled: Map<CatalogFileKind, ValidateFunction> | undefined;

function validatorFor(kind: CatalogFileKind): ValidateFunction {
  if (!compiled) {
    const ajv = new Ajv.default({ allErrors: true, strict: true, allowUnionTypes: true });
    compiled = new Map();
    for (const k of ['errors', 'acls', 'roles', 'config', 'object', 'actions', 'examples'] as const) {
      const schema = JSON.parse(readFileSync(`${SCHEMA_DIR}${k}.schema.json`, 'utf8')) as object;
      compiled.set(k, ajv.compile(schema));
    }
  }
  return compiled.get(kind)!;
}

export function checkFileSchema(file: YamlFile, kind: CatalogFileKind): Diagnostic[] {
  const validate = validatorFor(kind);
  if (validate(file.data)) return [];
  return (validate.errors ?? []).flatMap((e) => toDiagnostic(file, e));
}

function toDiagnostic(file: YamlFile, e: ErrorObject): Diagnostic[] {
  const path = e.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const where = path.length > 0 ? path.map((s, i) => (/^\d+$/.test(s) ? `[${s}]` : i === 0 ? s : `.${s}`)).join('') : 'the file';
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = String(params['additionalProperty']);
      return [diagnosticAt(file.pos([...path, key], 'key'), 'schema', `${where} has unknown key "${key}"`)];
    }
    case 'required':
      return [diagnosticAt(file.pos(path, 'key'), 'schema', `${where} lacks required key "${String(params['missingProperty'])}"`)];
    case 'type': {
      const types = Array.isArray(params['type']) ? (params['type'] as string[]) : [String(params['type'])];
      return [diagnosticAt(file.pos(path), 'schema', `${where} must be ${types.map(article).join(' or ')}`)];
    }
    case 'propertyNames':
      // Reported again, more precisely, by the pattern error on the offending name.
      return [];
    case 'enum':
      return [diagnosticAt(file.pos(path), 'schema', `${where} must be one of: ${(params['allowedValues'] as unknown[]).map(String).join(', ')}`)];
    case 'pattern':
      if (e.propertyName !== undefined) {
        return [diagnosticAt(file.pos([...path, e.propertyName], 'key'), 'schema', `name "${e.propertyName}" must match ${String(params['pattern'])}`)];
      }
      return [diagnosticAt(file.pos(path), 'schema', `${where} must match ${String(params['pattern'])}`)];
    default:
      return [diagnosticAt(file.pos(path), 'schema', `${where} ${e.message ?? `fails ${e.keyword}`}`)];
  }
}

function article(type: string): string {
  return type === 'null' ? 'null' : `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
}
