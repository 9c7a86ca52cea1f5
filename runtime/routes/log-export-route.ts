// GET or POST /api/log/export (generated/docs/routes.md#log-export, generated/docs/guides/audit-feed.md): the
// audit log selected by log_get_list's filters, streamed as NDJSON or CSV, oldest entry first.
//
// The rows come from log_get_list itself, run for the caller in batches ordered by id, each batch asking
// for the entries after the last id written (`{"-and": [<filters>, {"id": {">": last}}]}`): the ACLs, the
// tenant scope, the fields the caller may see and the filters' checks are that action's, and no more than
// one batch is ever held. The next batch is read only once the previous one went out to the client (the
// response's backpressure), so a slow reader slows the export instead of filling memory. A refusal of the
// first batch (bad credentials, filters or fields, missing ACLs) is answered as its error envelope before
// anything is streamed; a failure later ends the download early, after a last line saying so.
import { Readable } from 'node:stream';
import type { Request, Response } from 'hyper-express';
import { authenticate } from '../auth/authenticate.js';
import { ApiError } from '../errors/api-error.js';
import { errorEnvelope, type Envelope } from '../contract/envelope.js';
import type { Caller, RawRequest, Services } from '../contract/context.js';
import { headOf } from '../http/request-head.js';
import { log } from '../log/logger.js';
import { runReadAs } from '../pipeline/run-action.js';
import type { RouteKit } from './route-kit.js';

export const LOG_EXPORT_PATH = '/api/log/export';
const LIST_ACTION = 'log_get_list';
/** Rows asked of the database at a time: one batch is all the export holds. */
const BATCH_ROWS = 2000;
/** Rows encoded into one chunk written to the client. */
const CHUNK_ROWS = 250;
/** Exports running at once in this process: each holds a database connection now and then, and a socket. */
export const MAX_EXPORTS_RUNNING = 4;

const BAD_FORMAT = 6950;
const TOO_MANY_EXPORTS = 6951;
const NOT_TAKEN = 6952;

/** Parameters of the list that an export decides itself: the order is the id's, and it has no pages. */
const DECIDED = ['order_by', 'offset', 'block'] as const;

export type ExportFormat = 'ndjson' | 'csv';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  ndjson: 'application/x-ndjson; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/** A cell a spreadsheet would take for a formula (=, +, -, @, tab, carriage return first) gets a leading '. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180): text is quoted when it holds a comma, quote or line break, and formula-safe. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvLine(values: readonly unknown[]): string {
  return values.map(csvCell).join(',') + '\r\n';
}

function formatOf(params: Record<string, unknown>): ExportFormat {
  const format = params.format ?? 'ndjson';
  if (format === 'ndjson' || format === 'csv') return format;
  throw new ApiError(BAD_FORMAT, `format is ndjson or csv, not ${JSON.stringify(format).slice(0, 40)}`);
}

/** The user's filters and the cursor, as one filter of log_get_list. */
function batchFilters(filters: unknown, after: number): unknown {
  const cursor = { id: { '>': after } };
  if (filters === undefined || filters === null || filters === '') return cursor;
  return { '-and': [filters, cursor] };
}

