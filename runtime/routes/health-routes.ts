// `/healthz` (the process answers) and `/readyz` (and its database does).
import { sql } from 'kysely';
import { errorEnvelope, errorMessage } from '../contract/envelope.js';
import { databaseFailed } from '../db/availability.js';
import { ApiError } from '../errors/api-error.js';
import type { RouteKit } from './route-kit.js';

export function registerHealthRoutes(kit: RouteKit): void {
  const { services, on, send } = kit;
  on('get', '/healthz', (req, res) => send(req, res, { status: 0, message: errorMessage(0) }));
  on('get', '/readyz', async (req, res) => {
    try {
      await sql`SELECT 1`.execute(services.db);
      send(req, res, { status: 0, message: errorMessage(0) });
    } catch (e) {
      databaseFailed(e);
      send(req, res, errorEnvelope(new ApiError(2100)), 503);
    }
  });
}
