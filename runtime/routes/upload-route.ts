// POST /api/di/upload (generated/docs/guides/images.md): a multipart form with the image in part `file` and di_create's
// `arguments` in the query or a form field; credentials as on /api. The file streams to a temporary
// file (never held in memory); the record is made by di_create once the whole file is there, and the
// file renamed into place after it commits. Any failure (bad arguments, ACLs, a size over
// SVC_MAX_IMAGE_BYTES, an aborted upload, a full disk) leaves no record and no file.
//
// Nothing of the file is stored, and little of the body read, before the caller is known: the
// credentials come before the file part (query, cookie, Authorization header, or fields before it), the
// caller must hold di_create's ACL, and the arguments, when they came first, are checked whole. A request
// refused so, or failing while its body still comes, is answered at once and its connection closed: the
// rest of its body is never read (docs/decisions.md "Image transfer").
import busboy from 'busboy';
import type { Request, Response } from 'hyper-express';
import { Transform, type Readable } from 'node:stream';
import { authenticate, credentialsOf } from '../auth/authenticate.js';
import { checkCookieWrite } from '../pipeline/cross-site.js';
import { ApiError } from '../errors/api-error.js';
import { errorEnvelope, type Envelope } from '../contract/envelope.js';
import { decodeJsonParams, rawRequest, readParams } from '../http/read-request.js';
import type { ActionContext, Caller, Services } from '../contract/context.js';
import { toApiError } from '../pipeline/run-action.js';
import { authorizeImport, failImportJob, finishImport, prepareImport, startImportJob } from '../transfers/import-image.js';
import type { JobRecord } from '../jobs/job-record.js';
import { receiveToTemporary, removeQuietly, type Received } from '../images/receive.js';

const UPLOAD_ERROR = 2250;
const MOVE_ERROR = 2251;
const NO_CREDENTIALS = 3100;
const FILE_PART = 'file';

type Send = (req: Request, res: Response, envelope: Envelope, http?: number, options?: { close?: boolean }) => void;

/** Who may store the file: the caller, and di_create's whole context when the arguments came first. */
interface Admitted {
  caller: Caller;
  ctx?: ActionContext;
  /** The upload's job, started once di_create is validated (at once when the arguments came first). */
  job?: JobRecord;
}