export function registerLogExportRoute(kit: RouteKit): void {
  const { services, on, read, send, sendError, common, answered } = kit;
  let running = 0;

  const handler = async (req: Request, res: Response): Promise<void> => {
    const raw = await read(req, res);
    if (!raw) return;
    if (running >= MAX_EXPORTS_RUNNING) {
      send(req, res, errorEnvelope(new ApiError(TOO_MANY_EXPORTS, `${MAX_EXPORTS_RUNNING} exports are running on this server: try again when one has ended`)), 429);
      return;
    }
    running++;
    let streaming = false;
    try {
      const format = formatOf(raw.params);
      for (const name of DECIDED) {
        if (raw.params[name] !== undefined) throw new ApiError(NOT_TAKEN, `${name} is not taken by the export: it writes every entry the filters select, by id ascending`);
      }
      const caller = await authenticate(services, raw, { createSession: false });
      headOf(req).adminId = caller.adminId;
      const batches = batchesOf(services, caller, raw);
      const first = await batches.next();
      if (!first.done && first.value.status !== 0) {
        send(req, res, first.value.envelope);
        return;
      }
      common(req, res);
      res.status(200);
      res.header('Content-Type', CONTENT_TYPES[format]);
      res.header('Content-Disposition', `attachment; filename="audit-log.${format}"`);
      streaming = true;
      const body = Readable.from(encode(format, first.done ? undefined : first.value.rows, batches, req), { objectMode: false, highWaterMark: 64 * 1024 });
      // a client that goes away ends the export: hyper-express destroys the body, but its stream() may
      // then wait for ever on a chunk or a drain that never comes, which would keep the export counted
      const gone = new Promise<'gone'>((resolve) => res.once('close', () => resolve('gone')));
      const ended = await Promise.race([res.stream(body).then(() => 'sent' as const), gone]);
      if (ended === 'gone') body.destroy();
      answered(req, 200, 0);
    } catch (e) {
      if (!streaming) sendError(req, res, e);
      else log.warn('audit log export ended early', { request_id: headOf(req).requestId, error: String((e as Error)?.message ?? e) });
    } finally {
      running--;
    }
  };
  on('get', LOG_EXPORT_PATH, handler);
  on('post', LOG_EXPORT_PATH, handler, true);
}

interface Batch {
  status: number;
  envelope: Envelope;
  rows: Record<string, unknown>[];
}

/** log_get_list's answers for the caller, batch after batch, until a batch comes back short. */
async function* batchesOf(services: Services, caller: Caller, raw: RawRequest): AsyncGenerator<Batch> {
  const block = Math.min(BATCH_ROWS, services.settings.maxBlock);
  const { filters } = raw.params;
  // a single field may come as a bare token, as /api takes it
  const fields = typeof raw.params.fields === 'string' ? [raw.params.fields] : raw.params.fields;
  let after = 0;
  for (;;) {
    const params: Record<string, unknown> = { action: LIST_ACTION, filters: batchFilters(filters, after), order_by: { field: 'id', order: '-asc' }, block, offset: 1 };
    if (fields !== undefined) params.fields = fields;
    // the `id` of each row is needed for the cursor even when the caller did not ask for it
    const wantsId = fields === undefined || (Array.isArray(fields) && fields.includes('id'));
    if (!wantsId && Array.isArray(fields)) params.fields = [...fields, 'id'];
    const envelope = await runReadAs(services, caller, { ...raw, params });
    if (envelope.status !== 0) {
      yield { status: envelope.status, envelope, rows: [] };
      return;
    }
    const rows = (envelope.rows ?? []) as Record<string, unknown>[];
    if (rows.length > 0) after = Number(rows[rows.length - 1]!.id);
    if (!Number.isSafeInteger(after)) throw new ApiError(1100, 'the export lost its place in the log');
    if (!wantsId) for (const row of rows) delete row.id;
    yield { status: 0, envelope, rows };
    if (rows.length < block) return;
  }
}

/** The body's chunks: the first batch, then each next one read only when the client took the previous. */
async function* encode(format: ExportFormat, first: Record<string, unknown>[] | undefined, rest: AsyncGenerator<Batch>, req: Request): AsyncGenerator<Buffer> {
  let columns: string[] | undefined;
  const chunksOf = function* (rows: Record<string, unknown>[]): Generator<Buffer> {
    for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
      let text = '';
      for (const row of rows.slice(i, i + CHUNK_ROWS)) {
        if (format === 'ndjson') {
          text += JSON.stringify(row) + '\n';
          continue;
        }
        if (!columns) {
          columns = Object.keys(row);
          text += csvLine(columns);
        }
        text += csvLine(columns.map((c) => row[c]));
      }
      yield Buffer.from(text);
    }
  };
  if (first) yield* chunksOf(first);
  for (;;) {
    const next = await rest.next();
    if (next.done) return;
    if (next.value.status !== 0) {
      // the download ends short: its last line says why (a reader of the file sees it was cut)
      const err = next.value.envelope;
      log.warn('audit log export cut', { request_id: headOf(req).requestId, status: err.status });
      yield Buffer.from(format === 'ndjson' ? JSON.stringify(err) + '\n' : csvLine([`# export cut: ${err.status} ${String(err.message)}`]));
      return;
    }
    yield* chunksOf(next.value.rows);
  }
}
