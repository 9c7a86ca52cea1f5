// dis_in_staging (generated/docs/dis.md): the disk image files waiting in the staging directory
// (SVC_DATA_DIR/staging), from which di_create copies them, as rows [{name}] sorted by name. The
// directory belongs to the platform, not to a tenant. Its absence is 2230; any other failure to read
// it is 2270.
import { readdir } from 'node:fs/promises';
import { ApiError } from '../errors/api-error.js';
import { stagingDir } from '../images/image-paths.js';
import type { ActionContext, ActionResult } from '../contract/context.js';

export async function disInStaging(ctx: ActionContext): Promise<ActionResult> {
  const dir = stagingDir(ctx.services.settings.dataDir);
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new ApiError(2230, 'No staging directory (SVC_DATA_DIR/staging)');
    throw new ApiError(2270, `Cannot read the staging directory: ${code ?? String(e)}`);
  }
  // regular files only; names starting with a dot are transfers in progress or hidden files
  const names = entries
    .filter((e) => e.isFile() && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { rows: names.map((name) => ({ name })), total: names.length };
}
