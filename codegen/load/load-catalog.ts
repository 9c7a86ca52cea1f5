// Reads every file of a catalog directory, checks each against the JSON Schema of its kind, and
// builds the model. Files are visited in code-unit order of their paths so that everything
// downstream (diagnostics, output) is independent of directory listing order.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { compareText, type Diagnostic } from '../diagnostics.js';
import type { ActionDef, Catalog, ObjectDef } from '../model.js';
import { buildAcls } from './build-acls.js';
import { buildActions, resolveArgumentAcls } from './build-actions.js';
import { buildConfig } from './build-config.js';
import { buildErrors } from './build-errors.js';
import { buildExamples } from './build-examples.js';
import { buildObject } from './build-object.js';
import { buildRoles } from './build-roles.js';
import { NodeReader } from './node-reader.js';
import { checkFileSchema, type CatalogFileKind } from './schema-check.js';
import { YamlFile } from './yaml-file.js';

export interface LoadedCatalog {
  catalog: Catalog;
  /** Display path → file text, for printing source lines under diagnostics. */
  sources: Map<string, string>;
  diagnostics: Diagnostic[];
}

const SINGLE_FILES: readonly [string, CatalogFileKind][] = [
  ['errors.yaml', 'errors'],
  ['acls.yaml', 'acls'],
  ['roles.yaml', 'roles'],
  ['config.yaml', 'config'],
  ['examples.yaml', 'examples'],
];

/**
 * `rootDir` is the project root (display paths are relative to it); `catalogDir` the catalog
 * directory, absolute or relative to the root.
 */
export function loadCatalog(rootDir: string, catalogDir: string): LoadedCatalog {
  const absCatalog = resolve(rootDir, catalogDir);
  const display = (abs: string): string => relative(rootDir, abs).split(sep).join('/');
  const sources = new Map<string, string>();
  const diagnostics: Diagnostic[] = [];

  const open = (abs: string, kind: CatalogFileKind): NodeReader | undefined => {
    const file = display(abs);
    if (!existsSync(abs)) {
      diagnostics.push({ file, line: 1, col: 1, length: 1, code: 'missing-file', message: `the catalog has no ${file}` });
      return undefined;
    }
    const text = readFileSync(abs, 'utf8');
    sources.set(file, text);
    const yaml = new YamlFile(file, text);
    diagnostics.push(...yaml.diagnostics);
    if (yaml.data === undefined) return undefined;
    diagnostics.push(...checkFileSchema(yaml, kind));
    return NodeReader.root(yaml);
  };

  const single = new Map<CatalogFileKind, NodeReader | undefined>();
  for (const [name, kind] of SINGLE_FILES) single.set(kind, open(join(absCatalog, name), kind));

  const objects: ObjectDef[] = [];
  for (const abs of yamlFilesIn(join(absCatalog, 'objects'))) {
    const root = open(abs, 'object');
    const obj = root && buildObject(root);
    if (obj) objects.push(obj);
  }
  const actions: ActionDef[] = [];
  const families: Catalog['families'] = [];
  for (const abs of yamlFilesIn(join(absCatalog, 'actions'))) {
    const root = open(abs, 'actions');
    const fam = root && buildActions(root);
    if (fam) {
      families.push(fam.family);
      actions.push(...fam.actions);
    }
  }
  resolveArgumentAcls(actions, objects);

  const errorsRoot = single.get('errors');
  const aclsRoot = single.get('acls');
  const rolesRoot = single.get('roles');
  const configRoot = single.get('config');
  const examplesRoot = single.get('examples');
  const catalog: Catalog = {
    errors: errorsRoot ? buildErrors(errorsRoot) : [],
    acls: aclsRoot ? buildAcls(aclsRoot) : { acls: [], aliases: {}, profileAliases: {}, profileNames: {} },
    roles: rolesRoot ? buildRoles(rolesRoot) : [],
    config: configRoot ? buildConfig(configRoot) : [],
    objects,
    actions,
    families,
    examples: examplesRoot ? buildExamples(examplesRoot) : [],
  };
  return { catalog, sources, diagnostics };
}

function yamlFilesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => n.endsWith('.yaml') || n.endsWith('.yml'))
    .sort(compareText)
    .map((n) => join(dir, n));
}
