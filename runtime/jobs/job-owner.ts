// The process as the owner of jobs (docs/guides-src/13-bulk-work.md "Jobs"): a name of its own, written in
// every job it runs beside that job's heartbeat, so that another process sharing the database can tell a
// job whose process died (its heartbeat stopped) from one still running; and the jobs it runs now, so
// that a cancel made in this process reaches its job at once (one made in another process reaches it with
// the job's next heartbeat, which reads the flag back).
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/** This process among those sharing the database: host, pid and a random part (a restarted pid is another owner). */
export const OWNER = `${hostname().slice(0, 30)}:${process.pid}:${randomBytes(6).toString('hex')}`;

/** How often a running job writes its counts and heartbeat (and reads whether it was cancelled). */
export const HEARTBEAT_MS = 1000;

export interface RunningJob {
  readonly id: number;
  /** Asks the job to stop before its next step. */
  cancel(): void;
  /** Ends the job now because this process is stopping (its records not reached stay as they are). */
  abandon(reason: string): Promise<void>;
}

const running = new Map<number, RunningJob>();

export function registerJob(job: RunningJob): () => void {
  running.set(job.id, job);
  return () => running.delete(job.id);
}

/** The job of this process with that id, if it runs here. */
export function localJob(id: number): RunningJob | undefined {
  return running.get(id);
}

/** Every job this process runs now (a stopping process ends them). */
export function localJobs(): RunningJob[] {
  return [...running.values()];
}
