// Every write action of the catalog, rehearsed and then run (docs/decisions.md "Dry runs"): the reference's
// example sequence (generated/docs/examples.json) is replayed on a fresh server, and before each step
// whose action writes (kind create, update, delete, exec, or a bespoke action flagged `writes`, read from
// the generated registry) the same request is sent with `dry_run: true`. The dry run must leave every
// table as it was (rows compared whole, the audit log included) and predict the real call that follows:
// its status and additional_info, its total, and for the actions that select records the failures of
// each (id and code); and its answer must satisfy the OpenAPI document's schema of the action. A write action with no step in the sequence fails the test, so a new one cannot go
// unrehearsed.
import Ajv2020Module, { type ErrorObject } from 'ajv/dist/2020.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions } from '../../generated/registry.js';
import type { ActionMeta } from '../../runtime/support/registry-types.js';
import { eventually, ROOT, startServer, SUPERADMIN_PASSWORD, type Envelope, type TestServer } from './harness.js';
import { databaseFingerprint, forgetRolledBackIds, predictionOf } from './dry-run-support.js';

interface Step {
  step: number;
  action: string;
  parameters: Record<string, unknown>;
  status: number;
  method: 'GET' | 'POST';
}

const sequence = JSON.parse(readFileSync(join(ROOT, 'generated/docs/examples.json'), 'utf8')) as { multitenant: boolean; login: { login: string; tenant: string }; steps: Step[] };

type Operation = { responses: Record<string, { content: Record<string, { schema: { anyOf: { $ref: string }[] } }> }> };
const openapi = JSON.parse(readFileSync(join(ROOT, 'generated/openapi.json'), 'utf8')) as { components: Record<string, unknown>; paths: Record<string, { post: Operation }> };
const ajv = new Ajv2020Module.default({ strict: false, allErrors: true });
ajv.addSchema({ $id: 'openapi', components: openapi.components });
/** How an answer breaks every schema the OpenAPI document gives the action's answer (HTTP 200), [] when one holds it. */
function violations(action: string, answer: Envelope): string[] {
  const choices = openapi.paths[`/api/actions/${action}`]!.post.responses['200']!.content['application/json']!.schema.anyOf;
  const found: string[] = [];
  for (const { $ref } of choices) {
    const validate = ajv.getSchema(`openapi${$ref}`)!;
    if (validate(answer)) return [];
    found.push(...(validate.errors ?? []).map((e: ErrorObject) => `${$ref.split('/').pop()}: ${e.instancePath} ${e.message}`));
  }
  return found;
}

const WRITE_KINDS = new Set(['create', 'update', 'delete', 'exec']);
const writeActions = (Object.values(actions) as ActionMeta[]).filter((a) => WRITE_KINDS.has(a.kind) || a.writes);
const isWrite = (name: string) => writeActions.some((a) => a.name === name);

/** The step's request as the reference's curl sends it (a form; JSON text but for plain strings). */
function form(step: Step, sid: string, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams({ action: step.action, sid, ...extra });
  for (const [k, v] of Object.entries(step.parameters)) q.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  return q.toString();
}

describe('a dry run of every write action', () => {
  let server: TestServer;
  let sid: string;

  beforeAll(async () => {
    // the simulated hypervisor reports no state change during the run: a report landing between the
    // fingerprints around a dry run would read as a change the dry run made
    server = await startServer({ env: { SVC_MULTITENANT: sequence.multitenant ? '1' : '0', SVC_SIM_DELAY_MS: '3600000' } });
    sid = await server.login(sequence.login.login, SUPERADMIN_PASSWORD, sequence.login.tenant);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('has a step in the example sequence for every write action of the registry', () => {
    const stepped = new Set(sequence.steps.map((s) => s.action));
    expect(writeActions.length).toBeGreaterThan(50);
    expect(writeActions.map((a) => a.name).filter((name) => !stepped.has(name))).toEqual([]);
  });

  it('changes nothing and predicts the real call, step by step', async () => {
    const send = async (step: Step, extra?: Record<string, string>): Promise<Envelope> => {
      const res = step.method === 'GET' ? await server.fetch(`/api?${form(step, sid, extra)}`) : await server.fetch('/api', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form(step, sid, extra) });
      return (await res.json()) as Envelope;
    };
    const auditRows = async () => Number(Object.values((await server.dbQuery('SELECT COUNT(*) AS n FROM audit_log'))[0]!)[0]);
    const problems: string[] = [];
    const rehearsed = new Set<string>();
    for (const step of sequence.steps) {
      if (!isWrite(step.action)) {
        await send(step);
        continue;
      }
      const label = `step ${step.step} ${step.action} ${JSON.stringify(step.parameters).slice(0, 160)}`;
      const before = await databaseFingerprint(server);
      const dry = await send(step, { dry_run: 'true' });
      const after = await databaseFingerprint(server);
      for (const table of Object.keys(before)) if (before[table] !== after[table]) problems.push(`${label}: the dry run changed table ${table}`);
      await forgetRolledBackIds(server);
      const audited = await auditRows();
      const real = await send(step);
      rehearsed.add(step.action);
      // every write call is audited once, just after its answer: wait for it so the next fingerprint is settled
      await eventually(auditRows, (n) => n === audited + 1).catch(() => problems.push(`${label}: the real call left ${audited} audit rows`));
      if (real.status !== step.status) problems.push(`${label}: the real call answered ${real.status}, the reference says ${step.status}`);
      for (const v of violations(step.action, dry)) problems.push(`${label}: the dry run's answer breaks the OpenAPI schema: ${v}`);
      const predicted = predictionOf(dry);
      if (predicted.status !== real.status) problems.push(`${label}: predicted ${predicted.status}, the real call answered ${real.status} ${JSON.stringify(real).slice(0, 300)}; dry run ${JSON.stringify(dry).slice(0, 300)}`);
      if (real.status !== 0 && predicted.additional_info !== real.additional_info) problems.push(`${label}: predicted "${predicted.additional_info}", answered "${real.additional_info}"`);
      if ((real.status === 0 || real.status === 1200) && real.total !== undefined && predicted.total !== real.total) problems.push(`${label}: predicted total ${predicted.total}, answered ${real.total}`);
      const codes = (failures: Record<string, { status: number }> | undefined) => Object.fromEntries(Object.entries(failures ?? {}).map(([id, f]) => [id, f.status]));
      if (JSON.stringify(codes(predicted.failures)) !== JSON.stringify(codes(real.failures))) problems.push(`${label}: predicted failures ${JSON.stringify(predicted.failures)}, answered ${JSON.stringify(real.failures)}`);
      const kind = (actions as Record<string, ActionMeta>)[step.action]!.kind;
      if (dry.dry_run && (kind === 'update' || kind === 'delete' || kind === 'exec')) {
        // the selection is the records acted on: those changed (total) and those that failed
        if (predicted.selected !== predicted.ids?.length) problems.push(`${label}: selected ${predicted.selected}, ids ${JSON.stringify(predicted.ids)}`);
        if (real.status === 0 || real.status === 1200) {
          const failed = Object.keys(real.failures ?? {}).map(Number);
          if (!failed.every((id) => predicted.ids?.includes(id))) problems.push(`${label}: failed ids ${failed} not among the ids ${JSON.stringify(predicted.ids)}`);
          if (predicted.selected !== real.total + failed.length) problems.push(`${label}: selected ${predicted.selected}, the real call changed ${real.total} and failed ${failed.length}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(writeActions.map((a) => a.name).filter((name) => !rehearsed.has(name))).toEqual([]);
  }, 240_000);
});
