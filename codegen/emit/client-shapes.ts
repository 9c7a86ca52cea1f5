// The per-action part of the typed client: one `ActionShape` interface per action (its filter, field,
// order and argument tokens with their value types, the row and the answer's extra fields), the
// `Actions` table, and the client class with one method per action. Everything comes from the catalog
// model; the generic part (codegen/client/) turns shapes into parameter and answer types.

import { takesRecordVersions } from './record-versions.js';
import type { ActionDef, ArgumentDef, Catalog, ObjectDef, TokenDef } from '../model.js';
import { writes } from './action-example.js';
import { rowsKind } from './answer-rows.js';
import { objectOf, tokenOf } from './argument-schema.js';
import { camelCase, sortedBy } from './emit-context.js';
import { propertyKey, schemaType } from './schema-type.js';

/** `user_get_list` → `UserGetList`: the action's shape interface. */
export function shapeName(action: string): string {
  const camel = camelCase(action);
  return camel.charAt(0).toUpperCase() + camel.slice(1);
}

/** `user_get_list` → `userGetList`: the action's method. */
export const methodName = camelCase;

/** Whether /api/ws can watch the action: it has channels and only reads (the server refuses writes with 4100). */
export function isLive(action: ActionDef): boolean {
  return action.channels.length > 0 && !action.writes && !['create', 'update', 'delete', 'exec'].includes(action.kind);
}

/** The action that uploads disk images through POST /api/di/upload. */
export const UPLOAD_ACTION = 'di_create';

function literalUnion(values: readonly (string | number)[]): string {
  return values.map((v) => JSON.stringify(v)).join(' | ');
}

function nullable(type: string, token: TokenDef): string {
  return token.nullable ? `${type} | null` : type;
}

/** A token's value as the API answers it (counters are numeric strings, integers in state actions). */
function outputType(token: TokenDef | undefined, action: ActionDef): string {
  if (!token) return 'unknown';
  switch (token.type) {
    case 'integer':
      return nullable('number', token);
    case 'counter':
      return nullable(action.kind === 'state' ? 'number' : 'string', token);
    case 'flag':
      return nullable('0 | 1', token);
    case 'date':
      return nullable('string', token);
    case 'string':
      return nullable(token.enum ? literalUnion(token.enum) : 'string', token);
    case 'json':
      return token.valueSchema === undefined ? 'unknown' : nullable(schemaType(token.valueSchema), token);
    case 'password':
      return 'never';
  }
}

/** A token's value as a request gives it, in a filter or an argument (flags take booleans too). */
function inputType(token: TokenDef | undefined, asArgument: boolean): string {
  if (!token) return 'unknown';
  switch (token.type) {
    case 'integer':
      return nullable('number', token);
    case 'counter':
      return nullable('number | string', token);
    case 'flag':
      return nullable('0 | 1 | boolean', token);
    case 'date':
    case 'password':
      return nullable('string', token);
    case 'string':
      // a filter may compare text with a LIKE pattern, so only arguments are held to the enumeration
      return nullable(asArgument && token.enum ? literalUnion(token.enum) : 'string', token);
    case 'json':
      return token.valueSchema === undefined ? 'unknown' : nullable(schemaType(token.valueSchema), token);
  }
}

function union(names: readonly string[]): string {
  return names.length === 0 ? 'never' : names.map((n) => JSON.stringify(n)).join(' | ');
}

function members(entries: readonly string[], indent: string): string {
  return entries.length === 0 ? '{}' : `{\n${entries.map((e) => `${indent}  ${e};`).join('\n')}\n${indent}}`;
}

function argumentType(arg: ArgumentDef, object: ObjectDef | undefined): string {
  return arg.special !== undefined ? schemaType(arg.schema) : inputType(tokenOf(object, arg.name), true);
}

