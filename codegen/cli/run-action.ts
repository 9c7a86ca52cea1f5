// One action run as a command: the request from the options, the confirmation of a write that selects
// several records, then one call, every page (--all) or the live list (--watch), printed as asked.
import { createInterface } from 'node:readline/promises';
import pc from 'picocolors';
import { ApiError, LiveClosedError, TransportError } from '../../generated/client/index.js';
import { clientFor, type LooseClient } from './connection.js';
import { EXIT, exitForStatus } from './exit-codes.js';
import { Printer, recordsOf, renderTable, type Format } from './output.js';
import { resolveConnection } from './profiles.js';
import { buildParams, UsageError, type Params, type RequestOptions } from './request.js';
import type { CommandSpec } from './spec.js';
import { dryRun, startAndFollow } from './job-follow.js';

export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Standard input is a terminal: a question can be asked. */
  interactive: boolean;
  /** Standard output is a terminal: a table may be redrawn in place. */
  terminal: boolean;
}

export interface ActionOptions extends RequestOptions {
  timeout?: string;
  output?: Format;
  all?: boolean;
  watch?: boolean;
  yes?: boolean;
  dryRun?: boolean;
  wait?: boolean;
  profile?: string;
}

/** The status of an action refused to the caller, which for a sessions-only action means the token. */
const FORBIDDEN_ACTION = 4210;

/** Seconds a call may take when neither --timeout nor SVC_TIMEOUT says (a live list or an upload has none). */
const DEFAULT_TIMEOUT_S = 120;

/** The bound of each call, in seconds: --timeout, SVC_TIMEOUT, or the default. */
export function callTimeout(option: string | undefined): number {
  const text = option ?? process.env['SVC_TIMEOUT'];
  if (text === undefined) return DEFAULT_TIMEOUT_S;
  if (!/^\d+$/.test(text) || Number(text) < 1) throw new UsageError(`--timeout (SVC_TIMEOUT) takes whole seconds from 1, not '${text}'`);
  return Number(text);
}

/** Rows per page of --all when --limit does not say. */
const ALL_BLOCK = 100;

/** Prints an error answer on stderr (message, explanation, per-record or per-argument failures); answers the exit status. */
export function reportError(err: unknown, io: Io, command?: CommandSpec): number {
  if (err instanceof UsageError) {
    io.err(`svc: ${err.message}\n`);
    return EXIT.usage;
  }
  if (err instanceof ApiError) {
    io.err(`svc: ${pc.red(String(err.status))} ${err.message}${err.additionalInfo ? ` (${err.additionalInfo})` : ''}\n`);
    const failures = err.failures;
    if (Array.isArray(failures)) {
      for (const f of failures) io.err(`  ${f.argument}: ${f.code} ${f.detail}\n`);
    } else if (failures) {
      for (const [id, f] of Object.entries(failures)) io.err(`  id ${id}: ${f.status} ${f.message}${f.additional_info ? ` (${f.additional_info})` : ''}\n`);
    }
    if (err.status >= 3000 && err.status < 4000) io.err('  (log in again: svc login)\n');
    if (command?.sessionsOnly && err.status === FORBIDDEN_ACTION) io.err(`  (${command.action} takes a session, not an API token: svc login --session)\n`);
    return exitForStatus(err.status);
  }
  if (err instanceof Error && err.name === 'TimeoutError') {
    io.err(`svc: no answer within the time allowed (--timeout): the server may still do what was asked\n`);
    return EXIT.transport;
  }
  if (err instanceof LiveClosedError) {
    io.err(`svc: ${err.message}\n`);
    return EXIT.transport;
  }
  if (err instanceof TransportError) {
    io.err(`svc: no API answer: ${err.message}\n`);
    return EXIT.transport;
  }
  const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
  io.err(`svc: ${err instanceof Error ? err.message : String(err)}${cause}\n`);
  return err instanceof TypeError ? EXIT.transport : 1;
}

export function connect(profile: string | undefined, io: Io): LooseClient | undefined {
  const connection = resolveConnection(profile);
  if (!connection) {
    const name = profile ?? process.env['SVC_PROFILE'];
    io.err(`svc: no credentials: run \`svc login --url URL --login NAME\`${name ? ` --profile ${name}` : ''}, or set SVC_URL and SVC_TOKEN\n`);
    return undefined;
  }
  return clientFor(connection);
}

/** Whether the filters name one record by its id, which needs no count nor confirmation. */
function singleId(params: Params): boolean {
  const filters = params.filters ?? {};
  const keys = Object.keys(filters);
  return keys.length > 0 && keys.every((k) => k === 'id' || k === 'tenant_id') && typeof filters['id'] === 'number';
}

/** How many records a write would change, and how many of them it would fail on, before it runs. */
interface Count {
  records: number;
  failing: number;
  /** Where the count comes from, said beside it. */
  by: string;
}

/**
 * The count of a write: the server's dry run of the very request (which changes nothing, and selects as
 * the real call does whatever the filters), else, from a server that knows no dry runs, the count action
 * of the object when it takes every filter given. A request the real call would refuse throws its error
 * here, as the call would.
 */
