// Disk images: the tenant and flavour checks, the default version, the fixed/head/default tags of a new
// image, and on deletion the running-VM rule (7320) and the hand-over of head and default.
import { sql } from 'kysely';
import { addFixedTag, DEFAULT, diRef, flavourHasTag, handOverTags, HEAD, isMovingTag, moveTag } from '../dis/di-tags.js';
import { defaultVersion } from '../dis/di-version.js';
import { ApiError } from '../errors/api-error.js';
import type { Hook } from '../contract/write-context.js';
import { checkDiskImageName, imagePath } from '../images/image-paths.js';
import { removeQuietly } from '../images/receive.js';

export const diLifecycle: Hook = {
  async beforeCreate(w, values) {
    checkDiskImageName(values.disk_image); // the name becomes the file <id>-<disk_image>
    const { caller } = w.ctx;
    const osf = await w.trx.selectFrom('osfs').select(['id', 'tenant_id']).where('id', '=', Number(values.osf_id)).executeTakeFirst();
    if (!osf || (!caller.isSuper && Number(osf.tenant_id) !== caller.tenantId)) {
      throw new ApiError(7110, `OS flavour ${String(values.osf_id)} does not exist`);
    }
    values.tenant_id = Number(osf.tenant_id); // an image lives in its flavour's tenant
    if (values.version === undefined || values.version === null) values.version = await defaultVersion(w.trx, Number(osf.id));
    // the version is the image's fixed tag: `head` or `default` would pin that tag to it forever
    else if (isMovingTag(String(values.version))) throw new ApiError(6330, `${String(values.version)} cannot be a version`);
  },
  async afterCreate(w, record) {
    const di = await diRef(w.trx, record.id);
    await addFixedTag(w.trx, di, String(record.row.version));
    await moveTag(w.trx, di, HEAD); // the newest image is the head
    if (!(await flavourHasTag(w.trx, di.osfId, DEFAULT))) await moveTag(w.trx, di, DEFAULT);
  },
  async beforeDelete(w, record) {
    const running = await w.trx
      .selectFrom('vms')
      .select(sql<number>`COUNT(*)`.as('n'))
      .where('di_id', '=', record.id)
      .where('state', '<>', 'stopped')
      .executeTakeFirst();
    if (Number(running?.n ?? 0) > 0) throw new ApiError(7320, `${running!.n} virtual machines run disk image ${record.id}`);
    await w.trx.updateTable('vms').set({ di_id: null }).where('di_id', '=', record.id).execute();
    await handOverTags(w.trx, await diRef(w.trx, record.id));
  },
  // the file goes once the record's deletion has committed, never before
  async deleted(ctx, record) {
    await removeQuietly(imagePath(ctx.services.settings.dataDir, record.id, String(record.row.disk_image)));
  },
};
