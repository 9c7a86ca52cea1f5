// `--dry-run` and `--wait`: a write rehearsed by the server (its answer's `dry_run` printed as what the
// real call would do), and a job started at once (`async`) then followed to its end with a progress bar
// on stderr, summed up with its records' failures. Both exit as the outcome's status says.
import cliProgress from 'cli-progress';
import pc from 'picocolors';
import type { LooseClient } from './connection.js';
import { EXIT, exitForStatus } from './exit-codes.js';
import type { Io } from './run-action.js';
import type { Params } from './request.js';
import type { CommandSpec } from './spec.js';

/** Failures printed at most; the rest are counted. */
const FAILURES_SHOWN = 20;
/** How often a followed job is read. */
const POLL_MS = 500;
const ENDED = new Set(['succeeded', 'failed', 'cancelled', 'partly failed']);

type Answer = Record<string, unknown>;
interface Failure {
  status: number;
  message: string;
  additional_info?: string;
}

function failureLine(id: string | number, f: Failure): string {
  return `  id ${id}: ${f.status} ${f.message}${f.additional_info ? ` (${f.additional_info})` : ''}\n`;
}

/** Prints a dry run's outcome on stderr (and the ids with -o ids on stdout); answers the exit status the real call would have. */
export async function dryRun(command: CommandSpec, client: LooseClient, params: Params, io: Io, seconds: number, idsOnly: boolean): Promise<number> {
  const answer = await client.call(command.action, { ...params, dry_run: true }, { signal: AbortSignal.timeout(seconds * 1000) });
  const outcome = answer['dry_run'] as
    | { status: number; message: string; additional_info?: string; total: number; selected?: number; ids?: number[]; ids_truncated?: boolean; failures?: Record<string, Failure>; failures_truncated?: boolean }
    | undefined;
  if (!outcome) {
    io.err('svc: the server answered no dry run\n');
    return EXIT.transport;
  }
  const selected = outcome.selected !== undefined ? `, ${outcome.selected} selected` : '';
  io.err(`${pc.dim('dry run, nothing changed:')} ${outcome.status} ${outcome.message}${outcome.additional_info ? ` (${outcome.additional_info})` : ''}: would change ${outcome.total}${selected}\n`);
  if (outcome.ids) {
    if (idsOnly) for (const id of outcome.ids) io.out(`${id}\n`);
    else io.err(`  ids: ${outcome.ids.join(' ')}${outcome.ids_truncated ? ' …' : ''}\n`);
  }
  const failures = Object.entries(outcome.failures ?? {});
  for (const [id, f] of failures.slice(0, FAILURES_SHOWN)) io.err(failureLine(id, f));
  if (failures.length > FAILURES_SHOWN || outcome.failures_truncated) io.err(`  … and more failures\n`);
  return outcome.status === 0 ? EXIT.ok : exitForStatus(outcome.status);
}

/** Starts the command's job at once and follows it to its end; answers the exit status of its outcome. */
export async function startAndFollow(command: CommandSpec, client: LooseClient, params: Params, io: Io, seconds: number, showBar: boolean): Promise<number> {
  const started = await client.call(command.action, { ...params, async: true }, { signal: AbortSignal.timeout(seconds * 1000) });
  const jobId = Number(started['job_id']);
  if (!Number.isInteger(jobId)) {
    io.err(`svc: the server named no job\n`);
    return EXIT.transport;
  }
  io.err(`job ${jobId} started\n`);
  const bar = showBar
    ? new cliProgress.SingleBar({ format: `job ${jobId} [{bar}] {percentage}% {done}/{total} records, {failed} failed`, stream: process.stderr, hideCursor: true }, cliProgress.Presets.shades_classic)
    : undefined;
  let job: Answer | undefined;
  try {
    for (;;) {
      const details = await client.call('job_get_details', { filters: { id: jobId } }, { signal: AbortSignal.timeout(seconds * 1000) });
      job = ((details['rows'] as Answer[] | undefined) ?? [])[0];
      if (!job) throw new Error(`job ${jobId} is not visible`);
      const total = Number(job['total'] ?? 0);
      const done = Number(job['done'] ?? 0);
      const failed = Number(job['failed'] ?? 0);
      if (bar) {
        if (!bar.isActive) bar.start(Math.max(total, 1), 0, { done, total, failed });
        bar.setTotal(Math.max(total, 1));
        bar.update(done + failed, { done, total, failed });
      }
      if (ENDED.has(String(job['state']))) break;
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  } finally {
    bar?.stop();
  }
  const status = Number(job['status'] ?? 0);
  io.err(`job ${jobId} ${String(job['state'])}: ${String(job['done'] ?? 0)} done, ${String(job['failed'] ?? 0)} failed of ${String(job['total'] ?? 0)}\n`);
  if (Number(job['failed'] ?? 0) > 0 || String(job['state']) === 'cancelled') {
    const records = await client.call('job_record_get_list', { filters: { job_id: jobId }, order_by: { field: ['id'], order: '-asc' }, block: 1000 }, { signal: AbortSignal.timeout(seconds * 1000) });
    const failures = ((records['rows'] as Answer[] | undefined) ?? []).filter((r) => Number(r['status']) !== 0);
    for (const r of failures.slice(0, FAILURES_SHOWN)) io.err(failureLine(String(r['id']), { status: Number(r['status']), message: String(r['message'] ?? '') }));
    if (failures.length > FAILURES_SHOWN) io.err(`  … and ${failures.length - FAILURES_SHOWN} more (svc job record-list --filter job_id=${jobId})\n`);
  }
  return status === 0 ? EXIT.ok : exitForStatus(status);
}
