// POST /api/di/staging and POST /api/di/download (generated/docs/routes.md): the staging copy and the URL
// download as one HTTP request each, as the original platform's console makes them — di_create's
// parameters and credentials as on /api (the download's `url` as JSON text), the answer di_create's
// envelope once the image is in place. The same transfer as on the WebSocket routes, without progress
// frames: a client that goes away cancels it and leaves nothing behind.
import type { Request, Response } from 'hyper-express';
import { authenticate } from '../auth/authenticate.js';
import { errorEnvelope, type Envelope } from '../contract/envelope.js';
import { checkCookieWrite } from '../pipeline/cross-site.js';
import type { RawRequest, Services } from '../contract/context.js';
import { toApiError } from '../pipeline/run-action.js';
import type { AddressPolicy } from '../images/address-policy.js';
import { transferImage, type TransferKind } from '../transfers/transfer-image.js';

const IGNORE_PROGRESS = { total: () => undefined, copied: () => undefined };

export function transferHandler(
  kind: TransferKind,
  services: Services,
  policy: AddressPolicy,
  read: (req: Request, res: Response) => Promise<RawRequest | undefined>,
  send: (req: Request, res: Response, envelope: Envelope) => void,
) {
  return async (req: Request, res: Response): Promise<void> => {
    const cancel = new AbortController();
    res.once('abort', () => cancel.abort());
    const raw = await read(req, res); // answers a bad body itself
    if (!raw) return;
    let envelope: Envelope | undefined;
    try {
      checkCookieWrite(raw, services.settings.corsOrigins);
      const caller = await authenticate(services, raw, { createSession: false });
      envelope = await transferImage(kind, services, caller, raw, policy, cancel.signal, IGNORE_PROGRESS);
    } catch (e) {
      envelope = errorEnvelope(toApiError(e));
    }
    if (envelope) send(req, res, envelope); // nothing to answer once the client went away
  };
}
