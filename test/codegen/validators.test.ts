// The compiled argument validators of the mini catalog (its golden validators.js, a self-contained
// ES module) behave as the catalog says once wrapped by the support module.

import { describe, expect, it } from 'vitest';
import { argumentsValidator, rejectAllArguments, type CompiledValidator } from '../../runtime/support/index.js';
import * as compiled from '../fixtures/catalog-mini.golden/validators.js';

// Its declarations import the support module relative to generated/, which does not resolve here.
const v = compiled as unknown as Record<string, CompiledValidator>;
const create = argumentsValidator(v['widget_create']!, ['active', 'name', 'secret', 'size', 'tenant_id']);
const update = argumentsValidator(v['widget_update']!, ['name', 'size']);

describe('argument validators', () => {
  it('accepts good arguments and coerces loose values in place', () => {
    const args: Record<string, unknown> = { name: 'w1', size: '5', active: true, color: null, __tags__: ['a', 'b'] };
    expect(create(args)).toEqual([]);
    expect(args).toEqual({ name: 'w1', size: 5, active: 1, color: null, __tags__: ['a', 'b'] });
  });

  it('names the unknown (6230) and the missing (6240) arguments', () => {
    expect(create({ colour: 'red' })).toEqual([
      { code: 6240, argument: 'name', detail: 'name is mandatory' },
      { code: 6230, argument: 'colour', detail: 'colour is not an argument of this action' },
    ]);
  });

  it('refuses bad values (6330) per token type and constraint', () => {
    const failures = create({ name: 'a|b', size: 100, active: 2, color: 'pink', secret: '', tenant_id: 'x', __tags__: ['a', 'a'] });
    expect(failures.map((f) => `${f.code} ${f.argument}`).sort()).toEqual(
      ['6330 __tags__', '6330 active', '6330 color', '6330 name', '6330 secret', '6330 size', '6330 tenant_id'].sort(),
    );
  });

  it('refuses null for a non-nullable token (6410) without a second failure', () => {
    expect(update({ name: null })).toEqual([{ code: 6410, argument: 'name', detail: 'name must not be null' }]);
  });

  it('rejects every argument of an action that takes none', () => {
    expect(rejectAllArguments({ a: 1 })).toEqual([{ code: 6230, argument: 'a', detail: 'a is not an argument of this action' }]);
    expect(rejectAllArguments({})).toEqual([]);
  });
});
