// Top-level fields that bespoke handlers add to the envelope (ActionResult.extra in runtime/handlers),
// by the handler names the catalog gives. The catalog says which handler an action runs; what that
// handler answers beyond rows is the handler's own, so it is written down here, next to the emitter
// that documents it, and reviewed with the handler.

import type { JsonSchema } from '../argument-schema.js';

const INTEGER = { type: 'integer' };
const TEXT = { type: 'string' };

export const BESPOKE_ANSWERS: Readonly<Record<string, { properties?: Record<string, JsonSchema>; additionalProperties?: JsonSchema | false; description: string }>> = {
  current_admin_setup: {
    description: "The caller's own settings, effective ACLs and operative view settings.",
    properties: {
      admin_id: INTEGER,
      admin_name: TEXT,
      admin_language: TEXT,
      admin_block: INTEGER,
      tenant_id: INTEGER,
      tenant_name: TEXT,
      tenant_language: TEXT,
      tenant_block: INTEGER,
      acls: { type: 'array', items: TEXT },
      views: { type: 'array', items: { type: 'object' } },
      server_datetime: TEXT,
      multitenant: { type: 'string', enum: ['0', '1'] },
    },
    additionalProperties: false,
  },
  acl_count: {
    description: 'For each acl_pattern filter value (default %): how many ACLs match, and how many of them the subject holds.',
    // open: typed as {total, effective}, an index signature would retype status and message in clients
    additionalProperties: { description: 'acl_pattern → {total: integer, effective: integer}.' },
  },
  statistics: {
    description: 'Counts as top-level integers, each present only when the caller holds its statistics ACL, and two lists.',
    properties: {
      users_count: INTEGER,
      blocked_users_count: INTEGER,
      connected_users_count: INTEGER,
      hosts_count: INTEGER,
      blocked_hosts_count: INTEGER,
      running_hosts_count: INTEGER,
      osfs_count: INTEGER,
      dis_count: INTEGER,
      blocked_dis_count: INTEGER,
      vms_count: INTEGER,
      blocked_vms_count: INTEGER,
      running_vms_count: INTEGER,
      top_populated_hosts: {
        type: 'array',
        items: { type: 'object', properties: { id: INTEGER, name: TEXT, number_of_vms: INTEGER } },
      },
      vms_with_expiration_date: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: INTEGER,
            name: TEXT,
            expiration_soft: { type: ['string', 'null'] },
            expiration_hard: { type: ['string', 'null'] },
            remaining_time: { type: 'object', properties: { days: INTEGER, hours: INTEGER, minutes: INTEGER, seconds: INTEGER } },
          },
        },
      },
    },
    additionalProperties: false,
  },
};
