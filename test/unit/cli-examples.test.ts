// Every example the CLI's help shows (the reference's examples as command lines) parses and types
// without a usage error, and sends what the reference sends: the command runs against a fake fetch that
// records the request and answers a success.
import { afterEach, describe, expect, it } from 'vitest';
import { TABLE } from '../../generated/cli/commands.js';
import { buildProgram } from '../../codegen/cli/program.js';
import { loadCatalog } from '../../codegen/load/load-catalog.js';
import { ROOT } from '../blackbox/harness.js';

const catalog = loadCatalog(ROOT, `${ROOT}/catalog`).catalog;
const realFetch = globalThis.fetch;
const savedEnv = { url: process.env.SVC_URL, token: process.env.SVC_TOKEN };

afterEach(() => {
  globalThis.fetch = realFetch;
  process.env.SVC_URL = savedEnv.url;
  process.env.SVC_TOKEN = savedEnv.token;
  if (savedEnv.url === undefined) delete process.env.SVC_URL;
  if (savedEnv.token === undefined) delete process.env.SVC_TOKEN;
  process.exitCode = undefined;
});

describe('the examples of svc --help', () => {
  it('send the request of the reference example they come from', async () => {
    let checked = 0;
    for (const command of TABLE.commands) {
      const steps = catalog.examples.filter((e) => e.action === command.action);
      for (const [i, example] of command.examples.entries()) {
        const sent: Record<string, unknown>[] = [];
        globalThis.fetch = (async (_url: string, init: RequestInit) => {
          sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
          return new Response(JSON.stringify({ status: 0, message: 'ok', total: 1, rows: [] }), { headers: { 'content-type': 'application/json' } });
        }) as typeof fetch;
        process.env.SVC_URL = 'http://127.0.0.1:9';
        process.env.SVC_TOKEN = 'svca_example';
        let err = '';
        const io = { out: () => undefined, err: (t: string) => void (err += t), interactive: false, terminal: false };
        const argv = [...example.argv, '--yes'].filter((w, n, all) => w !== '--yes' || command.confirm || n < all.length - 1);
        await buildProgram(TABLE, io, '0', argv).parseAsync(argv, { from: 'user' });
        expect(process.exitCode ?? 0, `svc ${example.argv.join(' ')}: ${err}`).toBe(0);
        const request = sent[sent.length - 1]!;
        // the examples follow the catalog's order; one that could not be written as a command line is left out
        const step = (command.examples.length === steps.length ? steps[i] : steps.find((s) => s.title === example.title))!;
        expect(step, example.title).toBeDefined();
        for (const key of ['filters', 'fields', 'order_by', 'arguments', 'offset', 'block'] as const) {
          const given = step.parameters[key];
          // `{}` sends nothing, as leaving the parameter out does
          if (given === undefined || (typeof given === 'object' && given !== null && !Array.isArray(given) && Object.keys(given).length === 0)) continue;
          const want = key === 'order_by' && typeof (step.parameters.order_by as { field: unknown }).field === 'string'
            ? { ...(step.parameters.order_by as object), field: [(step.parameters.order_by as { field: string }).field] }
            : step.parameters[key];
          expect(request[key], `svc ${example.argv.join(' ')}: ${key}`).toEqual(key === 'order_by' ? { order: '-asc', ...(want as object) } : want);
        }
        process.exitCode = undefined;
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
