// The VM network (decisions: virtual machines): addresses from vm.network.ip.start to the end of the
// network of prefix length vm.network.netmask, MACs from vm.network.mac.prefix and the address.
import { sql, type Kysely } from 'kysely';
import { ApiError } from '../errors/api-error.js';
import { coreToken, storedValue } from '../config-tokens/config-store.js';
import { GLOBAL_TENANT } from '../contract/scope.js';

export const IP_START_KEY = 'vm.network.ip.start';
export const NETMASK_KEY = 'vm.network.netmask';
export const MAC_PREFIX_KEY = 'vm.network.mac.prefix';

const IPV4 = /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$/;
const MAC_PREFIX = /^[0-9a-f]{2}:[0-9a-f]{2}:[0-9a-f]{2}$/i;

/** An IPv4 address as a number, or undefined when the text is not one. */
export function ipNumber(text: string): number | undefined {
  if (!IPV4.test(text)) return undefined;
  return text.split('.').reduce((n, octet) => n * 256 + Number(octet), 0);
}

export function ipText(n: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(n / 2 ** shift) % 256).join('.');
}

/** `prefix:xx:yy:zz` from the address's last three octets. */
export function macOf(prefix: string, ip: number): string {
  const octets = [16, 8, 0].map((shift) => (Math.floor(ip / 2 ** shift) % 256).toString(16).padStart(2, '0'));
  return `${prefix.toLowerCase()}:${octets.join(':')}`;
}

/** config_set's check of the network tokens (6330 for a value the allocation could not use). */
export function checkNetworkValue(key: string, value: string): void {
  if (key === IP_START_KEY && ipNumber(value) === undefined) throw new ApiError(6330, `${key} must be an IPv4 address`);
  if (key === NETMASK_KEY && !(/^\d+$/.test(value) && Number(value) >= 8 && Number(value) <= 30)) {
    throw new ApiError(6330, `${key} must be a prefix length from 8 to 30`);
  }
  if (key === MAC_PREFIX_KEY && !MAC_PREFIX.test(value)) throw new ApiError(6330, `${key} must be three octets such as 54:52:00`);
}

export interface VmNetwork {
  /** First and last address that may be given. */
  first: number;
  last: number;
  macPrefix: string;
}

async function setting(db: Kysely<any>, key: string): Promise<string> {
  return (await storedValue(db, GLOBAL_TENANT, key))?.value ?? coreToken(key)!.default!;
}

export async function vmNetwork(db: Kysely<any>): Promise<VmNetwork> {
  const [start, prefix, macPrefix] = await Promise.all([setting(db, IP_START_KEY), setting(db, NETMASK_KEY), setting(db, MAC_PREFIX_KEY)]);
  const first = ipNumber(start)!;
  const size = 2 ** (32 - Number(prefix));
  const broadcast = Math.floor(first / size) * size + size - 1;
  return { first, last: broadcast - 1, macPrefix };
}

/**
 * Allocations are serialized by a row lock held until the create commits: the UPDATE takes it before
 * anything is read, so the read that follows sees every address committed before (a later consistent
 * snapshot on MariaDB; SQLite's write lock does the same across processes).
 */
export async function lockAllocations(trx: Kysely<any>, name: 'vm_network' | 'vm_placement'): Promise<void> {
  const locked = await trx.updateTable('meta').set({ value: sql`value + 1` }).where('name', '=', name).executeTakeFirst();
  if (Number(locked.numUpdatedRows) === 0) await trx.insertInto('meta').values({ name, value: 1 }).execute();
}

/** The lowest address of the network no VM holds (the caller holds the vm_network lock). */
export async function firstFreeAddress(trx: Kysely<any>, net: VmNetwork): Promise<number> {
  const taken = await trx.selectFrom('vms').select('id').where('ip_num', '=', net.first).executeTakeFirst();
  let candidate = net.first;
  if (taken) {
    // the lowest held address in range whose successor is free
    const gap = await sql<{ n: unknown }>`
      SELECT MIN(a.ip_num) + 1 AS n FROM vms a
      WHERE a.ip_num >= ${net.first} AND a.ip_num < ${net.last}
        AND NOT EXISTS (SELECT 1 FROM vms b WHERE b.ip_num = a.ip_num + 1)`.execute(trx);
    const n = gap.rows[0]?.n;
    candidate = n === null || n === undefined ? net.last + 1 : Number(n);
  }
  if (candidate > net.last) throw new ApiError(6330, `The VM network has no free address (${IP_START_KEY}, ${NETMASK_KEY})`);
  return candidate;
}
