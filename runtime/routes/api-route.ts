// `/api` and `/api/actions/<action>` (one pipeline), `/api/info`, and the machine-readable API documents.
import type { Request, Response } from 'hyper-express';
import { endAnswer } from '../http/end-answer.js';
import { endEmpty } from '../http/empty-answer.js';
import { matchesEtag } from './docs-site.js';
import type { EngineExchange } from '../http/engine-exchange.js';
import { mayGetSessionCookie } from '../pipeline/cross-site.js';
import { runAction } from '../pipeline/run-action.js';
import { loadApiDocuments } from './api-documents.js';
import { apiInfo } from './info.js';
import { JSON_TYPE, type RouteKit } from './route-kit.js';

/** Each action is also served on its own path, for documents that key operations by path (OpenAPI). */
const ACTION_PATH_PREFIX = '/api/actions/';
export const ACTION_ROUTE = `${ACTION_PATH_PREFIX}:action`;
/** A path the action route serves: one non-empty segment after the prefix (a trailing slash allowed). */
export const isActionPath = (path: string) => /^\/api\/actions\/[^/]+\/?$/.test(path);

/** The action a path names, percent-decoded; a broken escape is kept as it is (and names no action). */
function actionOfPath(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function registerApiRoutes(kit: RouteKit): void {
  const { services, on, send, sendError, common, answered } = kit;
  const { settings } = services;

  /**
   * On `/api/actions/<action>` the path names the action, and wins over an `action` parameter, so that
   * the operation a document describes is the one that runs. Taken from the engine itself: every call
   * of every client comes this way (http/engine-exchange.ts).
   */
  const api = async (x: EngineExchange) => {
    const raw = await kit.readExchange(x);
    if (!raw) return;
    if (x.ifMatch !== undefined) raw.ifMatch = x.ifMatch; // record versions (pipeline/record-versions.ts)
    if (x.pathParameter !== undefined) raw.params.action = actionOfPath(x.pathParameter);
    const head = x.head;
    if (typeof raw.params.action === 'string') head.action = raw.params.action.slice(0, 64);
    try {
      const outcome = await runAction(services, raw);
      head.action = typeof raw.params.action === 'string' ? raw.params.action.slice(0, 64) : undefined;
      head.adminId = outcome.adminId;
      if (outcome.envelope.dry_run !== undefined) head.dryRun = true;
      const pairs: string[] = [];
      if (outcome.newSid && mayGetSessionCookie(raw, settings.corsOrigins)) pairs.push('set-cookie', kit.sessionCookieText(outcome.newSid, settings.sessionTtlSeconds));
      if (outcome.etag) {
        // a details answer of one record: its tag (object, id, version) for If-Match on a later write
        pairs.push('etag', outcome.etag);
        if ((x.method === 'GET' || x.method === 'HEAD') && matchesEtag(x.ifNoneMatch, outcome.etag)) {
          x.answerEmpty(304, kit.commonPairs(head, pairs));
          kit.answeredExchange(x, 304, 0);
          return;
        }
      }
      kit.sendExchange(x, outcome.envelope, 200, pairs);
    } catch (e) {
      kit.sendExchangeError(x, e);
    }
  };
  kit.engine('get', '/api', api, false);
  kit.engine('post', '/api', api, true);
  kit.engine('post', ACTION_ROUTE, api, true);

  const info = async (req: Request, res: Response) => {
    try {
      send(req, res, await apiInfo(services));
    } catch (e) {
      sendError(req, res, e);
    }
  };
  on('get', '/api/info', info);
  on('post', '/api/info', info);

  // public like /api/info: they describe the catalog, not any tenant's data
  for (const [path, text] of loadApiDocuments()) {
    on('get', path, (req, res) => {
      common(req, res);
      res.header('Content-Type', JSON_TYPE);
      endAnswer(req, res, 200, text);
      answered(req, 200, 0);
    });
  }
}
