// Virtual machines' create, update and delete rules (docs/decisions.md "Virtual machines"): a VM lives in
// its user's tenant with an OS flavour of the same tenant (7110), its di_tag names a tag of the flavour
// (6350), its soft expiration precedes the hard one (7360), it gets the first free address when none is
// given, and only a stopped VM may be deleted (7310).
import type { Kysely } from 'kysely';
import { ApiError } from '../errors/api-error.js';
import type { Hook } from '../contract/write-context.js';
import type { Caller } from '../contract/context.js';
import { firstFreeAddress, ipNumber, ipText, lockAllocations, macOf, vmNetwork } from '../vms/vm-network.js';

/** Tags every flavour with an image has; a VM may name them before its flavour has any image. */
const MOVING_TAGS = new Set(['default', 'head']);

async function tenantOf(trx: Kysely<any>, table: 'users' | 'osfs', id: unknown, caller: Caller): Promise<number> {
  const row = await trx.selectFrom(table).select('tenant_id').where('id', '=', Number(id)).executeTakeFirst();
  const tenant = row ? Number(row.tenant_id) : undefined;
  if (tenant === undefined || (!caller.isSuper && tenant !== caller.tenantId)) {
    throw new ApiError(7110, `${table === 'users' ? 'User' : 'OS flavour'} ${String(id)} does not exist`);
  }
  return tenant;
}

async function checkTag(trx: Kysely<any>, osfId: unknown, tag: unknown): Promise<void> {
  if (tag === undefined || MOVING_TAGS.has(String(tag).toLowerCase())) return;
  const found = await trx.selectFrom('di_tags').select('id').where('osf_id', '=', Number(osfId)).where('tag', '=', String(tag)).executeTakeFirst();
  if (!found) throw new ApiError(6350, `No disk image of OS flavour ${String(osfId)} carries tag ${String(tag)}`);
}

function checkExpirations(soft: unknown, hard: unknown): void {
  // dates are YYYY-MM-DDThh:mm:ss (validated), so text order is time order
  if (soft !== null && soft !== undefined && hard !== null && hard !== undefined && String(soft) > String(hard)) {
    throw new ApiError(7360, `expiration_soft ${String(soft)} is after expiration_hard ${String(hard)}`);
  }
}

export const vmLifecycle: Hook = {
  async beforeCreate(w, values) {
    const { trx, ctx } = w;
    const automatic = values.ip === undefined || values.ip === null;
    // first, before any read: on MariaDB the snapshot reads see begins at the first read
    if (automatic) await lockAllocations(trx, 'vm_network');
    const tenantId = await tenantOf(trx, 'users', values.user_id, ctx.caller);
    if ((await tenantOf(trx, 'osfs', values.osf_id, ctx.caller)) !== tenantId) {
      throw new ApiError(7110, `OS flavour ${String(values.osf_id)} is not of user ${String(values.user_id)}'s tenant`);
    }
    values.tenant_id = tenantId; // a VM lives in its user's tenant
    checkExpirations(values.expiration_soft, values.expiration_hard);
    await checkTag(trx, values.osf_id, values.di_tag);
    const net = await vmNetwork(trx);
    let ip: number;
    if (automatic) {
      ip = await firstFreeAddress(trx, net);
      values.ip = ipText(ip);
    } else {
      ip = ipNumber(String(values.ip))!; // the token's pattern admitted it
    }
    values.ip_num = ip;
    values.mac = macOf(net.macPrefix, ip);
  },
  async beforeUpdate(w, record) {
    const args = w.ctx.args;
    checkExpirations(
      'expiration_soft' in args ? args.expiration_soft : record.row.expiration_soft,
      'expiration_hard' in args ? args.expiration_hard : record.row.expiration_hard,
    );
    if ('di_tag' in args) await checkTag(w.trx, record.row.osf_id, args.di_tag);
  },
  async beforeDelete(_w, record) {
    if (record.row.state !== 'stopped') throw new ApiError(7310, `VM ${record.id} is ${String(record.row.state)}`);
  },
};
