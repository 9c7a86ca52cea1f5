// The reference as web pages at /api/docs/: public, like any documentation (it holds the catalog, no
// data), read into memory once (docs-site.ts); /api/docs redirects to /api/docs/ so that the pages'
// relative links resolve.
import type { Request, Response } from 'hyper-express';
import { errorEnvelope } from '../contract/envelope.js';
import { ApiError } from '../errors/api-error.js';
import { endAnswer } from '../http/end-answer.js';
import { endEmpty } from '../http/empty-answer.js';
import { headOf } from '../http/request-head.js';
import { log } from '../log/logger.js';
import { acceptsGzip, DOCS_PATH, DOCS_SECURITY_POLICY, docsFolder, loadDocsSite, matchesEtag } from './docs-site.js';
import type { RouteKit } from './route-kit.js';

export function registerDocsRoutes(kit: RouteKit): void {
  const { pattern, send, answered, secure } = kit;
  const docsDir = docsFolder();
  const docs = docsDir ? loadDocsSite(docsDir) : undefined;
  if (!docs) log.warn('generated/docs-html/ is missing: /api/docs answers 404 (`make gen` writes it)');

  const docsHeaders = (req: Request, res: Response) => {
    res.header('X-Request-Id', headOf(req).requestId).header('X-Content-Type-Options', 'nosniff');
    res.header('Content-Security-Policy', DOCS_SECURITY_POLICY).header('Referrer-Policy', 'no-referrer');
    if (secure) res.header('Strict-Transport-Security', 'max-age=31536000');
  };
  const docsRedirect = (req: Request, res: Response) => {
    docsHeaders(req, res);
    res.header('Location', 'docs/').header('Cache-Control', 'public, max-age=300');
    res.header('Content-Type', 'text/plain; charset=utf-8');
    endAnswer(req, res, 301, 'The reference is at /api/docs/\n');
    answered(req, 301, 0, DOCS_PATH);
  };
  pattern('get', DOCS_PATH, docsRedirect);
  pattern('head', DOCS_PATH, docsRedirect);
  const docsPage = (req: Request, res: Response) => {
    const file = docs?.find(req.path.slice(DOCS_PATH.length + 1));
    if (!file) {
      send(req, res, errorEnvelope(new ApiError(4100, `No page ${req.path.slice(0, 200)} in the reference`)), 404);
      return;
    }
    const gzip = file.gzip && acceptsGzip(req.headers['accept-encoding']) ? file.gzip : undefined;
    const etag = gzip?.etag ?? file.etag;
    docsHeaders(req, res);
    res.header('Cache-Control', 'public, max-age=300').header('ETag', etag).header('Vary', 'Accept-Encoding');
    if (matchesEtag(req.headers['if-none-match'], etag)) {
      endEmpty(res, 304);
      answered(req, 304, 0, DOCS_PATH);
      return;
    }
    res.status(200).header('Content-Type', file.type);
    if (gzip) res.header('Content-Encoding', 'gzip');
    const body = gzip?.body ?? file.body;
    if (req.method === 'HEAD') endEmpty(res, 200, body.length);
    else res.send(body);
    answered(req, 200, 0, DOCS_PATH);
  };
  pattern('get', `${DOCS_PATH}/*`, docsPage);
  pattern('head', `${DOCS_PATH}/*`, docsPage);
}
