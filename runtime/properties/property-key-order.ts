// The order of property keys as each database's ORDER BY prop_key gives it, so a page's properties are
// sorted here instead of by the database (MariaDB sorted the loader's rows in a temporary table with a
// filesort, about half the statement's cost). Keys are `^[A-Za-z0-9_.-]+$` (catalog
// objects/property.yaml), compared case-insensitively by both databases but in different orders:
// SQLite's NOCASE folds A-Z to a-z and compares bytes (- . 0-9 _ a-z), MariaDB's utf8mb4_unicode_ci
// compares one primary weight per character (_ - . 0-9 a-z). A key outside that alphabet (a row written
// around the validators) has no order here: the caller then lets the database sort.
import type { Dialect } from '../db/database.js';

const ORDERS: Record<Dialect, string> = {
  sqlite: '-.0123456789_abcdefghijklmnopqrstuvwxyz',
  mysql: '_-.0123456789abcdefghijklmnopqrstuvwxyz',
};

/** Character → its rank as a character, so ranked strings compare with `<` as the database compares keys. */
const RANKS: Record<Dialect, Map<string, string>> = {
  sqlite: ranks(ORDERS.sqlite),
  mysql: ranks(ORDERS.mysql),
};

function ranks(order: string): Map<string, string> {
  const map = new Map<string, string>();
  for (let i = 0; i < order.length; i++) {
    const rank = String.fromCharCode(0x41 + i);
    map.set(order[i]!, rank);
    map.set(order[i]!.toUpperCase(), rank);
  }
  return map;
}

/** A string that sorts (by `<`) as the database sorts `key`; undefined for a key outside the alphabet. */
export function keyRank(dialect: Dialect, key: string): string | undefined {
  const table = RANKS[dialect];
  let out = '';
  for (let i = 0; i < key.length; i++) {
    const rank = table.get(key[i]!);
    if (rank === undefined) return undefined;
    out += rank;
  }
  return out;
}
