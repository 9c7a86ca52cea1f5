// TLS from the configuration (generated/docs/config.md, config_ssl): when SVC_TLS_CERT/SVC_TLS_KEY are not set and config_ssl
// stored ssl.cert and ssl.key, the server serves HTTPS with them. The HTTP engine reads certificates
// from files only, so the stored PEM texts are written under SVC_DATA_DIR/tls, readable by the server's
// user alone; without stored material, files left by an earlier start are removed (no stale key on disk).
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';

const GLOBAL_TENANT = -1;

export interface TlsFiles {
  cert: string;
  key: string;
}

async function writePrivate(file: string, text: string): Promise<void> {
  await writeFile(file, text, { mode: 0o600 });
  // the mode of writeFile applies only when it creates the file
  await chmod(file, 0o600);
}

export async function storedTls(db: Kysely<any>, dataDir: string): Promise<TlsFiles | undefined> {
  const rows = await db
    .selectFrom('config')
    .select(['token_key', 'value'])
    .where('tenant_id', '=', GLOBAL_TENANT)
    .where('token_key', 'in', ['ssl.cert', 'ssl.key'])
    .execute();
  const value = (key: string) => rows.find((r) => r.token_key === key)?.value as string | null | undefined;
  const cert = value('ssl.cert');
  const key = value('ssl.key');
  const dir = join(dataDir, 'tls');
  const files: TlsFiles = { cert: join(dir, 'cert.pem'), key: join(dir, 'key.pem') };
  if (!cert || !key) {
    // only the files this module writes: anything else an operator keeps there stays
    await rm(files.cert, { force: true });
    await rm(files.key, { force: true });
    return undefined;
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  await writePrivate(files.cert, cert);
  await writePrivate(files.key, key);
  return files;
}
