// What a webhook delivery is (docs/guides-src/15-webhooks.md, runtime/webhooks/): the JSON body and the
// headers the server POSTs to a subscription's url. Described once here for OpenAPI (its `webhooks`) and
// AsyncAPI (a channel the server sends on); the kinds are the catalog's change channels, the audit log's
// three kinds (runtime/webhooks/event-kinds.ts) and webhook_test's ping.
import type { Catalog } from '../model.js';
import type { JsonObject } from './openapi/json-document.js';

const AUDIT_KINDS = ['login', 'login_refused', 'action_refused'];

/** Every kind a delivery may carry, sorted. */
export function webhookKinds(catalog: Catalog): string[] {
  const channels = catalog.objects.flatMap((o) => [...o.events.created, ...o.events.changed, ...o.events.deleted, ...Object.values(o.events.tokens).flat()]);
  return [...new Set([...channels, ...AUDIT_KINDS, 'ping'])].sort();
}

export const WEBHOOK_EVENT_SCHEMA = 'WebhookEvent';

export function webhookEventSchema(catalog: Catalog): JsonObject {
  const nullableObject = (description: string, properties: JsonObject, required: string[]): JsonObject => ({
    description,
    oneOf: [{ type: 'object', required, properties }, { type: 'null' }],
  });
  return {
    type: 'object',
    description: 'The body of a webhook delivery: one event, the same bytes in every retry and redelivery of it.',
    required: ['id', 'time', 'kind', 'tenant', 'object', 'actor', 'record'],
    properties: {
      id: { type: 'string', description: 'The event id (`evt_`...): drop an event already seen.' },
      time: { type: 'string', format: 'date-time', description: 'When the event happened (UTC).' },
      kind: { type: 'string', enum: webhookKinds(catalog) },
      tenant: nullableObject('The tenant the event belongs to; null for a tenant-less one.', { id: { type: 'integer' }, name: { type: ['string', 'null'] } }, ['id', 'name']),
      object: nullableObject('The record the event is about; null for a ping.', { kind: { type: 'string' }, id: { type: ['integer', 'null'] }, name: { type: ['string', 'null'] } }, ['kind', 'id', 'name']),
      actor: nullableObject(
        "Who made the change; null for the server's own (a hypervisor report, a job of a stopped process).",
        { id: { type: ['integer', 'null'] }, name: { type: ['string', 'null'] }, api_token: { type: ['string', 'null'] } },
        ['id', 'name', 'api_token'],
      ),
      record: {
        type: ['object', 'null'],
        description:
          "The record as the matching details action shows it to the subscription's owner (with the ACLs of the API token the subscription was made with): null when gone, not visible to the owner, for the audit log's kinds and for ping.",
      },
      record_omitted: { type: 'string', description: 'Why `record` is null although the record exists (larger than 60,000 bytes).' },
      facts: { type: 'object', description: 'The audit log\'s kinds: the entry\'s action, status, client address and tenant name.' },
    },
  };
}

/** The headers of a delivery, as parameter-style descriptions: name → [description, schema]. */
export const WEBHOOK_HEADERS: Record<string, [string, JsonObject]> = {
  'X-Svc-Signature': [
    "`t=<unix seconds>,v1=<hex>`: v1 is the HMAC-SHA256, keyed with the subscription's secret, of `<t>.<body>`. Verify it over the raw body and refuse old timestamps (the webhooks guide has a verifier).",
    { type: 'string', pattern: '^t=\\d+,v1=[0-9a-f]{64}$' },
  ],
  'X-Svc-Event': ["The event's kind, as in the body.", { type: 'string' }],
  'X-Svc-Event-Id': ["The event's id, as in the body.", { type: 'string' }],
  'X-Svc-Delivery': ['The delivery id (webhook_delivery_get_list, webhook_redeliver).', { type: 'string' }],
  'X-Svc-Attempt': ['The attempt, from 1.', { type: 'string' }],
};

export const WEBHOOK_DESCRIPTION =
  "POSTed to a webhook subscription's url (webhook_create) for each event it hears, signed. Any 2xx answer within SVC_WEBHOOK_TIMEOUT_MS delivers it; " +
  'anything else (another code, a redirect, no answer) is retried with an exponential back-off, in order per record, at least once.';
