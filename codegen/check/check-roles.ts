// Template roles may inherit only defined roles, and inheritance must not loop (a cycle would make
// effective ACLs undefined; the runtime refuses such assignments with 7350).

import { diagnosticAt, type Diagnostic } from '../diagnostics.js';
import type { Catalog, Located, RoleDef } from '../model.js';

export function checkRoles(catalog: Catalog): Diagnostic[] {
  const out: Diagnostic[] = [];
  const byName = new Map<string, RoleDef>();
  for (const r of catalog.roles) if (!byName.has(r.name)) byName.set(r.name, r);
  for (const r of catalog.roles) {
    for (const inh of r.inherits) {
      if (!byName.has(inh.value)) out.push(diagnosticAt(inh.pos, 'unknown-role', `role "${r.name}" inherits unknown role "${inh.value}"`));
      if (inh.value === r.name) out.push(diagnosticAt(inh.pos, 'role-cycle', `role "${r.name}" inherits itself`));
    }
  }

  // Depth-first search; a back edge closes a cycle, reported once at the edge that closes it.
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const reported = new Set<string>();
  const visit = (role: RoleDef): void => {
    state.set(role.name, 'open');
    stack.push(role.name);
    for (const inh of role.inherits) {
      const next = byName.get(inh.value);
      if (!next || next.name === role.name) continue;
      const s = state.get(next.name);
      if (s === 'open') reportCycle(inh);
      else if (s === undefined) visit(next);
    }
    stack.pop();
    state.set(role.name, 'done');
  };
  const reportCycle = (edge: Located<string>): void => {
    const cycle = [...stack.slice(stack.indexOf(edge.value)), edge.value];
    const key = [...cycle.slice(0, -1)].sort().join('\u0000');
    if (reported.has(key)) return;
    reported.add(key);
    out.push(diagnosticAt(edge.pos, 'role-cycle', `role inheritance cycle: ${cycle.map((n) => `"${n}"`).join(' → ')}`));
  };
  for (const r of [...byName.values()]) if (!state.has(r.name)) visit(r);
  return out;
}
