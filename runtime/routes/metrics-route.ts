// GET /metrics (Prometheus text format). Off unless SVC_METRICS says who may read it: `local` (loopback
// clients only) or `token:<secret>` (Authorization: Bearer <secret>, compared in constant time).
import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'hyper-express';
import { ApiError } from '../errors/api-error.js';
import type { Services } from '../contract/context.js';
import { errorEnvelope } from '../contract/envelope.js';
import { endAnswer } from '../http/end-answer.js';
import { headOf } from '../http/request-head.js';
import type { RouteKit } from './route-kit.js';

function isLoopback(address: string): boolean {
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Who may read: null when allowed, else the refusal (404 when metrics are off, as if absent). */
export function metricsRefusal(services: Services, req: Request): ApiError | null {
  const setting = services.settings.metrics;
  if (setting.mode === 'off' || !services.metrics) return new ApiError(4100, 'No route GET /metrics (SVC_METRICS is off)', undefined, 404);
  if (setting.mode === 'local') {
    return isLoopback(headOf(req).address) ? null : new ApiError(4210, 'GET /metrics answers loopback clients only (SVC_METRICS=local)', undefined, 403);
  }
  const bearer = /^Bearer\s+(\S+)$/i.exec(String(req.headers.authorization ?? ''))?.[1];
  if (!bearer) return new ApiError(3100, 'GET /metrics needs Authorization: Bearer <token> (SVC_METRICS)', undefined, 401);
  return sameSecret(bearer, setting.token) ? null : new ApiError(3200, 'Wrong metrics token', undefined, 401);
}

/** The text to answer (a HEAD answers its headers alone: http/end-answer.ts). */
export async function metricsText(services: Services): Promise<{ contentType: string; text: string }> {
  const registry = services.metrics!.registry;
  return { contentType: registry.contentType, text: await registry.metrics() };
}

/** GET /metrics: the Prometheus text, to whom SVC_METRICS lets read it. */
export function registerMetricsRoute(kit: RouteKit): void {
  const { services, on, send, common, answered } = kit;
  on('get', '/metrics', async (req, res) => {
    const refusal = metricsRefusal(services, req);
    if (refusal) return send(req, res, errorEnvelope(refusal), refusal.http);
    const { contentType, text } = await metricsText(services);
    if (res.completed) return;
    common(req, res);
    res.header('Content-Type', contentType);
    endAnswer(req, res, 200, text);
    answered(req, 200, 0);
  });
}