async function countOf(command: CommandSpec, client: LooseClient, params: Params, seconds: number): Promise<Count | undefined> {
  const signal = (): AbortSignal => AbortSignal.timeout(seconds * 1000);
  if (command.writes) {
    const answer = await client.call(command.action, { ...params, dry_run: true }, { signal: signal() });
    const outcome = answer['dry_run'] as { total?: number; selected?: number; failures?: Record<string, unknown> } | undefined;
    const records = outcome?.selected ?? outcome?.total;
    if (typeof records === 'number') return { records, failing: Object.keys(outcome?.failures ?? {}).length, by: "the server's dry run" };
  }
  const filters = params.filters ?? {};
  if (command.count && Object.keys(filters).every((k) => command.count!.filters.includes(k))) {
    const answer = await client.call(command.count.action, { filters, block: 1 }, { signal: signal() });
    if (typeof answer['total'] === 'number') return { records: answer['total'], failing: 0, by: command.count.action };
  }
  return undefined;
}

/**
 * A write that may select several records is confirmed when it does: its count comes first (countOf);
 * more than one record asks on a terminal, and is refused without one unless --yes.
 */
async function confirmed(command: CommandSpec, client: LooseClient, params: Params, options: ActionOptions, io: Io, seconds: number): Promise<boolean> {
  if (!command.confirm || options.yes || singleId(params)) return true;
  const count = await countOf(command, client, params, seconds);
  if (count !== undefined && count.records <= 1) return true;
  const what =
    count === undefined
      ? 'records the filters select (they could not be counted)'
      : `${count.records} records (${count.by}${count.failing > 0 ? `; it would fail on ${count.failing} of them: --dry-run says why` : ''})`;
  io.err(`svc ${command.noun} ${command.verb} would change ${what}.\n`);
  if (!io.interactive) {
    io.err('svc: not confirmed: give --yes to go on without a question\n');
    return false;
  }
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await rl.question('Go on? [y/N] ');
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    rl.close();
  }
}

function writesMessage(command: CommandSpec): boolean {
  return command.confirm || command.kind === 'create' || command.kind === 'delete' || command.kind === 'update' || command.kind === 'exec';
}

async function watch(command: CommandSpec, client: LooseClient, params: Params, format: Format, io: Io): Promise<number> {
  // a dropped socket is opened again by the client; the list it then shows is the current one
  const live = client.watch(command.action, params, {
    onReconnect: ({ downMs }) => io.err(`${pc.dim(`reconnected after ${(downMs / 1000).toFixed(1)} s`)}\n`),
  });
  const stop = (): void => void live.return?.();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    for await (const envelope of live) {
      const rows = recordsOf(envelope);
      if (format === 'table') {
        if (io.terminal) io.out('\x1b[2J\x1b[H');
        io.out(`${pc.dim(`${new Date().toISOString()}  ${String(envelope['total'] ?? rows.length)} rows  (Ctrl-C ends)`)}\n`);
        io.out(renderTable(rows, params.fields));
      } else if (format === 'json') {
        io.out(`${JSON.stringify({ total: envelope['total'] ?? rows.length, rows })}\n`);
      } else {
        const printer = new Printer(format, params.fields, false, io.out);
        printer.page(rows);
        printer.finish();
        if (format !== 'ids') io.out('\n');
      }
    }
    return EXIT.ok;
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
  }
}

async function everyPage(command: CommandSpec, client: LooseClient, params: Params, printer: Printer, seconds: number): Promise<void> {
  const block = params.block ?? ALL_BLOCK;
  let offset = params.offset ?? 1;
  for (;;) {
    const answer = await client.call(command.action, { ...params, block, offset }, { signal: AbortSignal.timeout(seconds * 1000) });
    const rows = recordsOf(answer);
    printer.page(rows);
    const total = typeof answer['total'] === 'number' ? answer['total'] : undefined;
    if (rows.length < block || (total !== undefined && offset * block >= total)) return;
    offset++;
  }
}

export async function runAction(command: CommandSpec, ids: readonly string[], options: ActionOptions, io: Io): Promise<number> {
  try {
    const params = buildParams(command, ids, options);
    const format: Format = options.output ?? 'table';
    const seconds = callTimeout(options.timeout);
    const client = connect(options.profile, io);
    if (!client) return EXIT.noProfile;
    // a rehearsal changes nothing: no question first
    if (options.dryRun) return await dryRun(command, client, params, io, seconds, format === 'ids');
    if (!(await confirmed(command, client, params, options, io, seconds))) return EXIT.notConfirmed;
    if (options.wait) return await startAndFollow(command, client, params, io, seconds, process.stderr.isTTY === true);
    if (options.watch) return await watch(command, client, params, format, io);
    const printer = new Printer(format, params.fields, options.all === true, io.out, command.kind === 'details' || command.kind === 'state' || !command.paged);
    if (options.all) {
      await everyPage(command, client, params, printer, seconds);
    } else {
      const answer = await client.call(command.action, params, { signal: AbortSignal.timeout(seconds * 1000) });
      printer.page(recordsOf(answer));
      if (writesMessage(command)) io.err(`${String(answer['message'] ?? 'done')}${typeof answer['total'] === 'number' ? ` (${answer['total']})` : ''}\n`);
    }
    printer.finish();
    return EXIT.ok;
  } catch (err) {
    return reportError(err, io, command);
  }
}
