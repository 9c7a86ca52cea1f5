// A MariaDB of the benchmark's own, sized as one node of deploy/cluster/ (NODE_SIZES) but without Galera,
// on a free loopback port with temporary data: the single database the cluster is compared with, so that
// neither side shares its database with other work on the machine.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NODE_SIZES } from '../deploy/cluster/cluster.js';

export interface PlainMariadb {
  url: string;
  stop(): Promise<void>;
}

export async function startPlainMariadb(): Promise<PlainMariadb> {
  const dir = mkdtempSync(join(tmpdir(), 'svc-bench-mariadb-'));
  const data = join(dir, 'data');
  mkdirSync(data);
  const port = await new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
  const root = process.getuid?.() === 0;
  execFileSync('mariadb-install-db', ['--no-defaults', `--datadir=${data}`, ...(root ? ['--user=root'] : []), '--auth-root-authentication-method=normal', '--skip-test-db'], { stdio: 'ignore' });
  const cnf = join(dir, 'my.cnf');
  writeFileSync(cnf, ['[mysqld]', `datadir=${data}`, `socket=${join(dir, 'mysqld.sock')}`, `log-error=${join(dir, 'error.log')}`, `port=${port}`, 'bind-address=127.0.0.1', ...(root ? ['user=root'] : []), 'skip-name-resolve', ...NODE_SIZES, ''].join('\n'));
  const child = spawn('/usr/sbin/mariadbd', [`--defaults-file=${cnf}`], { stdio: 'ignore' });
  const url = `mysql://root@127.0.0.1:${port}`;
  const mysql = await import('mysql2/promise');
  for (let i = 0; ; i++) {
    try {
      await (await mysql.createConnection(url)).end();
      break;
    } catch (e) {
      if (i > 120 || child.exitCode !== null) throw new Error(`the benchmark's MariaDB did not start: ${String((e as Error).message)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        await new Promise((r) => {
          child.once('exit', r);
          child.kill('SIGTERM');
        });
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
