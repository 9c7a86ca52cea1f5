// The response envelope of generated/docs/guides/errors.md, built in one place for success and failure.
import { errors } from '../../generated/registry.js';
import { ApiError } from '../errors/api-error.js';
import type { ActionResult } from './context.js';

export const NO_ADDITIONAL_INFO = 'No additional information';

export type Envelope = Record<string, unknown> & { status: number; message: string };

export function errorMessage(status: number): string {
  return (errors as Record<number, { message: string } | undefined>)[status]?.message ?? 'Unknown error';
}

export function successEnvelope(result: ActionResult, sid: string | undefined): Envelope {
  const status = result.status ?? 0;
  const env: Envelope = { status, message: errorMessage(status) };
  if (result.total !== undefined) env.total = result.total;
  if (result.rows !== undefined) env.rows = result.rows;
  if (result.extra) Object.assign(env, result.extra);
  if (status !== 0) env.additional_info = result.info ?? NO_ADDITIONAL_INFO;
  if (sid) env.sid = sid;
  return env;
}

export function errorEnvelope(err: ApiError): Envelope {
  return {
    status: err.status,
    message: errorMessage(err.status),
    additional_info: err.info ?? NO_ADDITIONAL_INFO,
    ...err.extra,
  };
}