function docComment(text: string, indent: string): string {
  const lines = text.replace(/\*\//g, '*\\/').split('\n');
  return `${indent}/**\n${lines.map((l) => `${indent} * ${l}`.trimEnd()).join('\n')}\n${indent} */\n`;
}

function actionSummary(action: ActionDef): string {
  const what = action.description || `${action.kind} action${action.object ? ` on ${action.object}` : ''}.`;
  return `\`${action.name}\` (${action.kind}${action.object ? `, ${action.object}` : ''}): ${what}`;
}

export function shapeInterface(catalog: Catalog, action: ActionDef): string {
  const object = objectOf(catalog, action);
  const filters = action.filters.map((f) => `${propertyKey(f.value)}: ${inputType(tokenOf(object, f.value), false)}`);
  const args = sortedBy(action.arguments, (a) => a.name).map(
    (a) => `${propertyKey(a.name)}${a.mandatory ? '' : '?'}: ${argumentType(a, object)}`,
  );
  const fields = action.fields.map((f) => f.value);
  const row = fields.map((f) => `${propertyKey(f)}: ${outputType(tokenOf(object, f), action)}`);
  const restricted = fields.filter((f) => (tokenOf(object, f)?.see.length ?? 0) > 0);
  const defaults = (action.defaultFields ?? action.fields).map((f) => f.value);
  // a job's answer names it (runtime/jobs/job-run.ts)
  const extra = action.answer?.extra === undefined ? (action.job ? '{ job_id?: number }' : '{}') : schemaType(action.answer.extra);
  const described = action.answer?.rows === undefined ? 'never' : schemaType(action.answer.rows);
  const body = [
    `filters: ${members(filters, '  ')}`,
    `mandatoryFilters: ${union(action.mandatoryFilters.map((f) => f.value))}`,
    `fields: ${union(fields)}`,
    `defaultFields: ${union(defaults)}`,
    `restrictedFields: ${union(restricted)}`,
    `order: ${union(action.orderBy.map((o) => o.value))}`,
    `arguments: ${members(args, '  ')}`,
    `row: ${members(row, '  ')}`,
    `extra: ${extra}`,
    `idempotent: ${action.kind === 'create' || action.job}`,
    `writes: ${writes(action)}`,
    `versioned: ${takesRecordVersions(catalog, action)}`,
    `job: ${action.job}`,
    `rows: '${rowsKind(action)}'`,
    `describedRow: ${described}`,
    `live: ${isLive(action)}`,
  ];
  return `${docComment(actionSummary(action), '')}export interface ${shapeName(action.name)} {\n${body.map((b) => `  ${b};`).join('\n')}\n}\n`;
}

/** Whether a call must carry parameters (mandatory filters or arguments). */
function paramsRequired(action: ActionDef): boolean {
  return action.mandatoryFilters.length > 0 || action.mandatoryFilterOneOf.length > 0 || action.arguments.some((a) => a.mandatory);
}

function method(action: ActionDef): string {
  const shape = shapeName(action.name);
  const optional = paramsRequired(action) ? '' : '?';
  const doc = docComment(`${actionSummary(action)}\n@throws ApiError when the status is not 0`, '  ');
  if (action.fields.length === 0) {
    return `${doc}  ${methodName(action.name)}(params${optional}: Params<${shape}>, options?: CallOptions): Promise<Answer<${shape}>> {\n    return this.call('${action.name}', params, options);\n  }\n`;
  }
  return (
    `${doc}  ${methodName(action.name)}<F extends ${shape}['fields'] = never>(params${optional}: Params<${shape}, F>, options?: CallOptions): Promise<Answer<${shape}, F>> {\n` +
    `    return this.call<'${action.name}', F>('${action.name}', params, options);\n  }\n`
  );
}

/** `actions.ts` of the client package: shapes, the action table and the client class. */
export function clientActionsSource(catalog: Catalog, className: string): string {
  const actions = sortedBy(catalog.actions, (a) => a.name);
  const upload = actions.find((a) => a.name === UPLOAD_ACTION);
  let out = `import { ClientCore, type CallOptions } from './client-core.js';\nimport type { Answer, Params } from './types.js';\n`;
  if (upload) out += `import type { TransferOptions } from './transfer.js';\nimport type { UploadSource } from './upload.js';\n`;
  out += '\n';
  for (const a of actions) out += shapeInterface(catalog, a) + '\n';
  out += '/** Every action of the API by name, as the client types them. */\nexport interface Actions {\n';
  for (const a of actions) out += `  ${a.name}: ${shapeName(a.name)};\n`;
  out += '}\n\nexport type ActionName = keyof Actions;\n\n';
  out += docComment('The API client: one method per action (the action name in camelCase), sessions, live lists and uploads.', '');
  out += `export class ${className} extends ClientCore<Actions> {\n`;
  out += actions.map(method).join('\n');
  if (upload) {
    const shape = shapeName(upload.name);
    out += '\n' + docComment(
      `Uploads a disk image (POST /api/di/upload) and creates its record with ${upload.name}'s arguments.\n` +
        'In Node, `file` is a path or a Readable, streamed as it is read; in browsers a Blob or File.\n@throws ApiError when the status is not 0',
      '  ',
    );
    out += `  uploadDiskImage(file: UploadSource, args: ${shape}['arguments'], fileName?: string, options?: CallOptions): Promise<Answer<${shape}>> {\n`;
    out += `    return this.uploadFile(args, file, fileName, options) as Promise<Answer<${shape}>>;\n  }\n`;
    out += '\n' + docComment(
      `Has the server download a disk image from \`url\` (http or https; the WebSocket /api/di/download) and create its record with ${upload.name}'s arguments.\n` +
        '`onProgress` gets each progress frame (bytes written of the size the source told, null if it told none); aborting `signal` closes the socket, and the server keeps no file and no record. Needs a WebSocket class (in Node 20 the `ws` package\'s, the `WebSocket` option).\n@throws ApiError when the final status is not 0 (2260: the download failed), LiveClosedError when the socket closed without one',
      '  ',
    );
    out += `  downloadDiskImage(url: string, args: ${shape}['arguments'], options?: TransferOptions): Promise<Answer<${shape}>> {\n`;
    out += `    return this.transferImage('api/di/download', '${upload.name}', { url, arguments: args }, options) as Promise<Answer<${shape}>>;\n  }\n`;
    out += '\n' + docComment(
      `Has the server copy the staging file \`args.disk_image\` (see dis_in_staging; the WebSocket /api/staging) and create its record with ${upload.name}'s arguments.\n` +
        'The staging file stays. `onProgress` and `signal` as for downloadDiskImage.\n@throws ApiError when the final status is not 0, LiveClosedError when the socket closed without one',
      '  ',
    );
    out += `  copyStagedDiskImage(args: ${shape}['arguments'], options?: TransferOptions): Promise<Answer<${shape}>> {\n`;
    out += `    return this.transferImage('api/staging', '${upload.name}', { arguments: args }, options) as Promise<Answer<${shape}>>;\n  }\n`;
  }
  out += '}\n';
  return out;
}
