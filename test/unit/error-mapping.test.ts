// Errors that are not ApiErrors become envelopes too: a lost database connection is 2100, a statement
// the database stopped at its time limit 2110, anything else 1100 — never an exception reaching the client.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../runtime/errors/api-error.js';
import { toApiError } from '../../runtime/pipeline/run-action.js';
import { setLogLevel } from '../../runtime/log/logger.js';

setLogLevel('silent');

describe('toApiError', () => {
  it('keeps an ApiError as it is', () => {
    const e = new ApiError(6320, 'bad value');
    expect(toApiError(e)).toBe(e);
  });

  it('maps the drivers’ connection failures to 2100', () => {
    for (const code of ['ECONNREFUSED', 'PROTOCOL_CONNECTION_LOST', 'ETIMEDOUT', 'ER_CON_COUNT_ERROR', 'SQLITE_CANTOPEN']) {
      const err = Object.assign(new Error('lost'), { code });
      expect(toApiError(err).status, code).toBe(2100);
    }
  });

  it('maps a statement stopped at the time limit to 2110 (MariaDB 1969, MySQL 3024)', () => {
    const mariadb = Object.assign(new Error('Query execution was interrupted (max_statement_time exceeded)'), { code: 'ER_STATEMENT_TIMEOUT', errno: 1969 });
    const mysql = Object.assign(new Error('Query execution was interrupted, maximum statement execution time exceeded'), { errno: 3024 });
    for (const e of [mariadb, mysql]) {
      const mapped = toApiError(e);
      expect(mapped.status).toBe(2110);
      expect(mapped.info).toContain('SVC_DB_STATEMENT_TIMEOUT_MS');
    }
  });

  it('maps anything else to 1100', () => {
    expect(toApiError(new TypeError('boom')).status).toBe(1100);
    expect(toApiError('a string').status).toBe(1100);
    expect(toApiError(Object.assign(new Error('x'), { code: 'ER_PARSE_ERROR' })).status).toBe(1100);
  });
});
