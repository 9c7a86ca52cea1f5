// `/healthz` (the process answers) and `/readyz` (and its database does).
import { sql } from 'kysely';
import { errorEnvelope, errorMessage } from '../contract/envelope.js';
import { databaseFailed } from '../db/availability.js';
import { galeraNotReady } from '../db/galera.js';
import { ApiError } from '../errors/api-error.js';
import type { RouteKit } from './route-kit.js';

export function registerHealthRoutes(kit: RouteKit): void {
  const { services, on, send } = kit;
  on('get', '/healthz', (req, res) => send(req, res, { status: 0, message: errorMessage(0) }));
  // ready: the database answers (a Galera node: it is Synced). The events' state is said, not judged: a
  // process whose Redis is away still serves its requests, its live lists only miss other processes' changes
  on('get', '/readyz', async (req, res) => {
    const events = services.events.health?.();
    try {
      await sql`SELECT 1`.execute(services.db);
      const notReady = services.galera?.() ? await galeraNotReady(services.db) : undefined;
      if (notReady) {
        send(req, res, { ...errorEnvelope(new ApiError(2100, `The database is not ready: ${notReady}`)), ...(events ? { events } : {}) }, 503);
        return;
      }
      send(req, res, { status: 0, message: errorMessage(0), ...(events ? { events } : {}) });
    } catch (e) {
      databaseFailed(e);
      send(req, res, { ...errorEnvelope(new ApiError(2100)), ...(events ? { events } : {}) }, 503);
    }
  });
}
