// CPU time of processes, from /proc (Linux): on a shared machine throughput moves with whatever else runs,
// while CPU time per request is what one request costs. Unavailable elsewhere: every reading is then undefined.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond = 100;
try {
  ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
} catch {
  /* the usual value */
}

/** utime + stime of one process, in ms. */
function processCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** CPU ms of a process and all its descendants (the tsx launcher runs the server in a child). */
export function treeCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  const own = processCpuMs(pid);
  if (own === undefined) return undefined;
  return childrenOf(pid).reduce((sum, child) => sum + (treeCpuMs(child) ?? 0), own);
}

/** The local MariaDB/MySQL server process, when there is one. */
export function databaseServerPid(): number | undefined {
  for (const name of ['mariadbd', 'mysqld']) {
    try {
      const pid = Number(execFileSync('pidof', ['-s', name]).toString().trim());
      if (pid) return pid;
    } catch {
      /* not running under that name */
    }
  }
  return undefined;
}

/** CPU time the whole machine spent busy (every CPU, everything but idle and I/O wait), in ms. */
export function machineBusyMs(): number | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
    return ((user + nice + system + irq + softirq + steal) * 1000) / ticksPerSecond;
  } catch {
    return undefined;
  }
}
