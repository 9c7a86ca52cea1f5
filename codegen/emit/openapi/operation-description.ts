// The prose of one action's operation (CommonMark): what it does, who may call it (the action's ACLs,
// the ACLs of each token it filters, returns or orders by, of each argument, of acting on several
// records), which channels make it live, and the status codes it can answer.

import type { ActionDef, Catalog, Located, TokenDef } from '../../model.js';
import { actionErrorCodes } from '../action-errors.js';
import { objectOf, tokenOf } from '../argument-schema.js';
import { sortedBy } from '../emit-context.js';

const list = (acls: readonly Located<string>[]) => acls.map((a) => `\`${a.value}\``).join(', ');

function tokenAcls(title: string, names: readonly Located<string>[], acls: (t: TokenDef) => readonly Located<string>[], object: Parameters<typeof tokenOf>[0]): string[] {
  const lines: string[] = [];
  for (const ref of names) {
    const token = tokenOf(object, ref.value);
    if (token && acls(token).length > 0) lines.push(`\`${ref.value}\`: ${list(acls(token))}`);
  }
  return lines.length > 0 ? [`${title} (any of): ${lines.join('; ')}.`] : [];
}

export function operationDescription(catalog: Catalog, a: ActionDef): string {
  const object = objectOf(catalog, a);
  const parts: string[] = [];
  if (a.description) parts.push(a.description);
  parts.push(`Kind \`${a.kind}\`${object ? ` on \`${object.name}\`` : ''}. Also callable as \`/api?action=${a.name}\` with the same parameters.`);
  parts.push(a.acls.length > 0 ? `ACLs (any of): ${list(a.acls)} (4210 otherwise).` : 'ACLs: none, any authenticated administrator.');
  const tokens = [
    // a token anyone may see may be filtered by anyone (runtime/auth/authorize.ts canFilter)
    ...tokenAcls('Filter ACLs', a.filters, (t) => (t.see.length > 0 ? t.filter : []), object),
    ...tokenAcls('Field ACLs', a.fields, (t) => t.see, object),
    ...tokenAcls('Order ACLs', a.orderBy, (t) => t.see, object),
  ];
  parts.push(...tokens);
  const args = sortedBy(a.arguments, (x) => x.name).filter((x) => x.acls.length > 0 || x.massiveAcls.length > 0);
  if (args.length > 0) {
    const lines = args.map((x) => `\`${x.name}\`: ${x.acls.length > 0 ? list(x.acls) : 'none'}${x.massiveAcls.length > 0 ? ` (several records: ${list(x.massiveAcls)})` : ''}`);
    parts.push(`Argument ACLs (any of, 4230 otherwise): ${lines.join('; ')}.`);
  }
  if (a.massiveAcls.length > 0) parts.push(`Several records (4240 otherwise): ${list(a.massiveAcls)}.`);
  if (a.multitenantOnly) parts.push('Multitenant mode only (4100 otherwise).');
  if (a.tenantArgument) parts.push('A superadministrator gives `tenant_id`, the tenant of the new record.');
  if (a.transition) {
    const t = a.transition;
    parts.push(`Moves \`${t.column}\` from ${t.from.map((s) => `\`${s}\``).join(' or ')} to \`${t.to}\`; any other record is refused with ${t.refused} inside 1200.`);
  }
  if (a.channels.length > 0) parts.push(`Live: watch it on the WebSocket \`/api/ws\` (see asyncapi.json); channels ${a.channels.map((c) => `\`${c.value}\``).join(', ')}.`);
  const messages = new Map(catalog.errors.map((e) => [e.code, e.message]));
  parts.push(`Status codes: ${actionErrorCodes(catalog, a).map((c) => `${c} (${messages.get(c)})`).join(', ')}.`);
  return parts.join('\n\n');
}