export function uploadHandler(services: Services, send: Send) {
  const { settings } = services;
  return async (req: Request, res: Response): Promise<void> => {
    let envelope: Envelope;
    let http = 200;
    services.metrics?.transferStarted('upload');
    try {
      envelope = await upload(req);
    } catch (e) {
      const err = toApiError(e);
      envelope = errorEnvelope(err);
      http = err.http;
    } finally {
      services.metrics?.transferEnded('upload');
    }
    // a refusal while the body still comes is answered now, and the rest of the body never read
    send(req, res, envelope, http, { close: envelope.status !== 0 && !req.received }); // does nothing once the client went away
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
    let transfer: Promise<{ admitted: Admitted; received: Received }> | undefined;

    /** Credentials and arguments known so far: the query, the headers, then the fields read. */
    const request = () => {
      const merged = { ...params, ...fields };
      decodeJsonParams(merged);
      return rawRequest(req, merged);
    };
    /** Run at the file part's start, before any byte of it is stored. */
    const admit = async (): Promise<Admitted> => {
      const raw = request();
      const creds = credentialsOf(raw);
      if (!creds.sid && !creds.login && !creds.apiToken && !creds.misplacedApiToken) {
        throw new ApiError(
          NO_CREDENTIALS,
          'Credentials come before the file: a sid in the query, the cookie or an Authorization: Bearer header, or sid (or login and password) fields before the file part',
        );
      }
      checkCookieWrite(raw, settings.corsOrigins);
      const caller = await authenticate(services, raw, { createSession: false });
      if ('arguments' in raw.params) {
        const ctx = await prepareImport(services, caller, raw);
        // job_cancel stops the file's reading where it is: nothing is registered and no file is left
        return { caller, ctx, job: await startImportJob(ctx, 'upload', () => cancelled.abort()) };
      }
      authorizeImport(services, caller, raw); // the arguments come after the file: checked once the form is read
      return { caller };
    };

    // Bytes before the file part (the fields) are bounded by SVC_MAX_BODY, as any request body is: a
    // body of fields alone cannot make the server read without end before anyone is known.
    const cancelled = new AbortController();
    let beforeFile = 0;
    let fileStarted = false;
    let failParsing: (e: unknown) => void = () => undefined;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        if (!fileStarted) {
          beforeFile += chunk.length;
          if (beforeFile > settings.maxBodyBytes) {
            failParsing(new ApiError(6100, `More than ${settings.maxBodyBytes} bytes before the file part (SVC_MAX_BODY)`, undefined, 413));
            req.unpipe(counter);
            callback();
            return;
          }
        }
        callback(null, chunk);
      },
    });

    parser.on('field', (name, value) => {
      fields[name] = value; // fields after the file count too: the record is made once the form is read
    });
    parser.on('file', (name, stream: Readable) => {
      // a body cut short errors the file stream ("Unexpected end of form"), possibly while the caller
      // is still being checked and nothing else listens yet: an 'error' nobody listens to would end the
      // process. The parser reports the same failure (`parsed` below), and the transfer's pipeline its own.
      stream.on('error', () => undefined);
      if (transfer) {
        stream.resume();
        return;
      }
      fileStarted = true;
      // until admitted, the file stream is not read: busboy, then the request, wait (a few buffers' worth)
      transfer = (async () => {
        if (name !== FILE_PART) throw new ApiError(UPLOAD_ERROR, `The file comes in the part named ${FILE_PART}, not ${name.slice(0, 64)}`);
        const admitted = await admit();
        const job = admitted.job;
        try {
          const received = await receiveToTemporary(stream, {
            dataDir: settings.dataDir,
            maxBytes: settings.maxImageBytes,
            sourceStatus: UPLOAD_ERROR,
            onProgress: (bytes) => job?.bytes(bytes),
            signal: cancelled.signal,
          });
          return { admitted, received };
        } catch (e) {
          throw await failImportJob(job, cancelled.signal.aborted ? new ApiError(6810, 'job_cancel stopped the upload before its image was registered') : e);
        }
      })();
      // a refused or failed transfer answers at once; the rest of the body is not read
      transfer.catch((e: unknown) => {
        failParsing(e);
        req.unpipe(counter);
      });
    });

    const parsed = new Promise<void>((resolve, reject) => {
      failParsing = reject;
      parser.on('close', () => resolve());
      parser.on('error', (e) => reject(new ApiError(UPLOAD_ERROR, `The upload is incomplete or malformed: ${String((e as Error)?.message ?? e)}`)));
    });
    counter.pipe(parser);
    req.pipe(counter); // hyper-express's pipe answers the request itself, not the destination
    let outcome: { admitted: Admitted; received: Received } | undefined;
    try {
      await parsed;
      if (!transfer) throw new ApiError(UPLOAD_ERROR, `No file part named ${FILE_PART}`);
      outcome = await transfer;
    } catch (e) {
      // the transfer removes its own file; make sure it has finished before answering
      const done = await transfer?.catch(() => undefined);
      if (!done) throw e;
      await removeQuietly(done.received.path);
      throw await failImportJob(done.admitted.job, e);
    }
    let { ctx, job } = outcome.admitted;
    if (!ctx || !job) {
      try {
        ctx = await prepareImport(services, outcome.admitted.caller, request()); // the arguments came after the file
        job = await startImportJob(ctx, 'upload');
      } catch (e) {
        await removeQuietly(outcome.received.path);
        throw e;
      }
    }
    return finishImport(ctx, outcome.received, MOVE_ERROR, job);
  }
}
