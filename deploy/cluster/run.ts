// `tsx deploy/cluster/run.ts up [dir]` starts the whole cluster of deploy/cluster/README.md on this
// machine (loopback ports, data under a temporary directory unless one is named) and returns once it
// serves; `down [dir]` stops it, `down --remove [dir]` also removes its data; `status [dir]` says what runs.
// Without a dir, `down` and `status` use the one the last `up` wrote to $TMPDIR/svc-cluster.current.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Cluster, fixedPorts, type ClusterPorts, type Part } from './cluster.js';
import { serverCommand } from '../../test/server-build.js';

const ROOT = resolve(import.meta.dirname, '../..');
const CURRENT = join(tmpdir(), 'svc-cluster.current');

/**
 * The server as `npm start` runs it when built (dist/), else its sources bundled once by esbuild as the
 * tests run them (test/server-build.ts): node itself is the server's process, so a stop's SIGTERM reaches
 * it at once (tsx would stand between as a launcher of its own).
 */
function apiCommand(): readonly [string, readonly string[]] {
  const built = join(ROOT, 'dist', 'runtime', 'main.js');
  if (existsSync(built)) return [process.execPath, [built]];
  return serverCommand();
}

function clusterAt(dir: string, ports: ClusterPorts): Cluster {
  return new Cluster({ dir, ports, apiCommand: apiCommand(), apiCwd: ROOT, say: (line) => process.stdout.write(`${line}\n`), superadminPassword: process.env.SVC_SUPERADMIN_PASSWORD });
}

function existing(dirArg: string | undefined): Cluster {
  const dir = dirArg ?? (existsSync(CURRENT) ? readFileSync(CURRENT, 'utf8').trim() : '');
  if (!dir || !existsSync(join(dir, 'cluster.json'))) {
    process.stderr.write('no cluster found: name its directory (the one `up` printed)\n');
    process.exit(1);
  }
  const { ports } = JSON.parse(readFileSync(join(dir, 'cluster.json'), 'utf8')) as { ports: ClusterPorts };
  return clusterAt(dir, ports);
}

const PARTS: Part[] = ['haproxy', 'api1', 'api2', 'api3', 'galera1', 'galera2', 'galera3', 'redis1', 'redis2', 'sentinel1', 'sentinel2', 'sentinel3'];

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const remove = rest.includes('--remove');
  const dirArg = rest.find((a) => !a.startsWith('--'));
  if (command === 'up') {
    const dir = dirArg ?? mkdtempSync(join(tmpdir(), 'svc-cluster-'));
    const cluster = clusterAt(dir, fixedPorts());
    writeFileSync(CURRENT, dir);
    process.stdout.write(`cluster directory: ${dir}\n`);
    try {
      await cluster.start();
    } catch (e) {
      process.stderr.write(`start failed: ${String((e as Error).message)}\nstopping what started\n`);
      await cluster.stop();
      process.exit(1);
    }
    process.stdout.write(`\nAPI: ${cluster.url} (superadmin password: ${cluster.superadminPassword})\nstop: tsx deploy/cluster/run.ts down ${dir}\n`);
  } else if (command === 'down') {
    const cluster = existing(dirArg);
    await cluster.stop({ removeData: remove });
    process.stdout.write(`stopped${remove ? ' and removed' : ''}: ${cluster.dir}\n`);
  } else if (command === 'status') {
    const cluster = existing(dirArg);
    for (const part of PARTS) process.stdout.write(`${part.padEnd(10)} ${cluster.pid(part) ?? 'stopped'}\n`);
    process.stdout.write(`redis primary: ${(await cluster.redisPrimaryPart()) ?? 'unknown'}\n`);
  } else {
    process.stderr.write('usage: tsx deploy/cluster/run.ts up [dir] | down [--remove] [dir] | status [dir]\n');
    process.exit(2);
  }
}

void main();
