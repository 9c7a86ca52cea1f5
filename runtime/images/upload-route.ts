// POST /api/di/upload (generated/docs/guides/images.md): a multipart form with the image in part `file` and di_create's
// `arguments` in the query or a form field; credentials as on /api. The file streams to a temporary
// file (never held in memory); the record is made by di_create once the whole file is there, and the
// file renamed into place after it commits. Any failure (bad arguments, ACLs, a size over
// SVC_MAX_IMAGE_BYTES, an aborted upload, a full disk) leaves no record and no file.
import busboy from 'busboy';
import type { Request, Response } from 'hyper-express';
import type { Readable } from 'node:stream';
import { authenticate } from '../auth/authenticate.js';
import { checkCookieWrite } from '../pipeline/cross-site.js';
import { ApiError } from '../errors/api-error.js';
import { errorEnvelope, type Envelope } from '../http/envelope.js';
import { decodeJsonParams, rawRequest, readParams } from '../http/read-request.js';
import type { ActionContext, Services } from '../pipeline/context.js';
import { toApiError } from '../pipeline/run-action.js';
import { finishImport, prepareImport } from './import-image.js';
import { receiveToTemporary, removeQuietly, type Received } from './receive.js';

const UPLOAD_ERROR = 2250;
const MOVE_ERROR = 2251;
const FILE_PART = 'file';

export function uploadHandler(services: Services, send: (req: Request, res: Response, envelope: Envelope) => void) {
  const { settings } = services;
  return async (req: Request, res: Response): Promise<void> => {
    let envelope: Envelope;
    services.metrics?.transferStarted('upload');
    try {
      envelope = await upload(req);
    } catch (e) {
      envelope = errorEnvelope(toApiError(e));
    } finally {
      services.metrics?.transferEnded('upload');
    }
    send(req, res, envelope); // does nothing once the client went away
  };

  async function upload(req: Request): Promise<Envelope> {
    const params = await readParams(req, Buffer.alloc(0));
    const type = String(req.headers['content-type'] ?? '');
    if (!/^multipart\/form-data/i.test(type)) throw new ApiError(UPLOAD_ERROR, 'The image comes as multipart/form-data, in a part named file');
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: { 'content-type': type }, limits: { files: 1, fields: 64, parts: 128, fieldSize: settings.maxBodyBytes } });
    } catch {
      throw new ApiError(UPLOAD_ERROR, 'Malformed multipart header');
    }
    const fields: Record<string, unknown> = Object.create(null);
    let transfer: Promise<{ ctx?: ActionContext; received: Received }> | undefined;

    /** Credentials and arguments known so far: the query, then the fields before the file. */
    const request = () => {
      const merged = { ...params, ...fields };
      decodeJsonParams(merged);
      return rawRequest(req, merged);
    };
    const prepare = async () => {
      const raw = request();
      checkCookieWrite(raw, settings.corsOrigins);
      const caller = await authenticate(services, raw, { createSession: false });
      return prepareImport(services, caller, raw);
    };

    parser.on('field', (name, value) => {
      fields[name] = value; // fields after the file count too: the record is made once the form is read
    });
    parser.on('file', (name, stream: Readable) => {
      // a body cut short errors the file stream ("Unexpected end of form"), possibly while the arguments
      // are still being checked and nothing else listens yet: an 'error' nobody listens to would end the
      // process. The parser reports the same failure (`parsed` below), and the transfer's pipeline its own.
      stream.on('error', () => undefined);
      if (name !== FILE_PART || transfer) {
        stream.resume();
        return;
      }
      // checked before any byte is stored when the arguments came first (query or earlier fields)
      const early = 'arguments' in params || 'arguments' in fields;
      transfer = (async () => {
        let ctx: ActionContext | undefined;
        try {
          if (early) ctx = await prepare();
        } catch (e) {
          stream.resume(); // the rest of the body is read and dropped
          throw e;
        }
        const received = await receiveToTemporary(stream, { dataDir: settings.dataDir, maxBytes: settings.maxImageBytes, sourceStatus: UPLOAD_ERROR });
        return { ctx, received };
      })();
      // a refused or failed transfer answers at once: the rest of the body is read and dropped
      transfer.catch((e: unknown) => {
        failParsing(e);
        req.unpipe(parser);
        req.resume();
      });
    });

    let failParsing: (e: unknown) => void = () => undefined;
    const parsed = new Promise<void>((resolve, reject) => {
      failParsing = reject;
      parser.on('close', () => resolve());
      parser.on('error', (e) => reject(new ApiError(UPLOAD_ERROR, `The upload is incomplete or malformed: ${String((e as Error)?.message ?? e)}`)));
    });
    req.pipe(parser);
    let outcome: { ctx?: ActionContext; received: Received } | undefined;
    try {
      await parsed;
      if (!transfer) throw new ApiError(UPLOAD_ERROR, `No file part named ${FILE_PART}`);
      outcome = await transfer;
    } catch (e) {
      // the transfer removes its own file; make sure it has finished before answering
      const done = await transfer?.catch(() => undefined);
      if (done) await removeQuietly(done.received.path);
      throw e;
    }
    let ctx = outcome.ctx;
    if (!ctx) {
      try {
        ctx = await prepare(); // the arguments came after the file
      } catch (e) {
        await removeQuietly(outcome.received.path);
        throw e;
      }
    }
    return finishImport(ctx, outcome.received, MOVE_ERROR);
  }
}
