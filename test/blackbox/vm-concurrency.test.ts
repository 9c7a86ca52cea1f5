// VM transitions are compare-and-set in the database: of 20 concurrent vm_start calls on one stopped
// VM exactly one wins, in one process and across two processes on one database; a transition left
// half-way by a stopped process is finished by the next one to start.
import { describe, expect, it } from 'vitest';
import { eventually, expectOk, startServer, TEST_DB, type Envelope, type TestServer } from './harness.js';

interface Fixture {
  sid: string;
  osfId: number;
  userId: number;
}

async function fixture(server: TestServer): Promise<Fixture> {
  const sid = await server.superSid();
  const tenantId = (await expectOk(server, 'tenant_create', { sid, arguments: { name: 'race' } })).rows![0].id;
  const userId = (await expectOk(server, 'user_create', { sid, arguments: { tenant_id: tenantId, name: 'racer', password: 'racer-pass-1' } })).rows![0].id;
  const osfId = (await expectOk(server, 'osf_create', { sid, arguments: { tenant_id: tenantId, name: 'race-osf' } })).rows![0].id;
  await expectOk(server, 'di_create', { sid, arguments: { disk_image: 'race.img', osf_id: osfId } });
  await expectOk(server, 'host_create', { sid, arguments: { name: 'race-host', address: '10.9.0.1', state: 'running' } });
  return { sid, osfId, userId };
}

async function createVm(server: TestServer, f: Fixture, name: string): Promise<number> {
  return (await expectOk(server, 'vm_create', { sid: f.sid, arguments: { name, user_id: f.userId, osf_id: f.osfId } })).rows![0].id;
}

async function vm(server: TestServer, sid: string, id: number): Promise<Record<string, unknown>> {
  return (await expectOk(server, 'vm_get_details', { sid, filters: { id } })).rows![0];
}

/** One status 0 and the others refused with 5130 inside 1200, whatever process answered. */
function expectOneWinner(answers: Envelope[], id: number): void {
  const won = answers.filter((a) => a.status === 0);
  expect(won, JSON.stringify(answers.map((a) => a.status))).toHaveLength(1);
  expect(won[0]!.total).toBe(1);
  for (const lost of answers.filter((a) => a.status !== 0)) {
    expect(lost.status).toBe(1200);
    expect(lost.total).toBe(0);
    expect(lost.failures[String(id)].status).toBe(5130);
  }
}

describe('concurrent vm_start on one stopped VM', () => {
  it('lets exactly one of 20 calls start it', async () => {
    const server = await startServer({ env: { SVC_SIM_DELAY_MS: '100' } });
    try {
      const f = await fixture(server);
      const id = await createVm(server, f, 'one');
      const answers = await Promise.all(Array.from({ length: 20 }, () => server.api('vm_start', { sid: f.sid, filters: { id } })));
      expectOneWinner(answers, id);
      const running = await eventually(() => vm(server, f.sid, id), (v) => v.state === 'running');
      expect(running.state).toBe('running');
      expect(running.vnc_port).toBe(30000); // one placement: the first slot
    } finally {
      await server.stop();
    }
  });

  it.skipIf(TEST_DB !== 'mysql')('lets exactly one of 20 calls start it across two server processes on one database', async () => {
    const first = await startServer({ env: { SVC_SIM_DELAY_MS: '100' } });
    let second: TestServer | undefined;
    try {
      second = await startServer({ reuse: { dbUrl: first.dbUrl, dataDir: first.dataDir }, env: { SVC_SIM_DELAY_MS: '100' } });
      const f = await fixture(first);
      for (let round = 0; round < 3; round++) {
        const id = await createVm(first, f, `two-${round}`);
        const secondSid = await second.login('superadmin', 'super-secret-1', '*');
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, i) => (i % 2 ? second! : first).api('vm_start', { sid: i % 2 ? secondSid : f.sid, filters: { id } })),
        );
        expectOneWinner(answers, id);
        const running = await eventually(() => vm(first, f.sid, id), (v) => v.state === 'running');
        expect(running.state).toBe('running');
      }
      // every running VM holds its own ports on the host
      const rows = (await expectOk(first, 'vm_get_list', { sid: f.sid, filters: { state: 'running' }, fields: ['id', 'vnc_port'] })).rows!;
      expect(new Set(rows.map((r: { vnc_port: number }) => r.vnc_port)).size).toBe(rows.length);
    } finally {
      await second?.stop({ keep: true });
      await first.stop();
    }
  });
});

describe('a restart in the middle of transitions', () => {
  it('finishes the VMs left starting and stopping', async () => {
    // a driver this slow never finishes before the process is stopped
    const before = await startServer({ env: { SVC_SIM_DELAY_MS: '600000' } });
    let after: TestServer | undefined;
    try {
      const f = await fixture(before);
      const starting = [await createVm(before, f, 's1'), await createVm(before, f, 's2'), await createVm(before, f, 's3')];
      const stopping = await createVm(before, f, 'stopping');
      await expectOk(before, 'vm_start', { sid: f.sid, filters: { id: starting } });
      // a VM the hypervisor had running, then asked to stop
      const host = (await before.dbQuery("SELECT id FROM hosts WHERE name = 'race-host'"))[0]!.id;
      await before.dbExecute("UPDATE vms SET state = 'running', host_id = ?, vnc_port = 30099, ssh_port = 20099, serial_port = 40099 WHERE id = ?", [host, stopping]);
      await expectOk(before, 'vm_stop', { sid: f.sid, filters: { id: stopping } });
      for (const id of starting) expect((await vm(before, f.sid, id)).state).toBe('starting');
      expect((await vm(before, f.sid, stopping)).state).toBe('stopping');
      await before.stop({ keep: true });

      after = await startServer({ reuse: { dbUrl: before.dbUrl, dataDir: before.dataDir }, env: { SVC_SIM_DELAY_MS: '100' } });
      const sid = await after.superSid();
      for (const id of starting) expect((await eventually(() => vm(after!, sid, id), (v) => v.state === 'running')).state).toBe('running');
      const stopped = await eventually(() => vm(after!, sid, stopping), (v) => v.state === 'stopped');
      expect(stopped).toMatchObject({ state: 'stopped', host_id: null, vnc_port: null, user_state: 'disconnected' });
    } finally {
      await after?.stop();
    }
  });
});
