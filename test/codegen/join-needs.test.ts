// Which joins a token, a condition or every statement needs, as the generator finds them in the
// catalog's SQL text (codegen/emit/join-needs.ts).
import { describe, expect, it } from 'vitest';
import { alwaysJoined, neededJoins, onKeyColumns, tokenJoins } from '../../codegen/emit/join-needs.js';
import type { JoinDef, ObjectDef, TokenDef } from '../../codegen/model.js';

const pos = { file: 'x.yaml', line: 1, col: 1, length: 1 };
const join = (alias: string, table: string, on: string, toOne?: string[]): JoinDef => ({ alias, table, on, pos, ...(toOne ? { toOne } : {}) });
const object = {
  name: 'vm',
  alias: 'v',
  joins: [
    join('tn', 'tenants', 'tn.id = v.tenant_id', ['id']),
    join('dt', 'di_tags', 'dt.osf_id = v.osf_id AND dt.tag = v.di_tag', ['osf_id', 'tag']),
    join('dd', 'dis', 'dd.id = dt.di_id', ['id']),
    join('lg', 'logs', 'lg.vm_id = v.id'), // to-many: never left out
    join('la', 'admins', 'la.id = lg.admin_id', ['id']),
  ],
} as unknown as ObjectDef;

describe('join needs', () => {
  it('a token needs the joins it reads and the joins those read, in catalog order', () => {
    expect(tokenJoins(object, { expr: 'dd.version' } as TokenDef)).toEqual(['dt', 'dd']);
    expect(tokenJoins(object, { expr: '`tn`.name' } as TokenDef)).toEqual(['tn']);
    expect(tokenJoins(object, { expr: 'v.name' } as TokenDef)).toEqual([]);
    expect(tokenJoins(object, { filterSql: 'EXISTS (SELECT 1 FROM x WHERE x.a = tn.id AND {cmp:x.b})' } as TokenDef)).toEqual(['tn']);
    // a column that merely ends in an alias is not the alias
    expect(neededJoins(object, ['v.xtn.id', 'v.tn_id'])).toEqual([]);
  });

  it('a join not marked to-one is in every statement, with what it reads', () => {
    expect(alwaysJoined(object)).toEqual(['lg']);
    expect(alwaysJoined({ ...object, joins: object.joins.map((j) => (j.alias === 'la' ? { ...j, toOne: undefined } : j)) } as ObjectDef)).toEqual(['lg', 'la']);
  });

  it('a to-one ON is an AND of key columns set to a value', () => {
    expect(onKeyColumns(object.joins[1]!)).toEqual(['osf_id', 'tag']);
    expect(onKeyColumns(join('h', 'hosts', 'v.host_id = h.id'))).toEqual(['id']);
    expect(onKeyColumns(join('h', 'hosts', 'h.id = v.host_id OR h.id = 0'))).toBeUndefined();
    expect(onKeyColumns(join('h', 'hosts', 'h.id >= v.host_id'))).toEqual([]);
    expect(onKeyColumns(join('h', 'hosts', 'h.id = h.parent_id'))).toEqual([]);
  });
});
