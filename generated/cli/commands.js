// Generated from catalog/ by `make gen`; do not edit.
// The command table of svc (codegen/cli/spec.ts describes it).

/** @type {import('./spec.js').CommandTable} */
export const TABLE = {
 "nouns": [
  {
   "noun": "acl",
   "description": "ACLs are read only. Each row tells which roles of the subject grant the ACL and whether the subject effectively holds it; the subject is the administrator of `admin_id`, the role of `role_id`, or else the caller."
  },
  {
   "noun": "administrator",
   "description": "Administrators log in to this API. Each belongs to one tenant and holds the union of its roles' ACLs."
  },
  {
   "noun": "api-token",
   "description": "API tokens for scripts and tools: `Authorization: Bearer svca_...` on every route that takes credentials. An administrator manages its own tokens with no ACL; administrator.token.see and administrator.token.manage reach those of the other administrators of its tenant (a superadministrator's, of every tenant). A token may list and revoke tokens, never create or change one (a session does): a stolen token cannot outlive its revocation by minting another."
  },
  {
   "noun": "config",
   "description": "Configuration tokens - core tokens with catalog defaults, overridden per tenant; global tokens belong to tenant -1; `custom.` keys are free."
  },
  {
   "noun": "di",
   "description": "Disk images of the OS flavours, with their tags. Each image has a fixed tag equal to its version; `head` and `default` move between the images of a flavour."
  },
  {
   "noun": "di-property",
   "description": "Custom properties are per-tenant keys assigned to object kinds (user, vm, host, osf, di); their values live on the records."
  },
  {
   "noun": "host",
   "description": "Hosts are the nodes that run virtual machines. They are shared by every tenant."
  },
  {
   "noun": "host-property",
   "description": "Custom properties are per-tenant keys assigned to object kinds (user, vm, host, osf, di); their values live on the records."
  },
  {
   "noun": "job",
   "description": "Jobs: every massive write (an update, delete or state change selecting its records by filter) and every image transfer is recorded as a job, with its state, counts and each record's outcome (docs: the bulk work guide). A job answers in its own call when small (with `job_id` in the envelope); with `async: true`, or over SVC_JOB_SYNC_LIMIT records, the call answers the job at once and the work goes on. An administrator sees and cancels the jobs of its own tenant (a superadministrator's, of every tenant); watch job_get_details on /api/ws to follow one to its end."
  },
  {
   "noun": "job-record",
   "description": "Jobs: every massive write (an update, delete or state change selecting its records by filter) and every image transfer is recorded as a job, with its state, counts and each record's outcome (docs: the bulk work guide). A job answers in its own call when small (with `job_id` in the envelope); with `async: true`, or over SVC_JOB_SYNC_LIMIT records, the call answers the job at once and the work goes on. An administrator sees and cancels the jobs of its own tenant (a superadministrator's, of every tenant); watch job_get_details on /api/ws to follow one to its end."
  },
  {
   "noun": "log",
   "description": "The audit log records every write, login and refused action."
  },
  {
   "noun": "me",
   "description": "Two-factor authentication of local administrators (TOTP, RFC 6238): each administrator enrols its own authenticator app, confirms it with a first code and gets one-time recovery codes; from then on a login with the password alone answers 3210, and the same login with `totp` completes it. The guide \"Sign-in options\" says how; docs/security.md what it protects."
  },
  {
   "noun": "osf",
   "description": "OS flavours own disk images and virtual machines and carry memory, overlay and user-storage settings."
  },
  {
   "noun": "osf-property",
   "description": "Custom properties are per-tenant keys assigned to object kinds (user, vm, host, osf, di); their values live on the records."
  },
  {
   "noun": "property",
   "description": "Custom properties are per-tenant keys assigned to object kinds (user, vm, host, osf, di); their values live on the records."
  },
  {
   "noun": "role",
   "description": "Roles group ACLs. A role grants its own ACLs and those of the roles it inherits, minus its deny list. Template roles of tenant -1 are global, fixed and read only."
  },
  {
   "noun": "session",
   "description": "The sessions of administrators: when each began, when it was last used, from which address and how it logged in. An administrator sees and ends its own; administrator.session.see and administrator.session.end reach those of the other administrators of its tenant (a superadministrator's, of every tenant)."
  },
  {
   "noun": "statistics",
   "description": "Usage statistics of the caller's scope, from live queries."
  },
  {
   "noun": "tag",
   "description": "Disk images of the OS flavours, with their tags. Each image has a fixed tag equal to its version; `head` and `default` move between the images of a flavour."
  },
  {
   "noun": "tenant",
   "description": "Tenants partition the platform. Only superadministrators manage them, and only in multitenant mode."
  },
  {
   "noun": "user",
   "description": "Users connect to virtual machines. Each belongs to one tenant and may carry custom properties."
  },
  {
   "noun": "user-property",
   "description": "Custom properties are per-tenant keys assigned to object kinds (user, vm, host, osf, di); their values live on the records."
  },
  {
   "noun": "view",
   "description": "Display settings of the web administration client. Tenant settings override the defaults; an administrator's own override the tenant's."
  },
  {
   "noun": "vm",
   "description": "Virtual machines: each belongs to a user and an OS flavour of the user's tenant and boots from the flavour's disk image carrying its `di_tag`. vm_start, vm_stop and vm_user_disconnect are state transitions: each accepts the states its table gives and refuses a VM in any other with its own code (inside 1200, with `failures`, the other selected VMs done). The hypervisor driver finishes what they begin (starting → running, stopping → stopped) and raises vm_changed when it does."
  },
  {
   "noun": "vm-property",
   "description": "Custom properties are per-tenant keys assigned to object kinds (user, vm, host, osf, di); their values live on the records."
  },
  {
   "noun": "webhook",
   "description": "Webhooks: subscriptions that POST the platform's events, signed, to an HTTP(S) address (guide: webhooks). A tenant administrator with webhook.manage. subscribes to its own tenant's events; a superadministrator to those of any tenant. Deliveries are kept in the database (they survive a restart and are shared by every server process), retried with an exponential back-off up to SVC_WEBHOOK_ATTEMPTS attempts, in order for each object, and a target that keeps failing pauses its subscription with the reason. No template role grants the webhook ACLs."
  },
  {
   "noun": "webhook-delivery",
   "description": "Webhooks: subscriptions that POST the platform's events, signed, to an HTTP(S) address (guide: webhooks). A tenant administrator with webhook.manage. subscribes to its own tenant's events; a superadministrator to those of any tenant. Deliveries are kept in the database (they survive a restart and are shared by every server process), retried with an exponential back-off up to SVC_WEBHOOK_ATTEMPTS attempts, in order for each object, and a target that keeps failing pauses its subscription with the reason. No template role grants the webhook ACLs."
  }
 ],
 "commands": [
  {
   "action": "number_of_acls_in_admin",
   "noun": "acl",
   "verb": "count-in-admin",
   "family": "acls",
   "kind": "bespoke",
   "description": "Counts the ACLs whose names match each pattern of `acl_pattern` and those the administrator effectively holds.",
   "filters": [
    {
     "name": "admin_id",
     "type": "integer"
    },
    {
     "name": "acl_pattern",
     "type": "string"
    }
   ],
   "mandatoryFilters": [
    "admin_id"
   ],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "number_of_acls_in_admin (status 0)",
     "argv": [
      "acl",
      "count-in-admin",
      "--filter",
      "admin_id=2",
      "--where",
      "{\"acl_pattern\":[\"user.%\"]}"
     ]
    }
   ]
  },
  {
   "action": "number_of_acls_in_role",
   "noun": "acl",
   "verb": "count-in-role",
   "family": "acls",
   "kind": "bespoke",
   "description": "Counts the ACLs whose names match each pattern of `acl_pattern` and those the role effectively holds.",
   "filters": [
    {
     "name": "role_id",
     "type": "integer"
    },
    {
     "name": "acl_pattern",
     "type": "string"
    }
   ],
   "mandatoryFilters": [
    "role_id"
   ],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "number_of_acls_in_role (status 0)",
     "argv": [
      "acl",
      "count-in-role",
      "--filter",
      "role_id=71",
      "--filter",
      "acl_pattern=vm.%,user.%"
     ]
    }
   ]
  },
  {
   "action": "acl_get_list",
   "noun": "acl",
   "verb": "list",
   "family": "acls",
   "kind": "bespoke",
   "description": "Runs acl_get_list.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "name",
     "type": "string"
    },
    {
     "name": "description",
     "type": "string"
    },
    {
     "name": "acl_name",
     "type": "string"
    },
    {
     "name": "admin_id",
     "type": "integer"
    },
    {
     "name": "operative",
     "type": "flag"
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "name",
    "description",
    "roles",
    "operative"
   ],
   "orderBy": [
    "id",
    "name",
    "description"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "the ACLs about VM state",
     "argv": [
      "acl",
      "list",
      "--filter",
      "acl_name~vm.%state%"
     ]
    }
   ]
  },
  {
   "action": "get_acls_in_admins",
   "noun": "acl",
   "verb": "list-in-admins",
   "family": "acls",
   "kind": "bespoke",
   "description": "The ACLs an administrator holds or links through their roles, with the roles they come from.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "name",
     "type": "string"
    },
    {
     "name": "description",
     "type": "string"
    },
    {
     "name": "acl_name",
     "type": "string"
    },
    {
     "name": "admin_id",
     "type": "integer"
    },
    {
     "name": "operative",
     "type": "flag"
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "name",
    "description",
    "roles",
    "operative"
   ],
   "orderBy": [
    "id",
    "name",
    "description"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "get_acls_in_admins (status 0)",
     "argv": [
      "acl",
      "list-in-admins",
      "--filter",
      "admin_id=2",
      "--filter",
      "acl_name~user.see%"
     ]
    }
   ]
  },
  {
   "action": "get_acls_in_roles",
   "noun": "acl",
   "verb": "list-in-roles",
   "family": "acls",
   "kind": "bespoke",
   "description": "The ACLs a role holds or links (own, inherited or denied), with the roles they come from.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "name",
     "type": "string"
    },
    {
     "name": "description",
     "type": "string"
    },
    {
     "name": "acl_name",
     "type": "string"
    },
    {
     "name": "role_id",
     "type": "integer"
    },
    {
     "name": "operative",
     "type": "flag"
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "name",
    "description",
    "roles",
    "operative"
   ],
   "orderBy": [
    "id",
    "name",
    "description"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "get_acls_in_roles (status 0)",
     "argv": [
      "acl",
      "list-in-roles",
      "--filter",
      "role_id=71",
      "--filter",
      "acl_name~vm.%"
     ]
    }
   ]
  },
  {
   "action": "acl_tiny_list",
   "noun": "acl",
   "verb": "tiny-list",
   "family": "acls",
   "kind": "bespoke",
   "description": "Runs acl_tiny_list.",
   "filters": [
    {
     "name": "name",
     "type": "string"
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "name"
   ],
   "orderBy": [
    "id",
    "name",
    "description"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "acl_tiny_list (status 0)",
     "argv": [
      "acl",
      "tiny-list",
      "--filter",
      "name~vm.see-%"
     ]
    }
   ]
  },
  {
   "action": "administrator_all_ids",
   "noun": "administrator",
   "verb": "all-ids",
   "family": "administrators",
   "kind": "all_ids",
   "description": "Answers the ids of the administrator records the filters select.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "name",
     "type": "string"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    },
    {
     "name": "tenant_name",
     "type": "string"
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true
    },
    {
     "name": "block",
     "type": "integer"
    },
    {
     "name": "language",
     "type": "string"
    },
    {
     "name": "creation_date",
     "type": "date",
     "nullable": true
    },
    {
     "name": "creation_admin_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "creation_admin_name",
     "type": "string",
     "nullable": true
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id"
   ],
   "orderBy": [
    "id",
    "name",
    "tenant_id",
    "tenant_name",
    "description",
    "block",
    "language",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "administrator_all_ids (status 0)",
     "argv": [
      "administrator",
      "all-ids",
      "--filter",
      "tenant_id=2"
     ]
    }
   ]
  },
  {
   "action": "administrator_create",
   "noun": "administrator",
   "verb": "create",
   "family": "administrators",
   "kind": "create",
   "description": "Creates a administrator.",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "tenant_id",
     "type": "integer",
     "option": "tenant-id",
     "mandatory": false
    },
    {
     "name": "name",
     "type": "string",
     "option": "name",
     "mandatory": true
    },
    {
     "name": "password",
     "type": "password",
     "option": "password",
     "mandatory": true
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true,
     "option": "description",
     "mandatory": false
    },
    {
     "name": "block",
     "type": "integer",
     "option": "block",
     "mandatory": false
    },
    {
     "name": "language",
     "type": "string",
     "option": "language",
     "mandatory": false
    },
    {
     "name": "__roles__",
     "option": "roles",
     "type": "json",
     "mandatory": false
    }
   ],
   "confirm": false,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "an administrator of acme with the Helpdesk role",
     "argv": [
      "administrator",
      "create",
      "--tenant-id",
      "2",
      "--name",
      "alice",
      "--password",
      "correct-horse-battery",
      "--language",
      "en",
      "--roles",
      "[\"Helpdesk\"]"
     ]
    },
    {
     "title": "an administrator deleted at the end",
     "argv": [
      "administrator",
      "create",
      "--tenant-id",
      "2",
      "--name",
      "temp-admin",
      "--password",
      "another-long-secret"
     ]
    }
   ]
  },
  {
   "action": "administrator_delete",
   "noun": "administrator",
   "verb": "delete",
   "family": "administrators",
   "kind": "delete",
   "description": "Deletes the administrator records the filters select.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": true,
   "writes": true,
   "job": true,
   "count": {
    "action": "administrator_all_ids",
    "filters": [
     "id",
     "name",
     "tenant_id",
     "tenant_name",
     "description",
     "block",
     "language",
     "creation_date",
     "creation_admin_id",
     "creation_admin_name"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "administrator_delete (status 0)",
     "argv": [
      "administrator",
      "delete",
      "3"
     ]
    }
   ]
  },
  {
   "action": "administrator_get_details",
   "noun": "administrator",
   "verb": "details",
   "family": "administrators",
   "kind": "details",
   "description": "Shows administrator records in full.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [
    "id",
    "tenant_id",
    "tenant_name",
    "name",
    "description",
    "roles",
    "block",
    "language",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name",
    "record_version"
   ],
   "orderBy": [
    "id",
    "name",
    "tenant_id",
    "tenant_name",
    "description",
    "block",
    "language",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "administrator_get_details (status 0)",
     "argv": [
      "administrator",
      "details",
      "2"
     ]
    }
   ]
  },
  {
   "action": "administrator_get_list",
   "noun": "administrator",
   "verb": "list",
   "family": "administrators",
   "kind": "list",
   "description": "Lists administrator records, a page at a time, with filters, fields and order.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "name",
     "type": "string"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    },
    {
     "name": "tenant_name",
     "type": "string"
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true
    },
    {
     "name": "block",
     "type": "integer"
    },
    {
     "name": "language",
     "type": "string"
    },
    {
     "name": "creation_date",
     "type": "date",
     "nullable": true
    },
    {
     "name": "creation_admin_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "creation_admin_name",
     "type": "string",
     "nullable": true
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "tenant_id",
    "tenant_name",
    "name",
    "description",
    "roles",
    "block",
    "language",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name",
    "record_version"
   ],
   "orderBy": [
    "id",
    "name",
    "tenant_id",
    "tenant_name",
    "description",
    "block",
    "language",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "administrator_get_list (status 0)",
     "argv": [
      "administrator",
      "list",
      "--filter",
      "tenant_id=2",
      "--order",
      "name"
     ]
    }
   ]
  },
  {
   "action": "administrator_second_factor_reset",
   "noun": "administrator",
   "verb": "second-factor-reset",
   "family": "second_factor",
   "kind": "bespoke",
   "description": "Removes the second factor and recovery codes of the administrators selected (an administrator who lost its app and its codes then logs in with its password and enrols again). Audited. Only the superadministrator's role holds its ACL unless it is given on purpose.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": true,
   "writes": true,
   "job": false,
   "count": {
    "action": "administrator_all_ids",
    "filters": [
     "id",
     "name",
     "tenant_id",
     "tenant_name",
     "description",
     "block",
     "language",
     "creation_date",
     "creation_admin_id",
     "creation_admin_name"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "removes an administrator's second factor (it logs in with its password and enrols again); rows list those that had one",
     "argv": [
      "administrator",
      "second-factor-reset",
      "2"
     ]
    }
   ]
  },
  {
   "action": "administrator_tiny_list",
   "noun": "administrator",
   "verb": "tiny-list",
   "family": "administrators",
   "kind": "tiny",
   "description": "Lists administrator ids and names, for choosing one.",
   "filters": [
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "tenant_id",
    "id",
    "name",
    "tenant_name"
   ],
   "orderBy": [
    "id",
    "name",
    "tenant_id",
    "tenant_name",
    "description",
    "block",
    "language",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "administrator_tiny_list (status 0)",
     "argv": [
      "administrator",
      "tiny-list",
      "--filter",
      "tenant_id=2"
     ]
    }
   ]
  },
  {
   "action": "administrator_update",
   "noun": "administrator",
   "verb": "update",
   "family": "administrators",
   "kind": "update",
   "description": "Changes the administrator records the filters select.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "name",
     "type": "string",
     "option": "name",
     "mandatory": false
    },
    {
     "name": "password",
     "type": "password",
     "option": "password",
     "mandatory": false
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true,
     "option": "description",
     "mandatory": false
    },
    {
     "name": "block",
     "type": "integer",
     "option": "block",
     "mandatory": false
    },
    {
     "name": "language",
     "type": "string",
     "option": "language",
     "mandatory": false
    },
    {
     "name": "__roles_changes__",
     "option": "roles-changes",
     "type": "json",
     "mandatory": false
    }
   ],
   "confirm": true,
   "writes": true,
   "job": true,
   "count": {
    "action": "administrator_all_ids",
    "filters": [
     "id",
     "name",
     "tenant_id",
     "tenant_name",
     "description",
     "block",
     "language",
     "creation_date",
     "creation_admin_id",
     "creation_admin_name"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "administrator_update (status 0)",
     "argv": [
      "administrator",
      "update",
      "2",
      "--description",
      "Helpdesk lead",
      "--roles-changes",
      "{\"assign_roles\":[\"Users Operator\"],\"unassign_roles\":[]}"
     ]
    }
   ]
  },
  {
   "action": "api_token_create",
   "noun": "api-token",
   "verb": "create",
   "family": "api_tokens",
   "kind": "bespoke",
   "description": "Creates a token for the caller, or with administrator.token.manage for another administrator of its tenant (admin_id). `acls` defaults to every ACL the owner holds now (and the caller too, when they differ); naming an ACL either lacks answers 4230. Answers the secret once, in the row's `secret`. Needs a session: a token cannot create tokens (4210).",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "name",
     "type": "string",
     "option": "name",
     "mandatory": true
    },
    {
     "name": "admin_id",
     "type": "integer",
     "option": "admin-id",
     "mandatory": false
    },
    {
     "name": "expiration_date",
     "type": "date",
     "nullable": true,
     "option": "expiration-date",
     "mandatory": false
    },
    {
     "name": "acls",
     "type": "json",
     "option": "acls",
     "mandatory": false
    }
   ],
   "confirm": false,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": true,
   "examples": [
    {
     "title": "a token for a deployment script, with two ACLs, until 2030 (the secret is answered once)",
     "argv": [
      "api-token",
      "create",
      "--name",
      "deploy-script",
      "--expiration-date",
      "2030-01-01T00:00:00",
      "--acls",
      "[\"vm.see-main.\",\"vm.update.state\"]"
     ]
    }
   ]
  },
  {
   "action": "api_token_delete",
   "noun": "api-token",
   "verb": "delete",
   "family": "api_tokens",
   "kind": "bespoke",
   "description": "Revokes tokens (by id): each answers 3230 from then on, in every server process at once, and the live sockets opened with it end within a second. The record stays, revoked, for the audit trail.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": true,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "revokes the token (it answers 3230 from now on)",
     "argv": [
      "api-token",
      "delete",
      "1"
     ]
    }
   ]
  },
  {
   "action": "api_token_get_details",
   "noun": "api-token",
   "verb": "details",
   "family": "api_tokens",
   "kind": "bespoke",
   "description": "One token the caller may see (its own, or with administrator.token.see), by id. Never the secret.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [
    "id",
    "name",
    "admin_id",
    "admin_name",
    "tenant_id",
    "tenant_name",
    "acls",
    "expiration_date",
    "revoked",
    "revocation_date",
    "last_used_date",
    "last_used_address",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name",
    "record_version"
   ],
   "orderBy": [
    "id",
    "name",
    "admin_id",
    "admin_name",
    "tenant_id",
    "tenant_name",
    "expiration_date",
    "revoked",
    "revocation_date",
    "last_used_date",
    "last_used_address",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "api_token_get_details (status 0)",
     "argv": [
      "api-token",
      "details",
      "1"
     ]
    }
   ]
  },
  {
   "action": "api_token_get_list",
   "noun": "api-token",
   "verb": "list",
   "family": "api_tokens",
   "kind": "bespoke",
   "description": "The caller's own tokens, and with administrator.token.see those of the other administrators of its tenant. Never the secret.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "name",
     "type": "string"
    },
    {
     "name": "admin_id",
     "type": "integer"
    },
    {
     "name": "admin_name",
     "type": "string"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    },
    {
     "name": "tenant_name",
     "type": "string"
    },
    {
     "name": "expiration_date",
     "type": "date",
     "nullable": true
    },
    {
     "name": "revoked",
     "type": "flag"
    },
    {
     "name": "revocation_date",
     "type": "date",
     "nullable": true
    },
    {
     "name": "last_used_date",
     "type": "date",
     "nullable": true
    },
    {
     "name": "last_used_address",
     "type": "string",
     "nullable": true
    },
    {
     "name": "creation_date",
     "type": "date",
     "nullable": true
    },
    {
     "name": "creation_admin_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "creation_admin_name",
     "type": "string",
     "nullable": true
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "name",
    "admin_id",
    "admin_name",
    "tenant_id",
    "tenant_name",
    "acls",
    "expiration_date",
    "revoked",
    "revocation_date",
    "last_used_date",
    "last_used_address",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name",
    "record_version"
   ],
   "orderBy": [
    "id",
    "name",
    "admin_id",
    "admin_name",
    "tenant_id",
    "tenant_name",
    "expiration_date",
    "revoked",
    "revocation_date",
    "last_used_date",
    "last_used_address",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "the caller's tokens (never their secrets)",
     "argv": [
      "api-token",
      "list",
      "--order",
      "name"
     ]
    }
   ]
  },
  {
   "action": "api_token_update",
   "noun": "api-token",
   "verb": "update",
   "family": "api_tokens",
   "kind": "bespoke",
   "description": "Changes a token's name, expiration_date (null: never) or ACLs (any subset of what its owner and the caller hold now). A revoked token stays revoked. Needs a session (4210 with a token).",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "name",
     "type": "string",
     "option": "name",
     "mandatory": false
    },
    {
     "name": "expiration_date",
     "type": "date",
     "nullable": true,
     "option": "expiration-date",
     "mandatory": false
    },
    {
     "name": "acls",
     "type": "json",
     "option": "acls",
     "mandatory": false
    }
   ],
   "confirm": true,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": true,
   "examples": [
    {
     "title": "keeps one ACL and never expires",
     "argv": [
      "api-token",
      "update",
      "1",
      "--acls",
      "[\"vm.see-main.\"]",
      "--expiration-date",
      "null"
     ]
    }
   ]
  },
  {
   "action": "config_delete",
   "noun": "config",
   "verb": "delete",
   "family": "config",
   "kind": "bespoke",
   "description": "Resets a core token to its default (7390 when it already is) or removes a custom token.",
   "filters": [
    {
     "name": "tenant_id",
     "type": "integer"
    },
    {
     "name": "key",
     "type": "string"
    }
   ],
   "mandatoryFilters": [
    "key"
   ],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": true,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "removes the custom token",
     "argv": [
      "config",
      "delete",
      "--filter",
      "tenant_id=2",
      "--filter",
      "key=custom.helpdesk.phone"
     ]
    }
   ]
  },
  {
   "action": "config_get",
   "noun": "config",
   "verb": "get",
   "family": "config",
   "kind": "bespoke",
   "description": "Runs config_get.",
   "filters": [
    {
     "name": "key",
     "type": "string"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    },
    {
     "name": "operative_value",
     "type": "string",
     "nullable": true
    },
    {
     "name": "default_value",
     "type": "string",
     "nullable": true
    },
    {
     "name": "is_default",
     "type": "flag"
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "key",
    "tenant_id",
    "operative_value",
    "default_value",
    "is_default"
   ],
   "orderBy": [
    "key"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "the tokens of acme under wat.",
     "argv": [
      "config",
      "get",
      "--filter",
      "tenant_id=2",
      "--filter",
      "key~wat.%"
     ]
    }
   ]
  },
  {
   "action": "config_set",
   "noun": "config",
   "verb": "set",
   "family": "config",
   "kind": "bespoke",
   "description": "Sets a token for a tenant (tenant -1 for global tokens); answers a row with tenant_id and key.",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "tenant_id",
     "type": "integer",
     "option": "tenant-id",
     "mandatory": false
    },
    {
     "name": "key",
     "type": "string",
     "option": "key",
     "mandatory": true
    },
    {
     "name": "value",
     "type": "string",
     "nullable": true,
     "option": "value",
     "mandatory": true
    }
   ],
   "confirm": false,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "a custom token of acme",
     "argv": [
      "config",
      "set",
      "--tenant-id",
      "2",
      "--key",
      "custom.helpdesk.phone",
      "--value",
      "+1 555 0100"
     ]
    }
   ]
  },
  {
   "action": "config_ssl",
   "noun": "config",
   "verb": "ssl",
   "family": "config",
   "kind": "bespoke",
   "description": "Stores the server's TLS certificate, key, revocation list and authority (PEM); used from the next start.",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "cert",
     "type": "string",
     "option": "cert",
     "mandatory": true
    },
    {
     "name": "key",
     "type": "string",
     "option": "key",
     "mandatory": true
    },
    {
     "name": "crl",
     "type": "string",
     "option": "crl",
     "mandatory": false
    },
    {
     "name": "ca",
     "type": "string",
     "option": "ca",
     "mandatory": false
    }
   ],
   "confirm": false,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "stores a self-signed certificate for 127.0.0.1 (an example - its key is public, never use it)",
     "argv": [
      "config",
      "ssl",
      "--cert",
      "-----BEGIN CERTIFICATE-----\nMIIBfzCCASWgAwIBAgIUFv9V9adcPF5VYGT80q7B8itu/f8wCgYIKoZIzj0EAwIw\nFDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTEyNTEwMzc1OVoYDzIxMjYxMTAx\nMTAzNzU5WjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO\nPQMBBwNCAARhJAOj0RvTPvHtRgo7vu1uK/d9f0A+PgRbTtcDyi6QL7ruAV87N3Oz\nds67u/GkwVnWUpxHxHTh+WJZAg/FpUPzo1MwUTAdBgNVHQ4EFgQUPIGajPRQDpQN\nsXhlGG9xLOhIGSQwHwYDVR0jBBgwFoAUPIGajPRQDpQNsXhlGG9xLOhIGSQwDwYD\nVR0TAQH/BAUwAwEB/zAKBggqhkjOPQQDAgNIADBFAiEAvS0yP9L2W/ksU7a74Qrh\nVjKido1w9vt2i6AVDD/kuNcCIEJOO7Kg+ceIaSn/LHHRtM0LxHvzwkh0W5rS0T0V\nmyew\n-----END CERTIFICATE-----\n",
      "--key",
      "-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgHxJkbLmjTRJ9TWBk\ni3NKERx5W9BRnDjijbFXu9BMTU+hRANCAARhJAOj0RvTPvHtRgo7vu1uK/d9f0A+\nPgRbTtcDyi6QL7ruAV87N3Ozds67u/GkwVnWUpxHxHTh+WJZAg/FpUPz\n-----END PRIVATE KEY-----\n"
     ]
    }
   ]
  },
  {
   "action": "config_wat_get_details",
   "noun": "config",
   "verb": "web-details",
   "family": "config",
   "kind": "bespoke",
   "description": "The web client settings of a tenant - rows with language, block and tenant_id.",
   "filters": [
    {
     "name": "tenant_id",
     "type": "integer"
    },
    {
     "name": "block",
     "type": "integer"
    },
    {
     "name": "language",
     "type": "string"
    }
   ],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "config_wat_get_details (status 0)",
     "argv": [
      "config",
      "web-details",
      "--filter",
      "tenant_id=2"
     ]
    }
   ]
  },
  {
   "action": "config_wat_get_list",
   "noun": "config",
   "verb": "web-list",
   "family": "config",
   "kind": "bespoke",
   "description": "The same answer as config_wat_get_details, under the name the original web console calls.",
   "filters": [
    {
     "name": "tenant_id",
     "type": "integer"
    },
    {
     "name": "block",
     "type": "integer"
    },
    {
     "name": "language",
     "type": "string"
    }
   ],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "config_wat_get_list (status 0)",
     "argv": [
      "config",
      "web-list",
      "--filter",
      "tenant_id=2"
     ]
    }
   ]
  },
  {
   "action": "config_wat_update",
   "noun": "config",
   "verb": "web-update",
   "family": "config",
   "kind": "bespoke",
   "description": "Changes the web client settings (language, block) of a tenant.",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "tenant_id",
     "type": "integer",
     "option": "tenant-id",
     "mandatory": false
    },
    {
     "name": "block",
     "type": "integer",
     "option": "block",
     "mandatory": false
    },
    {
     "name": "language",
     "type": "string",
     "option": "language",
     "mandatory": false
    }
   ],
   "confirm": false,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "config_wat_update (status 0)",
     "argv": [
      "config",
      "web-update",
      "--tenant-id",
      "2",
      "--language",
      "es",
      "--block",
      "20"
     ]
    }
   ]
  },
  {
   "action": "di_all_ids",
   "noun": "di",
   "verb": "all-ids",
   "family": "dis",
   "kind": "all_ids",
   "description": "Answers the ids of the di records the filters select.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "disk_image",
     "type": "string"
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true
    },
    {
     "name": "version",
     "type": "string"
    },
    {
     "name": "osf_id",
     "type": "integer"
    },
    {
     "name": "osf_name",
     "type": "string"
    },
    {
     "name": "osf",
     "type": "string"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    },
    {
     "name": "tenant_name",
     "type": "string"
    },
    {
     "name": "blocked",
     "type": "flag"
    },
    {
     "name": "tag",
     "type": "string"
    },
    {
     "name": "creation_date",
     "type": "date",
     "nullable": true
    },
    {
     "name": "creation_admin_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "creation_admin_name",
     "type": "string",
     "nullable": true
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id"
   ],
   "orderBy": [
    "id",
    "disk_image",
    "tenant_id",
    "tenant_name",
    "description",
    "version",
    "osf_id",
    "osf_name",
    "blocked",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "di_all_ids (status 0)",
     "argv": [
      "di",
      "all-ids",
      "--filter",
      "tenant_id=2"
     ]
    }
   ]
  },
  {
   "action": "di_create",
   "noun": "di",
   "verb": "create",
   "family": "dis",
   "kind": "create",
   "description": "Registers a disk image of an OS flavour; the file arrives by upload, staging copy or download.",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "disk_image",
     "type": "string",
     "option": "disk-image",
     "mandatory": true
    },
    {
     "name": "blocked",
     "type": "flag",
     "option": "blocked",
     "mandatory": false
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true,
     "option": "description",
     "mandatory": false
    },
    {
     "name": "version",
     "type": "string",
     "option": "arg-version",
     "mandatory": false
    },
    {
     "name": "osf_id",
     "type": "integer",
     "option": "osf-id",
     "mandatory": true
    },
    {
     "name": "__properties__",
     "option": "properties",
     "type": "json",
     "mandatory": false,
     "properties": "set"
    },
    {
     "name": "__tags__",
     "option": "tags",
     "type": "json",
     "mandatory": false
    }
   ],
   "confirm": false,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "registers an image of flavour 1 as its default",
     "argv": [
      "di",
      "create",
      "--osf-id",
      "1",
      "--disk-image",
      "ubuntu-24.04.qcow2",
      "--arg-version",
      "2026-01",
      "--tags",
      "[\"default\"]"
     ]
    },
    {
     "title": "an image deleted at the end",
     "argv": [
      "di",
      "create",
      "--osf-id",
      "2",
      "--disk-image",
      "debian-12.qcow2"
     ]
    }
   ]
  },
  {
   "action": "di_delete",
   "noun": "di",
   "verb": "delete",
   "family": "dis",
   "kind": "delete",
   "description": "Deletes the di records the filters select.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": true,
   "writes": true,
   "job": true,
   "count": {
    "action": "di_all_ids",
    "filters": [
     "id",
     "disk_image",
     "description",
     "version",
     "osf_id",
     "osf_name",
     "osf",
     "tenant_id",
     "tenant_name",
     "blocked",
     "tag",
     "creation_date",
     "creation_admin_id",
     "creation_admin_name"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "di_delete (status 0)",
     "argv": [
      "di",
      "delete",
      "2"
     ]
    }
   ]
  },
  {
   "action": "di_get_details",
   "noun": "di",
   "verb": "details",
   "family": "dis",
   "kind": "details",
   "description": "Shows di records in full.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [
    "id",
    "disk_image",
    "tenant_id",
    "tenant_name",
    "description",
    "version",
    "osf_id",
    "osf_name",
    "blocked",
    "tags",
    "properties",
    "state",
    "percentage",
    "elapsed_time",
    "status_message",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name",
    "record_version"
   ],
   "orderBy": [
    "id",
    "disk_image",
    "tenant_id",
    "tenant_name",
    "description",
    "version",
    "osf_id",
    "osf_name",
    "blocked",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": false,
   "live": true,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "di_get_details (status 0)",
     "argv": [
      "di",
      "details",
      "1"
     ]
    }
   ]
  },
  {
   "action": "di_get_list",
   "noun": "di",
   "verb": "list",
   "family": "dis",
   "kind": "list",
   "description": "Lists di records, a page at a time, with filters, fields and order.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "disk_image",
     "type": "string"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    },
    {
     "name": "tenant_name",
     "type": "string"
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true
    },
    {
     "name": "version",
     "type": "string"
    },
    {
     "name": "osf_id",
     "type": "integer"
    },
    {
     "name": "osf_name",
     "type": "string"
    },
    {
     "name": "blocked",
     "type": "flag"
    },
    {
     "name": "tag",
     "type": "string"
    },
    {
     "name": "state",
     "type": "string",
     "choices": [
      "published"
     ]
    },
    {
     "name": "creation_date",
     "type": "date",
     "nullable": true
    },
    {
     "name": "creation_admin_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "creation_admin_name",
     "type": "string",
     "nullable": true
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "disk_image",
    "tenant_id",
    "tenant_name",
    "description",
    "version",
    "osf_id",
    "osf_name",
    "blocked",
    "tags",
    "properties",
    "state",
    "percentage",
    "elapsed_time",
    "status_message",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name",
    "record_version"
   ],
   "orderBy": [
    "id",
    "disk_image",
    "tenant_id",
    "tenant_name",
    "description",
    "version",
    "osf_id",
    "osf_name",
    "blocked",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": true,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "di_get_list (status 0)",
     "argv": [
      "di",
      "list",
      "--filter",
      "osf_id=1"
     ]
    }
   ]
  },
  {
   "action": "dis_in_staging",
   "noun": "di",
   "verb": "staging",
   "family": "dis",
   "kind": "bespoke",
   "description": "Disk image files waiting in the staging directory ($SVC_DATA_DIR/staging), as rows with `name`.",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "an error on a fresh data directory - $SVC_DATA_DIR/staging does not exist until the operator creates it",
     "argv": [
      "di",
      "staging"
     ]
    }
   ]
  },
  {
   "action": "di_tiny_list",
   "noun": "di",
   "verb": "tiny-list",
   "family": "dis",
   "kind": "tiny",
   "description": "Lists di ids and names, for choosing one.",
   "filters": [
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "disk_image",
    "tenant_name"
   ],
   "orderBy": [
    "id",
    "disk_image",
    "tenant_id",
    "tenant_name",
    "description",
    "version",
    "osf_id",
    "osf_name",
    "blocked",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "di_tiny_list (status 0)",
     "argv": [
      "di",
      "tiny-list",
      "--filter",
      "tenant_id=2"
     ]
    }
   ]
  },
  {
   "action": "di_update",
   "noun": "di",
   "verb": "update",
   "family": "dis",
   "kind": "update",
   "description": "Changes the di records the filters select.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [
    "id",
    "disk_image",
    "tenant_id",
    "tenant_name",
    "description",
    "version",
    "osf_id",
    "osf_name",
    "blocked",
    "tags",
    "properties",
    "state",
    "percentage",
    "elapsed_time",
    "status_message",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name",
    "record_version"
   ],
   "orderBy": [],
   "arguments": [
    {
     "name": "blocked",
     "type": "flag",
     "option": "blocked",
     "mandatory": false
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true,
     "option": "description",
     "mandatory": false
    },
    {
     "name": "__properties_changes__",
     "option": "properties-changes",
     "type": "json",
     "mandatory": false,
     "properties": "changes"
    },
    {
     "name": "__tags_changes__",
     "option": "tags-changes",
     "type": "json",
     "mandatory": false
    }
   ],
   "confirm": true,
   "writes": true,
   "job": true,
   "count": {
    "action": "di_all_ids",
    "filters": [
     "id",
     "disk_image",
     "description",
     "version",
     "osf_id",
     "osf_name",
     "osf",
     "tenant_id",
     "tenant_name",
     "blocked",
     "tag",
     "creation_date",
     "creation_admin_id",
     "creation_admin_name"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "di_update (status 0)",
     "argv": [
      "di",
      "update",
      "1",
      "--description",
      "Base image",
      "--tags-changes",
      "{\"create\":[\"stable\"],\"delete\":[]}"
     ]
    }
   ]
  },
  {
   "action": "di_create_property_list",
   "noun": "di-property",
   "verb": "assign",
   "family": "properties",
   "kind": "create",
   "description": "Assigns a property to the di kind; answers the assignment id (svc_obj_prop_id).",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "property_id",
     "type": "integer",
     "option": "property-id",
     "mandatory": true
    }
   ],
   "confirm": false,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "di_create_property_list (status 0)",
     "argv": [
      "di-property",
      "assign",
      "--property-id",
      "1"
     ]
    }
   ]
  },
  {
   "action": "di_get_property_list",
   "noun": "di-property",
   "verb": "list",
   "family": "properties",
   "kind": "list",
   "description": "Lists property assignment records, a page at a time, with filters, fields and order.",
   "filters": [
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "property_id",
    "key",
    "description",
    "tenant_id",
    "tenant_name"
   ],
   "orderBy": [
    "id",
    "key",
    "property_id"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "di_get_property_list (status 0)",
     "argv": [
      "di-property",
      "list"
     ]
    }
   ]
  },
  {
   "action": "di_delete_property_list",
   "noun": "di-property",
   "verb": "unassign",
   "family": "properties",
   "kind": "delete",
   "description": "Deletes the property assignment records the filters select.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "property_id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": true,
   "writes": true,
   "job": true,
   "count": {
    "action": "di_get_property_list",
    "filters": [
     "tenant_id"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "di_delete_property_list (status 0)",
     "argv": [
      "di-property",
      "unassign",
      "5"
     ]
    }
   ]
  },
  {
   "action": "host_all_ids",
   "noun": "host",
   "verb": "all-ids",
   "family": "hosts",
   "kind": "all_ids",
   "description": "Answers the ids of the host records the filters select.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "name",
     "type": "string"
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true
    },
    {
     "name": "address",
     "type": "string"
    },
    {
     "name": "frontend",
     "type": "flag"
    },
    {
     "name": "backend",
     "type": "flag"
    },
    {
     "name": "vm_id",
     "type": "integer"
    },
    {
     "name": "state",
     "type": "string",
     "choices": [
      "stopped",
      "starting",
      "running",
      "stopping",
      "lost"
     ]
    },
    {
     "name": "blocked",
     "type": "flag"
    },
    {
     "name": "creation_date",
     "type": "date",
     "nullable": true
    },
    {
     "name": "creation_admin_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "creation_admin_name",
     "type": "string",
     "nullable": true
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id"
   ],
   "orderBy": [
    "id",
    "name",
    "description",
    "address",
    "state",
    "blocked",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "host_all_ids (status 0)",
     "argv": [
      "host",
      "all-ids",
      "--filter",
      "state=running"
     ]
    }
   ]
  },
  {
   "action": "host_create",
   "noun": "host",
   "verb": "create",
   "family": "hosts",
   "kind": "create",
   "description": "Creates a host.",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "name",
     "type": "string",
     "option": "name",
     "mandatory": true
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true,
     "option": "description",
     "mandatory": false
    },
    {
     "name": "address",
     "type": "string",
     "option": "address",
     "mandatory": true
    },
    {
     "name": "frontend",
     "type": "flag",
     "option": "frontend",
     "mandatory": false
    },
    {
     "name": "backend",
     "type": "flag",
     "option": "backend",
     "mandatory": false
    },
    {
     "name": "state",
     "type": "string",
     "choices": [
      "stopped",
      "starting",
      "running",
      "stopping",
      "lost"
     ],
     "option": "state",
     "mandatory": false
    },
    {
     "name": "blocked",
     "type": "flag",
     "option": "blocked",
     "mandatory": false
    },
    {
     "name": "__properties__",
     "option": "properties",
     "type": "json",
     "mandatory": false,
     "properties": "set"
    }
   ],
   "confirm": false,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "a running node that can run VMs",
     "argv": [
      "host",
      "create",
      "--name",
      "node-01",
      "--address",
      "10.0.0.11",
      "--state",
      "running"
     ]
    },
    {
     "title": "a node deleted at the end",
     "argv": [
      "host",
      "create",
      "--name",
      "node-02",
      "--address",
      "10.0.0.12"
     ]
    }
   ]
  },
  {
   "action": "host_delete",
   "noun": "host",
   "verb": "delete",
   "family": "hosts",
   "kind": "delete",
   "description": "Deletes the host records the filters select.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": true,
   "writes": true,
   "job": true,
   "count": {
    "action": "host_all_ids",
    "filters": [
     "id",
     "name",
     "description",
     "address",
     "frontend",
     "backend",
     "vm_id",
     "state",
     "blocked",
     "creation_date",
     "creation_admin_id",
     "creation_admin_name"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "host_delete (status 0)",
     "argv": [
      "host",
      "delete",
      "2"
     ]
    }
   ]
  },
  {
   "action": "host_get_details",
   "noun": "host",
   "verb": "details",
   "family": "hosts",
   "kind": "details",
   "description": "Shows host records in full.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [
    "id",
    "name",
    "description",
    "address",
    "frontend",
    "backend",
    "state",
    "load",
    "blocked",
    "number_of_vms_connected",
    "properties",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name",
    "record_version"
   ],
   "orderBy": [
    "id",
    "name",
    "description",
    "address",
    "state",
    "blocked",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": false,
   "live": true,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "host_get_details (status 0)",
     "argv": [
      "host",
      "details",
      "1"
     ]
    }
   ]
  },
  {
   "action": "host_get_list",
   "noun": "host",
   "verb": "list",
   "family": "hosts",
   "kind": "list",
   "description": "Lists host records, a page at a time, with filters, fields and order.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "name",
     "type": "string"
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true
    },
    {
     "name": "address",
     "type": "string"
    },
    {
     "name": "frontend",
     "type": "flag"
    },
    {
     "name": "backend",
     "type": "flag"
    },
    {
     "name": "vm_id",
     "type": "integer"
    },
    {
     "name": "state",
     "type": "string",
     "choices": [
      "stopped",
      "starting",
      "running",
      "stopping",
      "lost"
     ]
    },
    {
     "name": "blocked",
     "type": "flag"
    },
    {
     "name": "creation_date",
     "type": "date",
     "nullable": true
    },
    {
     "name": "creation_admin_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "creation_admin_name",
     "type": "string",
     "nullable": true
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "name",
    "description",
    "address",
    "frontend",
    "backend",
    "state",
    "load",
    "blocked",
    "number_of_vms_connected",
    "properties",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name",
    "record_version"
   ],
   "orderBy": [
    "id",
    "name",
    "description",
    "address",
    "state",
    "blocked",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": true,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "host_get_list (status 0)",
     "argv": [
      "host",
      "list",
      "--order",
      "name"
     ]
    }
   ]
  },
  {
   "action": "host_get_state",
   "noun": "host",
   "verb": "state",
   "family": "hosts",
   "kind": "state",
   "description": "Shows the state of host records.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [
    "number_of_vms_connected"
   ],
   "orderBy": [
    "id",
    "name",
    "description",
    "address",
    "state",
    "blocked",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "host_get_state (status 0)",
     "argv": [
      "host",
      "state",
      "1"
     ]
    }
   ]
  },
  {
   "action": "host_tiny_list",
   "noun": "host",
   "verb": "tiny-list",
   "family": "hosts",
   "kind": "tiny",
   "description": "Lists host ids and names, for choosing one.",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "name"
   ],
   "orderBy": [
    "id",
    "name",
    "description",
    "address",
    "state",
    "blocked",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "host_tiny_list (status 0)",
     "argv": [
      "host",
      "tiny-list"
     ]
    }
   ]
  },
  {
   "action": "host_update",
   "noun": "host",
   "verb": "update",
   "family": "hosts",
   "kind": "update",
   "description": "Changes the host records the filters select.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "name",
     "type": "string",
     "option": "name",
     "mandatory": false
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true,
     "option": "description",
     "mandatory": false
    },
    {
     "name": "address",
     "type": "string",
     "option": "address",
     "mandatory": false
    },
    {
     "name": "blocked",
     "type": "flag",
     "option": "blocked",
     "mandatory": false
    },
    {
     "name": "__properties_changes__",
     "option": "properties-changes",
     "type": "json",
     "mandatory": false,
     "properties": "changes"
    }
   ],
   "confirm": true,
   "writes": true,
   "job": true,
   "count": {
    "action": "host_all_ids",
    "filters": [
     "id",
     "name",
     "description",
     "address",
     "frontend",
     "backend",
     "vm_id",
     "state",
     "blocked",
     "creation_date",
     "creation_admin_id",
     "creation_admin_name"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "host_update (status 0)",
     "argv": [
      "host",
      "update",
      "2",
      "--description",
      "Spare node",
      "--blocked",
      "1"
     ]
    }
   ]
  },
  {
   "action": "host_create_property_list",
   "noun": "host-property",
   "verb": "assign",
   "family": "properties",
   "kind": "create",
   "description": "Assigns a property to the host kind; answers the assignment id (svc_obj_prop_id).",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "property_id",
     "type": "integer",
     "option": "property-id",
     "mandatory": true
    }
   ],
   "confirm": false,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "assigns the property to hosts too",
     "argv": [
      "host-property",
      "assign",
      "--property-id",
      "1"
     ]
    }
   ]
  },
  {
   "action": "host_get_property_list",
   "noun": "host-property",
   "verb": "list",
   "family": "properties",
   "kind": "list",
   "description": "Lists property assignment records, a page at a time, with filters, fields and order.",
   "filters": [
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "property_id",
    "key",
    "description",
    "tenant_id",
    "tenant_name"
   ],
   "orderBy": [
    "id",
    "key",
    "property_id"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "host_get_property_list (status 0)",
     "argv": [
      "host-property",
      "list"
     ]
    }
   ]
  },
  {
   "action": "host_delete_property_list",
   "noun": "host-property",
   "verb": "unassign",
   "family": "properties",
   "kind": "delete",
   "description": "Deletes the property assignment records the filters select.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "property_id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": true,
   "writes": true,
   "job": true,
   "count": {
    "action": "di_get_property_list",
    "filters": [
     "tenant_id"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "host_delete_property_list (status 0)",
     "argv": [
      "host-property",
      "unassign",
      "3"
     ]
    }
   ]
  },
  {
   "action": "job_cancel",
   "noun": "job",
   "verb": "cancel",
   "family": "jobs",
   "kind": "bespoke",
   "description": "Asks running jobs to stop (by id): a massive write stops before its next record (before its next batch for vm_start), the records it did stay done, those it did not reach stay exactly as they were and get 6810; an image transfer stops its copy and registers nothing. A job running in another server process stops at its next heartbeat (within about a second). Answers the jobs asked, in `total`; a job that has already ended answers 6820 under 1200's `failures`.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": true,
   "writes": true,
   "job": false,
   "count": {
    "action": "job_get_list",
    "filters": [
     "id",
     "action",
     "kind",
     "admin_id",
     "admin_name",
     "tenant_id",
     "tenant_name",
     "api_token",
     "state",
     "status",
     "creation_date",
     "start_date",
     "end_date",
     "owner"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "an error - the job has already ended; each job selected answers in failures (1200)",
     "argv": [
      "job",
      "cancel",
      "12"
     ]
    }
   ]
  },
  {
   "action": "job_get_details",
   "noun": "job",
   "verb": "details",
   "family": "jobs",
   "kind": "details",
   "description": "Shows job records in full.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [
    "id",
    "action",
    "kind",
    "admin_id",
    "admin_name",
    "tenant_id",
    "tenant_name",
    "api_token",
    "request",
    "state",
    "total",
    "done",
    "failed",
    "progress",
    "bytes_total",
    "bytes_done",
    "status",
    "message",
    "cancel_requested",
    "creation_date",
    "start_date",
    "end_date",
    "owner"
   ],
   "orderBy": [
    "id"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": false,
   "live": true,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "the job of the vm_stop above",
     "argv": [
      "job",
      "details",
      "12"
     ]
    }
   ]
  },
  {
   "action": "job_get_list",
   "noun": "job",
   "verb": "list",
   "family": "jobs",
   "kind": "list",
   "description": "Lists job records, a page at a time, with filters, fields and order.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "action",
     "type": "string"
    },
    {
     "name": "kind",
     "type": "string",
     "choices": [
      "records",
      "upload",
      "staging",
      "download"
     ]
    },
    {
     "name": "admin_id",
     "type": "integer"
    },
    {
     "name": "admin_name",
     "type": "string"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    },
    {
     "name": "tenant_name",
     "type": "string"
    },
    {
     "name": "api_token",
     "type": "string",
     "nullable": true
    },
    {
     "name": "state",
     "type": "string",
     "choices": [
      "queued",
      "running",
      "succeeded",
      "failed",
      "cancelled",
      "partly failed"
     ]
    },
    {
     "name": "status",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "creation_date",
     "type": "date"
    },
    {
     "name": "start_date",
     "type": "date",
     "nullable": true
    },
    {
     "name": "end_date",
     "type": "date",
     "nullable": true
    },
    {
     "name": "owner",
     "type": "string"
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "action",
    "kind",
    "admin_id",
    "admin_name",
    "tenant_id",
    "tenant_name",
    "api_token",
    "request",
    "state",
    "total",
    "done",
    "failed",
    "progress",
    "bytes_total",
    "bytes_done",
    "status",
    "message",
    "cancel_requested",
    "creation_date",
    "start_date",
    "end_date",
    "owner"
   ],
   "orderBy": [
    "id",
    "action",
    "kind",
    "admin_id",
    "admin_name",
    "tenant_id",
    "tenant_name",
    "state",
    "total",
    "status",
    "creation_date",
    "start_date",
    "end_date"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": true,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "the jobs of vm_stop (each massive write runs as a job)",
     "argv": [
      "job",
      "list",
      "--filter",
      "action=vm_stop",
      "--fields",
      "id,action,state,total,done,failed,progress,admin_name",
      "--order",
      "-id"
     ]
    }
   ]
  },
  {
   "action": "job_record_get_list",
   "noun": "job-record",
   "verb": "list",
   "family": "jobs",
   "kind": "list",
   "description": "The outcome of each record of a job (filter by job_id), written as the job goes.",
   "filters": [
    {
     "name": "job_id",
     "type": "integer"
    },
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "status",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "job_id"
   ],
   "fields": [
    "job_id",
    "id",
    "status",
    "message",
    "tenant_id"
   ],
   "orderBy": [
    "job_id",
    "id",
    "status"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": true,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "the outcome of each record of that job",
     "argv": [
      "job-record",
      "list",
      "--filter",
      "job_id=12"
     ]
    }
   ]
  },
  {
   "action": "action_get_list",
   "noun": "log",
   "verb": "actions",
   "family": "log",
   "kind": "bespoke",
   "description": "The names of every action, as rows with `id` and `name` (both the name), for the choices of the log's `action` filter.",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "name"
   ],
   "orderBy": [
    "id",
    "name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "action_get_list (status 0)",
     "argv": [
      "log",
      "actions",
      "--limit",
      "5"
     ]
    }
   ]
  },
  {
   "action": "log_get_list",
   "noun": "log",
   "verb": "list",
   "family": "log",
   "kind": "list",
   "description": "The audit entries the caller may see. A collector follows the log with the cursor `{\"id\": {\">\": <last id>}}` and `order_by` id ascending: entries are committed in the order of their ids, so a page after the last id never skips one (guide: audit feed). Watched live, it is pushed when an entry of a tenant the caller sees is written (channel log_written); GET /api/log/export streams everything its filters select as NDJSON or CSV.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "time",
     "type": "date"
    },
    {
     "name": "admin_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "admin_name",
     "type": "string",
     "nullable": true
    },
    {
     "name": "api_token",
     "type": "string",
     "nullable": true
    },
    {
     "name": "tenant_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "tenant_name",
     "type": "string",
     "nullable": true
    },
    {
     "name": "action",
     "type": "string"
    },
    {
     "name": "type_of_action",
     "type": "string"
    },
    {
     "name": "object_kind",
     "type": "string",
     "nullable": true
    },
    {
     "name": "svc_object",
     "type": "string",
     "nullable": true
    },
    {
     "name": "object_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "object_name",
     "type": "string",
     "nullable": true
    },
    {
     "name": "status",
     "type": "integer"
    },
    {
     "name": "address",
     "type": "string",
     "nullable": true
    },
    {
     "name": "ip",
     "type": "string",
     "nullable": true
    },
    {
     "name": "source",
     "type": "string",
     "nullable": true
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "time",
    "antiquity",
    "admin_id",
    "admin_name",
    "api_token",
    "tenant_id",
    "tenant_name",
    "action",
    "type_of_action",
    "object_kind",
    "svc_object",
    "object_id",
    "object_name",
    "arguments",
    "status",
    "address",
    "ip",
    "source"
   ],
   "orderBy": [
    "id",
    "time",
    "admin_id",
    "admin_name",
    "tenant_id",
    "tenant_name",
    "action",
    "type_of_action",
    "object_kind",
    "svc_object",
    "object_id",
    "object_name",
    "status"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": true,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "the latest user creations",
     "argv": [
      "log",
      "list",
      "--filter",
      "action=user_create",
      "--order",
      "-id",
      "--limit",
      "5"
     ]
    }
   ]
  },
  {
   "action": "object_get_list",
   "noun": "log",
   "verb": "objects",
   "family": "log",
   "kind": "bespoke",
   "description": "The kinds of object the log records (`object_kind`), as rows with `id` and `name` (both the kind), for the choices of the log's object filter.",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "name"
   ],
   "orderBy": [
    "id",
    "name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "object_get_list (status 0)",
     "argv": [
      "log",
      "objects"
     ]
    }
   ]
  },
  {
   "action": "sources_in_log",
   "noun": "log",
   "verb": "sources",
   "family": "log",
   "kind": "bespoke",
   "description": "The sources the audit log holds records from (`parameters.source` of the calls, such as WAT or CLI), as rows with `id` and `name` (both the source), for a filter's choices.",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "name"
   ],
   "orderBy": [
    "id",
    "name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "none yet: the sources are the `parameters.source` clients send (WAT, CLI)",
     "argv": [
      "log",
      "sources"
     ]
    }
   ]
  },
  {
   "action": "myadmin_second_factor_get_details",
   "noun": "me",
   "verb": "second-factor",
   "family": "second_factor",
   "kind": "bespoke",
   "description": "The caller's second factor: `state` none, pending (enrolled, not confirmed) or active; whether two-factor authentication is `required` for the caller (its tenant's or the global setting); how many recovery codes are left unused. Never the secret.",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "myadmin_second_factor_get_details (status 0)",
     "argv": [
      "me",
      "second-factor"
     ]
    }
   ]
  },
  {
   "action": "myadmin_second_factor_confirm",
   "noun": "me",
   "verb": "second-factor-confirm",
   "family": "second_factor",
   "kind": "bespoke",
   "description": "Activates the pending second factor with a current code of the app (`totp`; a wrong one: 6330) and answers ten recovery codes, once: each logs in once in place of a code. From now on logins need `totp`.",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "totp",
     "type": "string",
     "option": "totp",
     "mandatory": true
    }
   ],
   "confirm": false,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": true,
   "examples": [
    {
     "title": "an error - not the app's current code; the right one activates it and answers recovery_codes",
     "argv": [
      "me",
      "second-factor-confirm",
      "--totp",
      "000000"
     ]
    }
   ]
  },
  {
   "action": "myadmin_second_factor_enrol",
   "noun": "me",
   "verb": "second-factor-enrol",
   "family": "second_factor",
   "kind": "bespoke",
   "description": "Starts the caller's enrolment: a new secret, answered once as an `otpauth://` URI (issuer: the product name and the tenant; label: the login) to show as a QR code or type into an authenticator app. Nothing changes at login until myadmin_second_factor_confirm. An active second factor is not replaced (7200: remove it first); a pending one is.",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": false,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": true,
   "examples": [
    {
     "title": "a new secret, shown once - give the URI to an authenticator app (as a QR code)",
     "argv": [
      "me",
      "second-factor-enrol"
     ]
    }
   ]
  },
  {
   "action": "myadmin_second_factor_remove",
   "noun": "me",
   "verb": "second-factor-remove",
   "family": "second_factor",
   "kind": "bespoke",
   "description": "Removes the caller's second factor and its recovery codes, given a current code of the app or an unused recovery code (`totp`), so that a session alone (left open, stolen) cannot. Wrong codes answer 3220 and count as failed logins. A pending enrolment is removed without a code.",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "totp",
     "type": "string",
     "option": "totp",
     "mandatory": false
    }
   ],
   "confirm": false,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": true,
   "examples": [
    {
     "title": "drops the pending enrolment (an active second factor needs a current code or a recovery code)",
     "argv": [
      "me",
      "second-factor-remove"
     ]
    }
   ]
  },
  {
   "action": "current_admin_setup",
   "noun": "me",
   "verb": "setup",
   "family": "administrators",
   "kind": "bespoke",
   "description": "The caller's own settings, ACLs and views; answers a fresh `sid` when called with credentials.",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "current_admin_setup (status 0)",
     "argv": [
      "me",
      "setup"
     ]
    }
   ]
  },
  {
   "action": "myadmin_update",
   "noun": "me",
   "verb": "update",
   "family": "administrators",
   "kind": "update",
   "description": "Updates the caller's own record; needs no ACL.",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "name",
     "type": "string",
     "option": "name",
     "mandatory": false
    },
    {
     "name": "password",
     "type": "password",
     "option": "password",
     "mandatory": false
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true,
     "option": "description",
     "mandatory": false
    },
    {
     "name": "block",
     "type": "integer",
     "option": "block",
     "mandatory": false
    },
    {
     "name": "language",
     "type": "string",
     "option": "language",
     "mandatory": false
    }
   ],
   "confirm": false,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "the caller's own settings",
     "argv": [
      "me",
      "update",
      "--language",
      "auto",
      "--block",
      "50"
     ]
    }
   ]
  },
  {
   "action": "osf_all_ids",
   "noun": "osf",
   "verb": "all-ids",
   "family": "osfs",
   "kind": "all_ids",
   "description": "Answers the ids of the osf records the filters select.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "name",
     "type": "string"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    },
    {
     "name": "tenant_name",
     "type": "string"
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true
    },
    {
     "name": "overlay",
     "type": "flag"
    },
    {
     "name": "user_storage",
     "type": "integer"
    },
    {
     "name": "memory",
     "type": "integer"
    },
    {
     "name": "vm_id",
     "type": "integer"
    },
    {
     "name": "di_id",
     "type": "integer"
    },
    {
     "name": "creation_date",
     "type": "date",
     "nullable": true
    },
    {
     "name": "creation_admin_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "creation_admin_name",
     "type": "string",
     "nullable": true
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id"
   ],
   "orderBy": [
    "id",
    "name",
    "tenant_id",
    "tenant_name",
    "description",
    "overlay",
    "user_storage",
    "memory",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "osf_all_ids (status 0)",
     "argv": [
      "osf",
      "all-ids",
      "--filter",
      "tenant_id=2"
     ]
    }
   ]
  },
  {
   "action": "osf_create",
   "noun": "osf",
   "verb": "create",
   "family": "osfs",
   "kind": "create",
   "description": "Creates a osf.",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "name",
     "type": "string",
     "option": "name",
     "mandatory": true
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true,
     "option": "description",
     "mandatory": false
    },
    {
     "name": "overlay",
     "type": "flag",
     "option": "overlay",
     "mandatory": false
    },
    {
     "name": "user_storage",
     "type": "integer",
     "option": "user-storage",
     "mandatory": false
    },
    {
     "name": "memory",
     "type": "integer",
     "option": "memory",
     "mandatory": false
    },
    {
     "name": "tenant_id",
     "type": "integer",
     "option": "tenant-id",
     "mandatory": false
    },
    {
     "name": "__properties__",
     "option": "properties",
     "type": "json",
     "mandatory": false,
     "properties": "set"
    }
   ],
   "confirm": false,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "osf_create (status 0)",
     "argv": [
      "osf",
      "create",
      "--tenant-id",
      "2",
      "--name",
      "Ubuntu 24.04",
      "--memory",
      "2048",
      "--user-storage",
      "0",
      "--overlay",
      "1"
     ]
    },
    {
     "title": "a flavour deleted at the end",
     "argv": [
      "osf",
      "create",
      "--tenant-id",
      "2",
      "--name",
      "Debian 12"
     ]
    }
   ]
  },
  {
   "action": "osf_delete",
   "noun": "osf",
   "verb": "delete",
   "family": "osfs",
   "kind": "delete",
   "description": "Deletes the osf records the filters select.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": true,
   "writes": true,
   "job": true,
   "count": {
    "action": "osf_all_ids",
    "filters": [
     "id",
     "name",
     "tenant_id",
     "tenant_name",
     "description",
     "overlay",
     "user_storage",
     "memory",
     "vm_id",
     "di_id",
     "creation_date",
     "creation_admin_id",
     "creation_admin_name"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "osf_delete (status 0)",
     "argv": [
      "osf",
      "delete",
      "2"
     ]
    }
   ]
  },
  {
   "action": "osf_get_details",
   "noun": "osf",
   "verb": "details",
   "family": "osfs",
   "kind": "details",
   "description": "Shows osf records in full.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [
    "id",
    "name",
    "tenant_id",
    "tenant_name",
    "description",
    "overlay",
    "user_storage",
    "memory",
    "number_of_vms",
    "number_of_dis",
    "properties",
    "osd_id",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name",
    "record_version"
   ],
   "orderBy": [
    "id",
    "name",
    "tenant_id",
    "tenant_name",
    "description",
    "overlay",
    "user_storage",
    "memory",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": false,
   "live": true,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "osf_get_details (status 0)",
     "argv": [
      "osf",
      "details",
      "1"
     ]
    }
   ]
  },
  {
   "action": "osf_get_list",
   "noun": "osf",
   "verb": "list",
   "family": "osfs",
   "kind": "list",
   "description": "Lists osf records, a page at a time, with filters, fields and order.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "name",
     "type": "string"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    },
    {
     "name": "tenant_name",
     "type": "string"
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true
    },
    {
     "name": "overlay",
     "type": "flag"
    },
    {
     "name": "user_storage",
     "type": "integer"
    },
    {
     "name": "memory",
     "type": "integer"
    },
    {
     "name": "vm_id",
     "type": "integer"
    },
    {
     "name": "di_id",
     "type": "integer"
    },
    {
     "name": "creation_date",
     "type": "date",
     "nullable": true
    },
    {
     "name": "creation_admin_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "creation_admin_name",
     "type": "string",
     "nullable": true
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "name",
    "tenant_id",
    "tenant_name",
    "description",
    "overlay",
    "user_storage",
    "memory",
    "number_of_vms",
    "number_of_dis",
    "properties",
    "osd_id",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name",
    "record_version"
   ],
   "orderBy": [
    "id",
    "name",
    "tenant_id",
    "tenant_name",
    "description",
    "overlay",
    "user_storage",
    "memory",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": true,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "osf_get_list (status 0)",
     "argv": [
      "osf",
      "list",
      "--filter",
      "tenant_id=2"
     ]
    }
   ]
  },
  {
   "action": "osf_tiny_list",
   "noun": "osf",
   "verb": "tiny-list",
   "family": "osfs",
   "kind": "tiny",
   "description": "Lists osf ids and names, for choosing one.",
   "filters": [
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "name",
    "tenant_name"
   ],
   "orderBy": [
    "id",
    "name",
    "tenant_id",
    "tenant_name",
    "description",
    "overlay",
    "user_storage",
    "memory",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "osf_tiny_list (status 0)",
     "argv": [
      "osf",
      "tiny-list",
      "--filter",
      "tenant_id=2"
     ]
    }
   ]
  },
  {
   "action": "osf_update",
   "noun": "osf",
   "verb": "update",
   "family": "osfs",
   "kind": "update",
   "description": "Changes the osf records the filters select.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "name",
     "type": "string",
     "option": "name",
     "mandatory": false
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true,
     "option": "description",
     "mandatory": false
    },
    {
     "name": "overlay",
     "type": "flag",
     "option": "overlay",
     "mandatory": false
    },
    {
     "name": "user_storage",
     "type": "integer",
     "option": "user-storage",
     "mandatory": false
    },
    {
     "name": "memory",
     "type": "integer",
     "option": "memory",
     "mandatory": false
    },
    {
     "name": "__properties_changes__",
     "option": "properties-changes",
     "type": "json",
     "mandatory": false,
     "properties": "changes"
    }
   ],
   "confirm": true,
   "writes": true,
   "job": true,
   "count": {
    "action": "osf_all_ids",
    "filters": [
     "id",
     "name",
     "tenant_id",
     "tenant_name",
     "description",
     "overlay",
     "user_storage",
     "memory",
     "vm_id",
     "di_id",
     "creation_date",
     "creation_admin_id",
     "creation_admin_name"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "osf_update (status 0)",
     "argv": [
      "osf",
      "update",
      "1",
      "--memory",
      "4096"
     ]
    }
   ]
  },
  {
   "action": "osf_create_property_list",
   "noun": "osf-property",
   "verb": "assign",
   "family": "properties",
   "kind": "create",
   "description": "Assigns a property to the osf kind; answers the assignment id (svc_obj_prop_id).",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "property_id",
     "type": "integer",
     "option": "property-id",
     "mandatory": true
    }
   ],
   "confirm": false,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "osf_create_property_list (status 0)",
     "argv": [
      "osf-property",
      "assign",
      "--property-id",
      "1"
     ]
    }
   ]
  },
  {
   "action": "osf_get_property_list",
   "noun": "osf-property",
   "verb": "list",
   "family": "properties",
   "kind": "list",
   "description": "Lists property assignment records, a page at a time, with filters, fields and order.",
   "filters": [
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "property_id",
    "key",
    "description",
    "tenant_id",
    "tenant_name"
   ],
   "orderBy": [
    "id",
    "key",
    "property_id"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "osf_get_property_list (status 0)",
     "argv": [
      "osf-property",
      "list"
     ]
    }
   ]
  },
  {
   "action": "osf_delete_property_list",
   "noun": "osf-property",
   "verb": "unassign",
   "family": "properties",
   "kind": "delete",
   "description": "Deletes the property assignment records the filters select.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "property_id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": true,
   "writes": true,
   "job": true,
   "count": {
    "action": "di_get_property_list",
    "filters": [
     "tenant_id"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "osf_delete_property_list (status 0)",
     "argv": [
      "osf-property",
      "unassign",
      "4"
     ]
    }
   ]
  },
  {
   "action": "property_create",
   "noun": "property",
   "verb": "create",
   "family": "properties",
   "kind": "create",
   "description": "Creates a property.",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "key",
     "type": "string",
     "option": "key",
     "mandatory": true
    },
    {
     "name": "tenant_id",
     "type": "integer",
     "option": "tenant-id",
     "mandatory": false
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true,
     "option": "description",
     "mandatory": false
    },
    {
     "name": "__property_assign__",
     "option": "property-assign",
     "type": "json",
     "mandatory": false
    }
   ],
   "confirm": false,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "a property of acme for users and VMs",
     "argv": [
      "property",
      "create",
      "--tenant-id",
      "2",
      "--key",
      "cost_center",
      "--description",
      "Who pays",
      "--property-assign",
      "[\"user\",\"vm\"]"
     ]
    }
   ]
  },
  {
   "action": "property_delete",
   "noun": "property",
   "verb": "delete",
   "family": "properties",
   "kind": "delete",
   "description": "Deletes the property records the filters select.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": true,
   "writes": true,
   "job": true,
   "count": {
    "action": "property_get_list",
    "filters": [
     "id",
     "key",
     "tenant_id"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "property_delete (status 0)",
     "argv": [
      "property",
      "delete",
      "1"
     ]
    }
   ]
  },
  {
   "action": "property_get_list",
   "noun": "property",
   "verb": "list",
   "family": "properties",
   "kind": "list",
   "description": "Lists property records, a page at a time, with filters, fields and order.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "key",
     "type": "string"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "key",
    "description",
    "tenant_id",
    "property_id",
    "in_user",
    "in_vm",
    "in_host",
    "in_di",
    "in_osf",
    "record_version"
   ],
   "orderBy": [
    "id",
    "key",
    "description",
    "property_id",
    "tenant_id"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "property_get_list (status 0)",
     "argv": [
      "property",
      "list",
      "--filter",
      "tenant_id=2"
     ]
    }
   ]
  },
  {
   "action": "property_update",
   "noun": "property",
   "verb": "update",
   "family": "properties",
   "kind": "update",
   "description": "Changes the property records the filters select.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "key",
     "type": "string",
     "option": "key",
     "mandatory": false
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true,
     "option": "description",
     "mandatory": false
    }
   ],
   "confirm": true,
   "writes": true,
   "job": true,
   "count": {
    "action": "property_get_list",
    "filters": [
     "id",
     "key",
     "tenant_id"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "property_update (status 0)",
     "argv": [
      "property",
      "update",
      "1",
      "--description",
      "The cost center that pays"
     ]
    }
   ]
  },
  {
   "action": "role_all_ids",
   "noun": "role",
   "verb": "all-ids",
   "family": "roles",
   "kind": "all_ids",
   "description": "Answers the ids of the role records the filters select.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "name",
     "type": "string"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    },
    {
     "name": "tenant_name",
     "type": "string"
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true
    },
    {
     "name": "fixed",
     "type": "flag"
    },
    {
     "name": "internal",
     "type": "flag"
    },
    {
     "name": "creation_date",
     "type": "date",
     "nullable": true
    },
    {
     "name": "creation_admin_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "creation_admin_name",
     "type": "string",
     "nullable": true
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id"
   ],
   "orderBy": [
    "id",
    "name",
    "tenant_id",
    "tenant_name",
    "description",
    "fixed",
    "internal",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "role_all_ids (status 0)",
     "argv": [
      "role",
      "all-ids",
      "--filter",
      "tenant_id=2"
     ]
    }
   ]
  },
  {
   "action": "role_create",
   "noun": "role",
   "verb": "create",
   "family": "roles",
   "kind": "create",
   "description": "Creates a role.",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "name",
     "type": "string",
     "option": "name",
     "mandatory": true
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true,
     "option": "description",
     "mandatory": false
    },
    {
     "name": "tenant_id",
     "type": "integer",
     "option": "tenant-id",
     "mandatory": false
    },
    {
     "name": "fixed",
     "type": "flag",
     "option": "fixed",
     "mandatory": false
    },
    {
     "name": "internal",
     "type": "flag",
     "option": "internal",
     "mandatory": false
    },
    {
     "name": "__acls__",
     "option": "acls",
     "type": "json",
     "mandatory": false
    },
    {
     "name": "__roles__",
     "option": "roles",
     "type": "json",
     "mandatory": false
    }
   ],
   "confirm": false,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "a role of acme inheriting a template and adding an ACL",
     "argv": [
      "role",
      "create",
      "--tenant-id",
      "2",
      "--name",
      "Helpdesk",
      "--description",
      "First-line support",
      "--roles",
      "[\"Users Reader\",\"VMs Reader\"]",
      "--acls",
      "[\"vm.update.disconnect-user\"]"
     ]
    },
    {
     "title": "a role deleted at the end",
     "argv": [
      "role",
      "create",
      "--tenant-id",
      "2",
      "--name",
      "Interns"
     ]
    }
   ]
  },
  {
   "action": "role_delete",
   "noun": "role",
   "verb": "delete",
   "family": "roles",
   "kind": "delete",
   "description": "Deletes the role records the filters select.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": true,
   "writes": true,
   "job": true,
   "count": {
    "action": "role_all_ids",
    "filters": [
     "id",
     "name",
     "tenant_id",
     "tenant_name",
     "description",
     "fixed",
     "internal",
     "creation_date",
     "creation_admin_id",
     "creation_admin_name"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "role_delete (status 0)",
     "argv": [
      "role",
      "delete",
      "72"
     ]
    }
   ]
  },
  {
   "action": "role_get_details",
   "noun": "role",
   "verb": "details",
   "family": "roles",
   "kind": "details",
   "description": "Shows role records in full.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [
    "id",
    "name",
    "description",
    "acls",
    "roles",
    "fixed",
    "internal",
    "tenant_id",
    "tenant_name",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name",
    "record_version"
   ],
   "orderBy": [
    "id",
    "name",
    "tenant_id",
    "tenant_name",
    "description",
    "fixed",
    "internal",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "role_get_details (status 0)",
     "argv": [
      "role",
      "details",
      "71"
     ]
    }
   ]
  },
  {
   "action": "role_get_list",
   "noun": "role",
   "verb": "list",
   "family": "roles",
   "kind": "list",
   "description": "Lists role records, a page at a time, with filters, fields and order.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "name",
     "type": "string"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    },
    {
     "name": "tenant_name",
     "type": "string"
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true
    },
    {
     "name": "fixed",
     "type": "flag"
    },
    {
     "name": "internal",
     "type": "flag"
    },
    {
     "name": "creation_date",
     "type": "date",
     "nullable": true
    },
    {
     "name": "creation_admin_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "creation_admin_name",
     "type": "string",
     "nullable": true
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "name",
    "description",
    "acls",
    "roles",
    "fixed",
    "internal",
    "tenant_id",
    "tenant_name",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name",
    "record_version"
   ],
   "orderBy": [
    "id",
    "name",
    "tenant_id",
    "tenant_name",
    "description",
    "fixed",
    "internal",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "the template roles",
     "argv": [
      "role",
      "list",
      "--filter",
      "tenant_id=-1",
      "--fields",
      "id,name,fixed",
      "--order",
      "name",
      "--limit",
      "5"
     ]
    }
   ]
  },
  {
   "action": "role_tiny_list",
   "noun": "role",
   "verb": "tiny-list",
   "family": "roles",
   "kind": "tiny",
   "description": "Lists role ids and names, for choosing one.",
   "filters": [
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "name",
    "tenant_name"
   ],
   "orderBy": [
    "id",
    "name",
    "tenant_id",
    "tenant_name",
    "description",
    "fixed",
    "internal",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "role_tiny_list (status 0)",
     "argv": [
      "role",
      "tiny-list",
      "--filter",
      "tenant_id=2"
     ]
    }
   ]
  },
  {
   "action": "role_update",
   "noun": "role",
   "verb": "update",
   "family": "roles",
   "kind": "update",
   "description": "Changes the role records the filters select.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "name",
     "type": "string",
     "option": "name",
     "mandatory": false
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true,
     "option": "description",
     "mandatory": false
    },
    {
     "name": "__acls_changes__",
     "option": "acls-changes",
     "type": "json",
     "mandatory": false
    },
    {
     "name": "__roles_changes__",
     "option": "roles-changes",
     "type": "json",
     "mandatory": false
    }
   ],
   "confirm": true,
   "writes": true,
   "job": true,
   "count": {
    "action": "role_all_ids",
    "filters": [
     "id",
     "name",
     "tenant_id",
     "tenant_name",
     "description",
     "fixed",
     "internal",
     "creation_date",
     "creation_admin_id",
     "creation_admin_name"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "role_update (status 0)",
     "argv": [
      "role",
      "update",
      "71",
      "--acls-changes",
      "{\"assign_acls\":[\"vm.update.state\"],\"unassign_acls\":[]}"
     ]
    }
   ]
  },
  {
   "action": "session_delete",
   "noun": "session",
   "verb": "delete",
   "family": "sessions",
   "kind": "bespoke",
   "description": "Ends sessions by id (from session_get_list): their next request answers 3200 and their live sockets end within a second. Ending the current one is a logout.",
   "filters": [
    {
     "name": "id",
     "type": "string"
    },
    {
     "name": "admin_id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": true,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "an error - no session has that id (ids come from session_get_list)",
     "argv": [
      "session",
      "delete",
      "--filter",
      "id=s_0000000000000000000000"
     ]
    }
   ]
  },
  {
   "action": "session_get_list",
   "noun": "session",
   "verb": "list",
   "family": "sessions",
   "kind": "bespoke",
   "description": "Open sessions the caller may see; `current` marks the request's own. Never a session id or its hash.",
   "filters": [
    {
     "name": "id",
     "type": "string"
    },
    {
     "name": "admin_id",
     "type": "integer"
    },
    {
     "name": "admin_name",
     "type": "string"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    },
    {
     "name": "tenant_name",
     "type": "string"
    },
    {
     "name": "creation_date",
     "type": "date",
     "nullable": true
    },
    {
     "name": "last_seen_date",
     "type": "date",
     "nullable": true
    },
    {
     "name": "expiration_date",
     "type": "date"
    },
    {
     "name": "address",
     "type": "string",
     "nullable": true
    },
    {
     "name": "method",
     "type": "string"
    },
    {
     "name": "current",
     "type": "flag"
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "admin_id",
    "admin_name",
    "tenant_id",
    "tenant_name",
    "creation_date",
    "last_seen_date",
    "expiration_date",
    "address",
    "method",
    "current"
   ],
   "orderBy": [
    "id",
    "admin_id",
    "admin_name",
    "tenant_id",
    "tenant_name",
    "creation_date",
    "last_seen_date",
    "expiration_date",
    "address",
    "method",
    "current"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "the caller's session this request uses (current 1); its id names it for session_delete and is not its sid",
     "argv": [
      "session",
      "list",
      "--filter",
      "current=1"
     ]
    }
   ]
  },
  {
   "action": "svc_objects_statistics",
   "noun": "statistics",
   "verb": "show",
   "family": "statistics",
   "kind": "bespoke",
   "description": "Runs svc_objects_statistics.",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [
    "users_count",
    "blocked_users_count",
    "connected_users_count",
    "hosts_count",
    "blocked_hosts_count",
    "running_hosts_count",
    "osfs_count",
    "dis_count",
    "blocked_dis_count",
    "vms_count",
    "blocked_vms_count",
    "running_vms_count",
    "top_populated_hosts",
    "vms_with_expiration_date"
   ],
   "orderBy": [],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": false,
   "live": true,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "svc_objects_statistics (status 0)",
     "argv": [
      "statistics",
      "show"
     ]
    }
   ]
  },
  {
   "action": "tag_get_list",
   "noun": "tag",
   "verb": "list",
   "family": "dis",
   "kind": "list",
   "description": "Lists tag records, a page at a time, with filters, fields and order.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "name",
     "type": "string"
    },
    {
     "name": "osf_id",
     "type": "integer"
    },
    {
     "name": "di_id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    },
    {
     "name": "tenant_name",
     "type": "string"
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "name",
    "osf_id",
    "di_id"
   ],
   "orderBy": [
    "id",
    "name",
    "tenant_id",
    "tenant_name",
    "osf_id",
    "di_id"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "tag_get_list (status 0)",
     "argv": [
      "tag",
      "list",
      "--filter",
      "osf_id=1"
     ]
    }
   ]
  },
  {
   "action": "tag_tiny_list",
   "noun": "tag",
   "verb": "tiny-list",
   "family": "dis",
   "kind": "tiny",
   "description": "Lists tag ids and names, for choosing one.",
   "filters": [
    {
     "name": "tenant_id",
     "type": "integer"
    },
    {
     "name": "osf_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "name"
   ],
   "orderBy": [
    "id",
    "name",
    "osf_id",
    "di_id"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "tag_tiny_list (status 0)",
     "argv": [
      "tag",
      "tiny-list",
      "--filter",
      "osf_id=1"
     ]
    }
   ]
  },
  {
   "action": "tenant_all_ids",
   "noun": "tenant",
   "verb": "all-ids",
   "family": "tenants",
   "kind": "all_ids",
   "description": "Answers the ids of the tenant records the filters select.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "name",
     "type": "string"
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true
    },
    {
     "name": "block",
     "type": "integer"
    },
    {
     "name": "language",
     "type": "string"
    },
    {
     "name": "blocked",
     "type": "flag"
    },
    {
     "name": "creation_date",
     "type": "date",
     "nullable": true
    },
    {
     "name": "creation_admin_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "creation_admin_name",
     "type": "string",
     "nullable": true
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id"
   ],
   "orderBy": [
    "id",
    "name",
    "description",
    "block",
    "language",
    "blocked",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "tenant_all_ids (status 0)",
     "argv": [
      "tenant",
      "all-ids",
      "--filter",
      "blocked=0"
     ]
    }
   ]
  },
  {
   "action": "tenant_create",
   "noun": "tenant",
   "verb": "create",
   "family": "tenants",
   "kind": "create",
   "description": "Creates a tenant.",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "name",
     "type": "string",
     "option": "name",
     "mandatory": true
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true,
     "option": "description",
     "mandatory": false
    },
    {
     "name": "block",
     "type": "integer",
     "option": "block",
     "mandatory": false
    },
    {
     "name": "language",
     "type": "string",
     "option": "language",
     "mandatory": false
    },
    {
     "name": "blocked",
     "type": "flag",
     "option": "blocked",
     "mandatory": false
    }
   ],
   "confirm": false,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "a tenant for the examples that follow (the database starts with tenant 1, default)",
     "argv": [
      "tenant",
      "create",
      "--name",
      "acme",
      "--description",
      "The example tenant",
      "--language",
      "en",
      "--block",
      "25"
     ]
    },
    {
     "title": "a second tenant (deleted at the end)",
     "argv": [
      "tenant",
      "create",
      "--name",
      "spare"
     ]
    }
   ]
  },
  {
   "action": "tenant_delete",
   "noun": "tenant",
   "verb": "delete",
   "family": "tenants",
   "kind": "delete",
   "description": "Deletes the tenant records the filters select.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": true,
   "writes": true,
   "job": true,
   "count": {
    "action": "tenant_all_ids",
    "filters": [
     "id",
     "name",
     "description",
     "block",
     "language",
     "blocked",
     "creation_date",
     "creation_admin_id",
     "creation_admin_name"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "tenant_delete (status 0)",
     "argv": [
      "tenant",
      "delete",
      "3"
     ]
    }
   ]
  },
  {
   "action": "tenant_get_details",
   "noun": "tenant",
   "verb": "details",
   "family": "tenants",
   "kind": "details",
   "description": "Shows tenant records in full.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "name",
     "type": "string"
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true
    },
    {
     "name": "block",
     "type": "integer"
    },
    {
     "name": "language",
     "type": "string"
    },
    {
     "name": "blocked",
     "type": "flag"
    },
    {
     "name": "creation_date",
     "type": "date",
     "nullable": true
    },
    {
     "name": "creation_admin_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "creation_admin_name",
     "type": "string",
     "nullable": true
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [
    "id",
    "name",
    "description",
    "block",
    "language",
    "blocked",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name",
    "record_version"
   ],
   "orderBy": [
    "id",
    "name",
    "description",
    "block",
    "language",
    "blocked",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "tenant_get_details (status 0)",
     "argv": [
      "tenant",
      "details",
      "2"
     ]
    }
   ]
  },
  {
   "action": "tenant_get_list",
   "noun": "tenant",
   "verb": "list",
   "family": "tenants",
   "kind": "list",
   "description": "Lists tenant records, a page at a time, with filters, fields and order.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "name",
     "type": "string"
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true
    },
    {
     "name": "block",
     "type": "integer"
    },
    {
     "name": "language",
     "type": "string"
    },
    {
     "name": "blocked",
     "type": "flag"
    },
    {
     "name": "creation_date",
     "type": "date",
     "nullable": true
    },
    {
     "name": "creation_admin_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "creation_admin_name",
     "type": "string",
     "nullable": true
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "name",
    "description",
    "block",
    "language",
    "blocked",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name",
    "record_version"
   ],
   "orderBy": [
    "id",
    "name",
    "description",
    "block",
    "language",
    "blocked",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "tenants whose name starts with ac",
     "argv": [
      "tenant",
      "list",
      "--filter",
      "name~ac%",
      "--order",
      "name"
     ]
    }
   ]
  },
  {
   "action": "tenant_tiny_list",
   "noun": "tenant",
   "verb": "tiny-list",
   "family": "tenants",
   "kind": "tiny",
   "description": "Lists tenant ids and names, for choosing one.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "name",
     "type": "string"
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true
    },
    {
     "name": "block",
     "type": "integer"
    },
    {
     "name": "language",
     "type": "string"
    },
    {
     "name": "blocked",
     "type": "flag"
    },
    {
     "name": "creation_date",
     "type": "date",
     "nullable": true
    },
    {
     "name": "creation_admin_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "creation_admin_name",
     "type": "string",
     "nullable": true
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "name"
   ],
   "orderBy": [
    "id",
    "name",
    "description",
    "block",
    "language",
    "blocked",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "tenant_tiny_list (status 0)",
     "argv": [
      "tenant",
      "tiny-list"
     ]
    }
   ]
  },
  {
   "action": "tenant_update",
   "noun": "tenant",
   "verb": "update",
   "family": "tenants",
   "kind": "update",
   "description": "Changes the tenant records the filters select.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "name",
     "type": "string",
     "option": "name",
     "mandatory": false
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true,
     "option": "description",
     "mandatory": false
    },
    {
     "name": "block",
     "type": "integer",
     "option": "block",
     "mandatory": false
    },
    {
     "name": "language",
     "type": "string",
     "option": "language",
     "mandatory": false
    },
    {
     "name": "blocked",
     "type": "flag",
     "option": "blocked",
     "mandatory": false
    }
   ],
   "confirm": true,
   "writes": true,
   "job": true,
   "count": {
    "action": "tenant_all_ids",
    "filters": [
     "id",
     "name",
     "description",
     "block",
     "language",
     "blocked",
     "creation_date",
     "creation_admin_id",
     "creation_admin_name"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "tenant_update (status 0)",
     "argv": [
      "tenant",
      "update",
      "2",
      "--description",
      "Acme Corporation"
     ]
    },
    {
     "title": "an error - the name is taken; each record selected answers in failures (1200)",
     "argv": [
      "tenant",
      "update",
      "3",
      "--name",
      "acme"
     ]
    }
   ]
  },
  {
   "action": "mytenant_update",
   "noun": "tenant",
   "verb": "update-mine",
   "family": "tenants",
   "kind": "update",
   "description": "Updates the caller's own tenant.",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "name",
     "type": "string",
     "option": "name",
     "mandatory": false
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true,
     "option": "description",
     "mandatory": false
    },
    {
     "name": "block",
     "type": "integer",
     "option": "block",
     "mandatory": false
    },
    {
     "name": "language",
     "type": "string",
     "option": "language",
     "mandatory": false
    }
   ],
   "confirm": false,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "an error - a superadministrator's tenant * is no tenant record, so nothing changes; a tenant administrator changes their own tenant",
     "argv": [
      "tenant",
      "update-mine",
      "--language",
      "auto"
     ]
    }
   ]
  },
  {
   "action": "user_all_ids",
   "noun": "user",
   "verb": "all-ids",
   "family": "users",
   "kind": "all_ids",
   "description": "Accepts the specification's ACLs (host.-massive., host.see-main.) and the user equivalents.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "name",
     "type": "string"
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true
    },
    {
     "name": "tenant_id",
     "type": "integer"
    },
    {
     "name": "tenant_name",
     "type": "string"
    },
    {
     "name": "blocked",
     "type": "flag"
    },
    {
     "name": "creation_date",
     "type": "date",
     "nullable": true
    },
    {
     "name": "creation_admin_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "creation_admin_name",
     "type": "string",
     "nullable": true
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id"
   ],
   "orderBy": [
    "id",
    "name",
    "tenant_id",
    "tenant_name",
    "description",
    "blocked",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "user_all_ids (status 0)",
     "argv": [
      "user",
      "all-ids",
      "--filter",
      "tenant_id=2"
     ]
    }
   ]
  },
  {
   "action": "user_create",
   "noun": "user",
   "verb": "create",
   "family": "users",
   "kind": "create",
   "description": "Creates a user.",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "tenant_id",
     "type": "integer",
     "option": "tenant-id",
     "mandatory": false
    },
    {
     "name": "name",
     "type": "string",
     "option": "name",
     "mandatory": true
    },
    {
     "name": "password",
     "type": "password",
     "option": "password",
     "mandatory": true
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true,
     "option": "description",
     "mandatory": false
    },
    {
     "name": "blocked",
     "type": "flag",
     "option": "blocked",
     "mandatory": false
    },
    {
     "name": "__properties__",
     "option": "properties",
     "type": "json",
     "mandatory": false,
     "properties": "set"
    }
   ],
   "confirm": false,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "user_create (status 0)",
     "argv": [
      "user",
      "create",
      "--tenant-id",
      "2",
      "--name",
      "bob",
      "--password",
      "bobs-long-secret",
      "--description",
      "Sales"
     ]
    },
    {
     "title": "a user deleted at the end",
     "argv": [
      "user",
      "create",
      "--tenant-id",
      "2",
      "--name",
      "carol",
      "--password",
      "carols-long-secret"
     ]
    }
   ]
  },
  {
   "action": "user_delete",
   "noun": "user",
   "verb": "delete",
   "family": "users",
   "kind": "delete",
   "description": "Deletes the user records the filters select.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": true,
   "writes": true,
   "job": true,
   "count": {
    "action": "user_all_ids",
    "filters": [
     "id",
     "name",
     "description",
     "tenant_id",
     "tenant_name",
     "blocked",
     "creation_date",
     "creation_admin_id",
     "creation_admin_name"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "user_delete (status 0)",
     "argv": [
      "user",
      "delete",
      "2"
     ]
    }
   ]
  },
  {
   "action": "user_get_details",
   "noun": "user",
   "verb": "details",
   "family": "users",
   "kind": "details",
   "description": "Shows user records in full.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [
    "id",
    "name",
    "tenant_id",
    "tenant_name",
    "description",
    "blocked",
    "number_of_vms",
    "number_of_vms_connected",
    "properties",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name",
    "record_version"
   ],
   "orderBy": [
    "id",
    "name",
    "tenant_id",
    "tenant_name",
    "description",
    "blocked",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": false,
   "live": true,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "user_get_details (status 0)",
     "argv": [
      "user",
      "details",
      "1"
     ]
    }
   ]
  },
  {
   "action": "user_get_list",
   "noun": "user",
   "verb": "list",
   "family": "users",
   "kind": "list",
   "description": "Lists user records, a page at a time, with filters, fields and order.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "name",
     "type": "string"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    },
    {
     "name": "tenant_name",
     "type": "string"
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true
    },
    {
     "name": "blocked",
     "type": "flag"
    },
    {
     "name": "creation_date",
     "type": "date",
     "nullable": true
    },
    {
     "name": "creation_admin_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "creation_admin_name",
     "type": "string",
     "nullable": true
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "name",
    "tenant_id",
    "tenant_name",
    "description",
    "blocked",
    "number_of_vms",
    "number_of_vms_connected",
    "properties",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name",
    "record_version"
   ],
   "orderBy": [
    "id",
    "name",
    "tenant_id",
    "tenant_name",
    "description",
    "blocked",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": true,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "user_get_list (status 0)",
     "argv": [
      "user",
      "list",
      "--filter",
      "tenant_id=2",
      "--filter",
      "blocked=0",
      "--fields",
      "id,name,blocked,number_of_vms",
      "--order",
      "name",
      "--limit",
      "10",
      "--page",
      "1"
     ]
    }
   ]
  },
  {
   "action": "user_get_state",
   "noun": "user",
   "verb": "state",
   "family": "users",
   "kind": "state",
   "description": "Shows the state of user records.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [
    "number_of_vms_connected"
   ],
   "orderBy": [
    "id",
    "name",
    "tenant_id",
    "tenant_name",
    "description",
    "blocked",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "user_get_state (status 0)",
     "argv": [
      "user",
      "state",
      "1"
     ]
    }
   ]
  },
  {
   "action": "user_tiny_list",
   "noun": "user",
   "verb": "tiny-list",
   "family": "users",
   "kind": "tiny",
   "description": "Lists user ids and names, for choosing one.",
   "filters": [
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "tenant_name",
    "id",
    "name"
   ],
   "orderBy": [
    "id",
    "name",
    "tenant_id",
    "tenant_name",
    "description",
    "blocked",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "user_tiny_list (status 0)",
     "argv": [
      "user",
      "tiny-list",
      "--filter",
      "tenant_id=2"
     ]
    }
   ]
  },
  {
   "action": "user_update",
   "noun": "user",
   "verb": "update",
   "family": "users",
   "kind": "update",
   "description": "Changes the user records the filters select.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "name",
     "type": "string",
     "option": "name",
     "mandatory": false
    },
    {
     "name": "password",
     "type": "password",
     "option": "password",
     "mandatory": false
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true,
     "option": "description",
     "mandatory": false
    },
    {
     "name": "blocked",
     "type": "flag",
     "option": "blocked",
     "mandatory": false
    },
    {
     "name": "__properties_changes__",
     "option": "properties-changes",
     "type": "json",
     "mandatory": false,
     "properties": "changes"
    }
   ],
   "confirm": true,
   "writes": true,
   "job": true,
   "count": {
    "action": "user_all_ids",
    "filters": [
     "id",
     "name",
     "description",
     "tenant_id",
     "tenant_name",
     "blocked",
     "creation_date",
     "creation_admin_id",
     "creation_admin_name"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "user_update (status 0)",
     "argv": [
      "user",
      "update",
      "1",
      "--description",
      "Sales, Madrid office"
     ]
    },
    {
     "title": "sets the property on a user",
     "argv": [
      "user",
      "update",
      "1",
      "--property",
      "cost_center=CC-100"
     ]
    }
   ]
  },
  {
   "action": "user_create_property_list",
   "noun": "user-property",
   "verb": "assign",
   "family": "properties",
   "kind": "create",
   "description": "Assigns a property to the user kind; answers the assignment id (svc_obj_prop_id).",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "property_id",
     "type": "integer",
     "option": "property-id",
     "mandatory": true
    }
   ],
   "confirm": false,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "an error - the property is already assigned to users",
     "argv": [
      "user-property",
      "assign",
      "--property-id",
      "1"
     ]
    }
   ]
  },
  {
   "action": "user_get_property_list",
   "noun": "user-property",
   "verb": "list",
   "family": "properties",
   "kind": "list",
   "description": "Lists property assignment records, a page at a time, with filters, fields and order.",
   "filters": [
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "property_id",
    "key",
    "description",
    "tenant_id",
    "tenant_name"
   ],
   "orderBy": [
    "id",
    "key",
    "property_id"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "user_get_property_list (status 0)",
     "argv": [
      "user-property",
      "list",
      "--filter",
      "tenant_id=2"
     ]
    }
   ]
  },
  {
   "action": "user_delete_property_list",
   "noun": "user-property",
   "verb": "unassign",
   "family": "properties",
   "kind": "delete",
   "description": "Deletes the property assignment records the filters select.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "property_id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": true,
   "writes": true,
   "job": true,
   "count": {
    "action": "di_get_property_list",
    "filters": [
     "tenant_id"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "user_delete_property_list (status 0)",
     "argv": [
      "user-property",
      "unassign",
      "1"
     ]
    }
   ]
  },
  {
   "action": "tenant_view_get_list",
   "noun": "view",
   "verb": "list",
   "family": "views",
   "kind": "list",
   "description": "Lists view setting records, a page at a time, with filters, fields and order.",
   "filters": [
    {
     "name": "tenant_id",
     "type": "integer"
    },
    {
     "name": "field",
     "type": "string"
    },
    {
     "name": "visible",
     "type": "flag"
    },
    {
     "name": "view_type",
     "type": "string",
     "choices": [
      "list_column",
      "filter"
     ]
    },
    {
     "name": "device_type",
     "type": "string",
     "choices": [
      "desktop",
      "mobile"
     ]
    },
    {
     "name": "svc_object",
     "type": "string",
     "choices": [
      "user",
      "vm",
      "host",
      "osf",
      "di",
      "role",
      "administrator",
      "tenant",
      "log"
     ]
    },
    {
     "name": "property",
     "type": "flag"
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "tenant_id",
    "field",
    "visible",
    "view_type",
    "device_type",
    "svc_object",
    "property"
   ],
   "orderBy": [
    "tenant_id",
    "field",
    "visible",
    "view_type",
    "device_type",
    "svc_object",
    "property"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "tenant_view_get_list (status 0)",
     "argv": [
      "view",
      "list",
      "--filter",
      "tenant_id=2"
     ]
    }
   ]
  },
  {
   "action": "admin_view_reset",
   "noun": "view",
   "verb": "reset-admin",
   "family": "views",
   "kind": "bespoke",
   "description": "Runs admin_view_reset.",
   "filters": [
    {
     "name": "tenant_id",
     "type": "integer"
    },
    {
     "name": "svc_object",
     "type": "string",
     "choices": [
      "user",
      "vm",
      "host",
      "osf",
      "di",
      "role",
      "administrator",
      "tenant",
      "log"
     ]
    }
   ],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": true,
   "writes": true,
   "job": false,
   "count": {
    "action": "tenant_view_get_list",
    "filters": [
     "tenant_id",
     "field",
     "visible",
     "view_type",
     "device_type",
     "svc_object",
     "property"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "admin_view_reset (status 0)",
     "argv": [
      "view",
      "reset-admin",
      "--filter",
      "svc_object=vm"
     ]
    }
   ]
  },
  {
   "action": "tenant_view_reset",
   "noun": "view",
   "verb": "reset-tenant",
   "family": "views",
   "kind": "bespoke",
   "description": "Runs tenant_view_reset.",
   "filters": [
    {
     "name": "tenant_id",
     "type": "integer"
    },
    {
     "name": "svc_object",
     "type": "string",
     "choices": [
      "user",
      "vm",
      "host",
      "osf",
      "di",
      "role",
      "administrator",
      "tenant",
      "log"
     ]
    }
   ],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": true,
   "writes": true,
   "job": false,
   "count": {
    "action": "tenant_view_get_list",
    "filters": [
     "tenant_id",
     "field",
     "visible",
     "view_type",
     "device_type",
     "svc_object",
     "property"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "tenant_view_reset (status 0)",
     "argv": [
      "view",
      "reset-tenant",
      "--filter",
      "tenant_id=2",
      "--filter",
      "svc_object=vm"
     ]
    }
   ]
  },
  {
   "action": "admin_attribute_view_set",
   "noun": "view",
   "verb": "set-admin-attribute",
   "family": "views",
   "kind": "bespoke",
   "description": "Runs admin_attribute_view_set.",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "field",
     "type": "string",
     "option": "field",
     "mandatory": true
    },
    {
     "name": "svc_object",
     "type": "string",
     "choices": [
      "user",
      "vm",
      "host",
      "osf",
      "di",
      "role",
      "administrator",
      "tenant",
      "log"
     ],
     "option": "svc-object",
     "mandatory": true
    },
    {
     "name": "visible",
     "type": "flag",
     "option": "visible",
     "mandatory": true
    },
    {
     "name": "view_type",
     "type": "string",
     "choices": [
      "list_column",
      "filter"
     ],
     "option": "view-type",
     "mandatory": false
    },
    {
     "name": "device_type",
     "type": "string",
     "choices": [
      "desktop",
      "mobile"
     ],
     "option": "device-type",
     "mandatory": false
    }
   ],
   "confirm": false,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "admin_attribute_view_set (status 0)",
     "argv": [
      "view",
      "set-admin-attribute",
      "--field",
      "ip",
      "--svc-object",
      "vm",
      "--visible",
      "1"
     ]
    }
   ]
  },
  {
   "action": "admin_property_view_set",
   "noun": "view",
   "verb": "set-admin-property",
   "family": "views",
   "kind": "bespoke",
   "description": "Shows or hides a custom property for the caller only.",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "svc_obj_prop_id",
     "type": "integer",
     "option": "svc-obj-prop-id",
     "mandatory": true
    },
    {
     "name": "visible",
     "type": "flag",
     "option": "visible",
     "mandatory": true
    },
    {
     "name": "view_type",
     "type": "string",
     "choices": [
      "list_column",
      "filter"
     ],
     "option": "view-type",
     "mandatory": false
    },
    {
     "name": "device_type",
     "type": "string",
     "choices": [
      "desktop",
      "mobile"
     ],
     "option": "device-type",
     "mandatory": false
    }
   ],
   "confirm": false,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "admin_property_view_set (status 0)",
     "argv": [
      "view",
      "set-admin-property",
      "--svc-obj-prop-id",
      "2",
      "--visible",
      "1"
     ]
    }
   ]
  },
  {
   "action": "tenant_attribute_view_set",
   "noun": "view",
   "verb": "set-tenant-attribute",
   "family": "views",
   "kind": "bespoke",
   "description": "Runs tenant_attribute_view_set.",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "tenant_id",
     "type": "integer",
     "option": "tenant-id",
     "mandatory": false
    },
    {
     "name": "field",
     "type": "string",
     "option": "field",
     "mandatory": true
    },
    {
     "name": "svc_object",
     "type": "string",
     "choices": [
      "user",
      "vm",
      "host",
      "osf",
      "di",
      "role",
      "administrator",
      "tenant",
      "log"
     ],
     "option": "svc-object",
     "mandatory": true
    },
    {
     "name": "visible",
     "type": "flag",
     "option": "visible",
     "mandatory": true
    },
    {
     "name": "view_type",
     "type": "string",
     "choices": [
      "list_column",
      "filter"
     ],
     "option": "view-type",
     "mandatory": false
    },
    {
     "name": "device_type",
     "type": "string",
     "choices": [
      "desktop",
      "mobile"
     ],
     "option": "device-type",
     "mandatory": false
    }
   ],
   "confirm": false,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "tenant_attribute_view_set (status 0)",
     "argv": [
      "view",
      "set-tenant-attribute",
      "--tenant-id",
      "2",
      "--field",
      "ip",
      "--svc-object",
      "vm",
      "--visible",
      "0",
      "--view-type",
      "list_column",
      "--device-type",
      "desktop"
     ]
    }
   ]
  },
  {
   "action": "tenant_property_view_set",
   "noun": "view",
   "verb": "set-tenant-property",
   "family": "views",
   "kind": "bespoke",
   "description": "Shows or hides a custom property (svc_obj_prop_id from K_create_property_list) for the caller's tenant.",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "svc_obj_prop_id",
     "type": "integer",
     "option": "svc-obj-prop-id",
     "mandatory": true
    },
    {
     "name": "visible",
     "type": "flag",
     "option": "visible",
     "mandatory": true
    },
    {
     "name": "view_type",
     "type": "string",
     "choices": [
      "list_column",
      "filter"
     ],
     "option": "view-type",
     "mandatory": false
    },
    {
     "name": "device_type",
     "type": "string",
     "choices": [
      "desktop",
      "mobile"
     ],
     "option": "device-type",
     "mandatory": false
    }
   ],
   "confirm": false,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "hides the user property's column for the tenant",
     "argv": [
      "view",
      "set-tenant-property",
      "--svc-obj-prop-id",
      "1",
      "--visible",
      "0"
     ]
    }
   ]
  },
  {
   "action": "vm_all_ids",
   "noun": "vm",
   "verb": "all-ids",
   "family": "vms",
   "kind": "all_ids",
   "description": "Answers the ids of the vm records the filters select.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "name",
     "type": "string"
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true
    },
    {
     "name": "user_id",
     "type": "integer"
    },
    {
     "name": "user_name",
     "type": "string"
    },
    {
     "name": "osf_id",
     "type": "integer"
    },
    {
     "name": "osf_name",
     "type": "string"
    },
    {
     "name": "di_tag",
     "type": "string"
    },
    {
     "name": "di_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "di_name",
     "type": "string",
     "nullable": true
    },
    {
     "name": "di_version",
     "type": "string",
     "nullable": true
    },
    {
     "name": "di_id_in_use",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "di_name_in_use",
     "type": "string",
     "nullable": true
    },
    {
     "name": "di_version_in_use",
     "type": "string",
     "nullable": true
    },
    {
     "name": "blocked",
     "type": "flag"
    },
    {
     "name": "state",
     "type": "string",
     "choices": [
      "stopped",
      "starting",
      "running",
      "stopping",
      "zombie",
      "debugging"
     ]
    },
    {
     "name": "user_state",
     "type": "string",
     "choices": [
      "disconnected",
      "connecting",
      "connected"
     ]
    },
    {
     "name": "host_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "host_name",
     "type": "string",
     "nullable": true
    },
    {
     "name": "ip",
     "type": "string"
    },
    {
     "name": "next_boot_ip",
     "type": "string"
    },
    {
     "name": "mac",
     "type": "string"
    },
    {
     "name": "ssh_port",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "vnc_port",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "serial_port",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "storage",
     "type": "string",
     "nullable": true
    },
    {
     "name": "expiration_soft",
     "type": "date",
     "nullable": true
    },
    {
     "name": "expiration_hard",
     "type": "date",
     "nullable": true
    },
    {
     "name": "tenant_id",
     "type": "integer"
    },
    {
     "name": "tenant_name",
     "type": "string"
    },
    {
     "name": "creation_date",
     "type": "date",
     "nullable": true
    },
    {
     "name": "creation_admin_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "creation_admin_name",
     "type": "string",
     "nullable": true
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id"
   ],
   "orderBy": [
    "id",
    "name",
    "description",
    "user_id",
    "user_name",
    "osf_id",
    "osf_name",
    "di_tag",
    "di_id",
    "di_name",
    "di_version",
    "di_id_in_use",
    "di_name_in_use",
    "di_version_in_use",
    "blocked",
    "state",
    "user_state",
    "host_id",
    "host_name",
    "ip",
    "next_boot_ip",
    "mac",
    "ssh_port",
    "vnc_port",
    "serial_port",
    "storage",
    "expiration_soft",
    "expiration_hard",
    "tenant_id",
    "tenant_name",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "vm_all_ids (status 0)",
     "argv": [
      "vm",
      "all-ids",
      "--filter",
      "state=stopped"
     ]
    }
   ]
  },
  {
   "action": "vm_create",
   "noun": "vm",
   "verb": "create",
   "family": "vms",
   "kind": "create",
   "description": "Creates a stopped, disconnected VM in its user's tenant (the user and the OS flavour must be of one tenant, the caller's for a tenant administrator: else 7110). Without `ip` it takes the first free address of the VM network; its mac follows from the ip.",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "name",
     "type": "string",
     "option": "name",
     "mandatory": true
    },
    {
     "name": "user_id",
     "type": "integer",
     "option": "user-id",
     "mandatory": true
    },
    {
     "name": "osf_id",
     "type": "integer",
     "option": "osf-id",
     "mandatory": true
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true,
     "option": "description",
     "mandatory": false
    },
    {
     "name": "di_tag",
     "type": "string",
     "option": "di-tag",
     "mandatory": false
    },
    {
     "name": "blocked",
     "type": "flag",
     "option": "blocked",
     "mandatory": false
    },
    {
     "name": "ip",
     "type": "string",
     "option": "ip",
     "mandatory": false
    },
    {
     "name": "storage",
     "type": "string",
     "nullable": true,
     "option": "storage",
     "mandatory": false
    },
    {
     "name": "expiration_soft",
     "type": "date",
     "nullable": true,
     "option": "expiration-soft",
     "mandatory": false
    },
    {
     "name": "expiration_hard",
     "type": "date",
     "nullable": true,
     "option": "expiration-hard",
     "mandatory": false
    },
    {
     "name": "__properties__",
     "option": "properties",
     "type": "json",
     "mandatory": false,
     "properties": "set"
    }
   ],
   "confirm": false,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "a VM of bob on flavour 1, booting its default image",
     "argv": [
      "vm",
      "create",
      "--name",
      "bob-desktop",
      "--user-id",
      "1",
      "--osf-id",
      "1",
      "--di-tag",
      "default"
     ]
    },
    {
     "title": "a VM deleted at the end",
     "argv": [
      "vm",
      "create",
      "--name",
      "bob-spare",
      "--user-id",
      "1",
      "--osf-id",
      "1"
     ]
    }
   ]
  },
  {
   "action": "vm_delete",
   "noun": "vm",
   "verb": "delete",
   "family": "vms",
   "kind": "delete",
   "description": "Deletes stopped VMs; a VM in any other state is refused with 7310.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": true,
   "writes": true,
   "job": true,
   "count": {
    "action": "vm_all_ids",
    "filters": [
     "id",
     "name",
     "description",
     "user_id",
     "user_name",
     "osf_id",
     "osf_name",
     "di_tag",
     "di_id",
     "di_name",
     "di_version",
     "di_id_in_use",
     "di_name_in_use",
     "di_version_in_use",
     "blocked",
     "state",
     "user_state",
     "host_id",
     "host_name",
     "ip",
     "next_boot_ip",
     "mac",
     "ssh_port",
     "vnc_port",
     "serial_port",
     "storage",
     "expiration_soft",
     "expiration_hard",
     "tenant_id",
     "tenant_name",
     "creation_date",
     "creation_admin_id",
     "creation_admin_name"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "vm_delete (status 0)",
     "argv": [
      "vm",
      "delete",
      "2"
     ]
    }
   ]
  },
  {
   "action": "vm_get_details",
   "noun": "vm",
   "verb": "details",
   "family": "vms",
   "kind": "details",
   "description": "Shows vm records in full.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [
    "id",
    "name",
    "description",
    "user_id",
    "user_name",
    "osf_id",
    "osf_name",
    "di_tag",
    "di_id",
    "di_name",
    "di_version",
    "di_id_in_use",
    "di_name_in_use",
    "di_version_in_use",
    "blocked",
    "state",
    "user_state",
    "host_id",
    "host_name",
    "ip",
    "ip_in_use",
    "next_boot_ip",
    "mac",
    "ssh_port",
    "vnc_port",
    "serial_port",
    "storage",
    "expiration_soft",
    "expiration_hard",
    "time_until_expiration_soft",
    "time_until_expiration_hard",
    "properties",
    "tenant_id",
    "tenant_name",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name",
    "record_version"
   ],
   "orderBy": [
    "id",
    "name",
    "description",
    "user_id",
    "user_name",
    "osf_id",
    "osf_name",
    "di_tag",
    "di_id",
    "di_name",
    "di_version",
    "di_id_in_use",
    "di_name_in_use",
    "di_version_in_use",
    "blocked",
    "state",
    "user_state",
    "host_id",
    "host_name",
    "ip",
    "next_boot_ip",
    "mac",
    "ssh_port",
    "vnc_port",
    "serial_port",
    "storage",
    "expiration_soft",
    "expiration_hard",
    "tenant_id",
    "tenant_name",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": false,
   "live": true,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "vm_get_details (status 0)",
     "argv": [
      "vm",
      "details",
      "1"
     ]
    }
   ]
  },
  {
   "action": "vm_user_disconnect",
   "noun": "vm",
   "verb": "disconnect",
   "family": "vms",
   "kind": "exec",
   "description": "Disconnects the user from VMs they are connecting or connected to.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    },
    {
     "name": "user_id",
     "type": "integer"
    },
    {
     "name": "host_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "osf_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": true,
   "writes": true,
   "job": true,
   "count": {
    "action": "vm_all_ids",
    "filters": [
     "id",
     "name",
     "description",
     "user_id",
     "user_name",
     "osf_id",
     "osf_name",
     "di_tag",
     "di_id",
     "di_name",
     "di_version",
     "di_id_in_use",
     "di_name_in_use",
     "di_version_in_use",
     "blocked",
     "state",
     "user_state",
     "host_id",
     "host_name",
     "ip",
     "next_boot_ip",
     "mac",
     "ssh_port",
     "vnc_port",
     "serial_port",
     "storage",
     "expiration_soft",
     "expiration_hard",
     "tenant_id",
     "tenant_name",
     "creation_date",
     "creation_admin_id",
     "creation_admin_name"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "an error - nobody is connected to the VM; each record selected answers in failures (1200)",
     "argv": [
      "vm",
      "disconnect",
      "1"
     ]
    }
   ]
  },
  {
   "action": "vm_get_list",
   "noun": "vm",
   "verb": "list",
   "family": "vms",
   "kind": "list",
   "description": "Lists vm records, a page at a time, with filters, fields and order.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "name",
     "type": "string"
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true
    },
    {
     "name": "user_id",
     "type": "integer"
    },
    {
     "name": "user_name",
     "type": "string"
    },
    {
     "name": "osf_id",
     "type": "integer"
    },
    {
     "name": "osf_name",
     "type": "string"
    },
    {
     "name": "di_tag",
     "type": "string"
    },
    {
     "name": "di_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "di_name",
     "type": "string",
     "nullable": true
    },
    {
     "name": "di_version",
     "type": "string",
     "nullable": true
    },
    {
     "name": "di_id_in_use",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "di_name_in_use",
     "type": "string",
     "nullable": true
    },
    {
     "name": "di_version_in_use",
     "type": "string",
     "nullable": true
    },
    {
     "name": "blocked",
     "type": "flag"
    },
    {
     "name": "state",
     "type": "string",
     "choices": [
      "stopped",
      "starting",
      "running",
      "stopping",
      "zombie",
      "debugging"
     ]
    },
    {
     "name": "user_state",
     "type": "string",
     "choices": [
      "disconnected",
      "connecting",
      "connected"
     ]
    },
    {
     "name": "host_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "host_name",
     "type": "string",
     "nullable": true
    },
    {
     "name": "ip",
     "type": "string"
    },
    {
     "name": "next_boot_ip",
     "type": "string"
    },
    {
     "name": "mac",
     "type": "string"
    },
    {
     "name": "ssh_port",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "vnc_port",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "serial_port",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "storage",
     "type": "string",
     "nullable": true
    },
    {
     "name": "expiration_soft",
     "type": "date",
     "nullable": true
    },
    {
     "name": "expiration_hard",
     "type": "date",
     "nullable": true
    },
    {
     "name": "tenant_id",
     "type": "integer"
    },
    {
     "name": "tenant_name",
     "type": "string"
    },
    {
     "name": "creation_date",
     "type": "date",
     "nullable": true
    },
    {
     "name": "creation_admin_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "creation_admin_name",
     "type": "string",
     "nullable": true
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "name",
    "description",
    "user_id",
    "user_name",
    "osf_id",
    "osf_name",
    "di_tag",
    "di_id",
    "di_name",
    "di_version",
    "di_id_in_use",
    "di_name_in_use",
    "di_version_in_use",
    "blocked",
    "state",
    "user_state",
    "host_id",
    "host_name",
    "ip",
    "ip_in_use",
    "next_boot_ip",
    "mac",
    "ssh_port",
    "vnc_port",
    "serial_port",
    "storage",
    "expiration_soft",
    "expiration_hard",
    "time_until_expiration_soft",
    "time_until_expiration_hard",
    "properties",
    "tenant_id",
    "tenant_name",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name",
    "record_version"
   ],
   "orderBy": [
    "id",
    "name",
    "description",
    "user_id",
    "user_name",
    "osf_id",
    "osf_name",
    "di_tag",
    "di_id",
    "di_name",
    "di_version",
    "di_id_in_use",
    "di_name_in_use",
    "di_version_in_use",
    "blocked",
    "state",
    "user_state",
    "host_id",
    "host_name",
    "ip",
    "next_boot_ip",
    "mac",
    "ssh_port",
    "vnc_port",
    "serial_port",
    "storage",
    "expiration_soft",
    "expiration_hard",
    "tenant_id",
    "tenant_name",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": true,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "vm_get_list (status 0)",
     "argv": [
      "vm",
      "list",
      "--filter",
      "user_id=1",
      "--fields",
      "id,name,state,user_state,ip",
      "--order",
      "name"
     ]
    }
   ]
  },
  {
   "action": "vm_start",
   "noun": "vm",
   "verb": "start",
   "family": "vms",
   "kind": "exec",
   "description": "Starts stopped, unblocked VMs on the running, unblocked backend host with the fewest VMs (ties by id; none → 5140), booting the image their di_tag names, which they then hold in use; ports are assigned on the host.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    },
    {
     "name": "user_id",
     "type": "integer"
    },
    {
     "name": "host_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "osf_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": true,
   "writes": true,
   "job": true,
   "count": {
    "action": "vm_all_ids",
    "filters": [
     "id",
     "name",
     "description",
     "user_id",
     "user_name",
     "osf_id",
     "osf_name",
     "di_tag",
     "di_id",
     "di_name",
     "di_version",
     "di_id_in_use",
     "di_name_in_use",
     "di_version_in_use",
     "blocked",
     "state",
     "user_state",
     "host_id",
     "host_name",
     "ip",
     "next_boot_ip",
     "mac",
     "ssh_port",
     "vnc_port",
     "serial_port",
     "storage",
     "expiration_soft",
     "expiration_hard",
     "tenant_id",
     "tenant_name",
     "creation_date",
     "creation_admin_id",
     "creation_admin_name"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "vm_start (status 0)",
     "argv": [
      "vm",
      "start",
      "1"
     ]
    }
   ]
  },
  {
   "action": "vm_stop",
   "noun": "vm",
   "verb": "stop",
   "family": "vms",
   "kind": "exec",
   "description": "Stops VMs that are starting, running or debugging.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    },
    {
     "name": "user_id",
     "type": "integer"
    },
    {
     "name": "host_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "osf_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": true,
   "writes": true,
   "job": true,
   "count": {
    "action": "vm_all_ids",
    "filters": [
     "id",
     "name",
     "description",
     "user_id",
     "user_name",
     "osf_id",
     "osf_name",
     "di_tag",
     "di_id",
     "di_name",
     "di_version",
     "di_id_in_use",
     "di_name_in_use",
     "di_version_in_use",
     "blocked",
     "state",
     "user_state",
     "host_id",
     "host_name",
     "ip",
     "next_boot_ip",
     "mac",
     "ssh_port",
     "vnc_port",
     "serial_port",
     "storage",
     "expiration_soft",
     "expiration_hard",
     "tenant_id",
     "tenant_name",
     "creation_date",
     "creation_admin_id",
     "creation_admin_name"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "vm_stop (status 0)",
     "argv": [
      "vm",
      "stop",
      "1"
     ]
    }
   ]
  },
  {
   "action": "vm_tiny_list",
   "noun": "vm",
   "verb": "tiny-list",
   "family": "vms",
   "kind": "tiny",
   "description": "Lists vm ids and names, for choosing one.",
   "filters": [
    {
     "name": "tenant_id",
     "type": "integer"
    },
    {
     "name": "user_id",
     "type": "integer"
    },
    {
     "name": "osf_id",
     "type": "integer"
    },
    {
     "name": "host_id",
     "type": "integer",
     "nullable": true
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "name",
    "tenant_name"
   ],
   "orderBy": [
    "id",
    "name",
    "tenant_id",
    "tenant_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "vm_tiny_list (status 0)",
     "argv": [
      "vm",
      "tiny-list",
      "--filter",
      "user_id=1"
     ]
    }
   ]
  },
  {
   "action": "vm_update",
   "noun": "vm",
   "verb": "update",
   "family": "vms",
   "kind": "update",
   "description": "Changes the vm records the filters select.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "name",
     "type": "string",
     "option": "name",
     "mandatory": false
    },
    {
     "name": "description",
     "type": "string",
     "nullable": true,
     "option": "description",
     "mandatory": false
    },
    {
     "name": "blocked",
     "type": "flag",
     "option": "blocked",
     "mandatory": false
    },
    {
     "name": "di_tag",
     "type": "string",
     "option": "di-tag",
     "mandatory": false
    },
    {
     "name": "expiration_soft",
     "type": "date",
     "nullable": true,
     "option": "expiration-soft",
     "mandatory": false
    },
    {
     "name": "expiration_hard",
     "type": "date",
     "nullable": true,
     "option": "expiration-hard",
     "mandatory": false
    },
    {
     "name": "__properties_changes__",
     "option": "properties-changes",
     "type": "json",
     "mandatory": false,
     "properties": "changes"
    }
   ],
   "confirm": true,
   "writes": true,
   "job": true,
   "count": {
    "action": "vm_all_ids",
    "filters": [
     "id",
     "name",
     "description",
     "user_id",
     "user_name",
     "osf_id",
     "osf_name",
     "di_tag",
     "di_id",
     "di_name",
     "di_version",
     "di_id_in_use",
     "di_name_in_use",
     "di_version_in_use",
     "blocked",
     "state",
     "user_state",
     "host_id",
     "host_name",
     "ip",
     "next_boot_ip",
     "mac",
     "ssh_port",
     "vnc_port",
     "serial_port",
     "storage",
     "expiration_soft",
     "expiration_hard",
     "tenant_id",
     "tenant_name",
     "creation_date",
     "creation_admin_id",
     "creation_admin_name"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "vm_update (status 0)",
     "argv": [
      "vm",
      "update",
      "1",
      "--description",
      "Bob's desktop",
      "--expiration-soft",
      "2030-01-01T00:00:00"
     ]
    }
   ]
  },
  {
   "action": "vm_create_property_list",
   "noun": "vm-property",
   "verb": "assign",
   "family": "properties",
   "kind": "create",
   "description": "Assigns a property to the vm kind; answers the assignment id (svc_obj_prop_id).",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "property_id",
     "type": "integer",
     "option": "property-id",
     "mandatory": true
    }
   ],
   "confirm": false,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "an error - the property is already assigned to VMs",
     "argv": [
      "vm-property",
      "assign",
      "--property-id",
      "1"
     ]
    }
   ]
  },
  {
   "action": "vm_get_property_list",
   "noun": "vm-property",
   "verb": "list",
   "family": "properties",
   "kind": "list",
   "description": "Lists property assignment records, a page at a time, with filters, fields and order.",
   "filters": [
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "property_id",
    "key",
    "description",
    "tenant_id",
    "tenant_name"
   ],
   "orderBy": [
    "id",
    "key",
    "property_id"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "vm_get_property_list (status 0)",
     "argv": [
      "vm-property",
      "list",
      "--filter",
      "tenant_id=2"
     ]
    }
   ]
  },
  {
   "action": "vm_delete_property_list",
   "noun": "vm-property",
   "verb": "unassign",
   "family": "properties",
   "kind": "delete",
   "description": "Deletes the property assignment records the filters select.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "property_id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": true,
   "writes": true,
   "job": true,
   "count": {
    "action": "di_get_property_list",
    "filters": [
     "tenant_id"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "vm_delete_property_list (status 0)",
     "argv": [
      "vm-property",
      "unassign",
      "2"
     ]
    }
   ]
  },
  {
   "action": "webhook_create",
   "noun": "webhook",
   "verb": "create",
   "family": "webhooks",
   "kind": "bespoke",
   "description": "Subscribes `url` to the event `kinds` (at least one), from the caller's tenant (a superadministrator: every tenant, or `filter_tenant_id`), optionally of some `object_kinds` only. The subscription belongs to the caller, and its events show records as the caller sees them (with a token's ACLs when made with one). `secret` (16 to 128 characters) or one generated is answered once, in the row's `secret`. A URL the outbound policy refuses answers 7010; an unknown kind 7020.",
   "filters": [],
   "mandatoryFilters": [],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "name",
     "type": "string",
     "option": "name",
     "mandatory": true
    },
    {
     "name": "url",
     "type": "string",
     "option": "url",
     "mandatory": true
    },
    {
     "name": "kinds",
     "type": "json",
     "option": "kinds",
     "mandatory": true
    },
    {
     "name": "filter_tenant_id",
     "type": "integer",
     "nullable": true,
     "option": "filter-tenant-id",
     "mandatory": false
    },
    {
     "name": "object_kinds",
     "type": "json",
     "nullable": true,
     "option": "object-kinds",
     "mandatory": false
    },
    {
     "name": "enabled",
     "type": "flag",
     "option": "enabled",
     "mandatory": false
    },
    {
     "name": "secret",
     "type": "string",
     "option": "secret",
     "mandatory": false
    }
   ],
   "confirm": false,
   "writes": true,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "a ticketing system will hear of every VM change and refused login, once enabled (the secret is answered once)",
     "argv": [
      "webhook",
      "create",
      "--name",
      "ticketing",
      "--url",
      "https://hooks.example.com/svc",
      "--kinds",
      "[\"vm_changed\",\"vm_blocked_or_unblocked\",\"login_refused\"]",
      "--enabled",
      "0"
     ]
    }
   ]
  },
  {
   "action": "webhook_delete",
   "noun": "webhook",
   "verb": "delete",
   "family": "webhooks",
   "kind": "bespoke",
   "description": "Deletes subscriptions (by id) with their delivery log; what was queued for them is not sent.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": true,
   "writes": true,
   "job": false,
   "count": {
    "action": "webhook_get_list",
    "filters": [
     "id",
     "name",
     "url",
     "enabled",
     "paused",
     "filter_tenant_id",
     "admin_id",
     "admin_name",
     "api_token",
     "tenant_id",
     "tenant_name",
     "creation_date",
     "creation_admin_id",
     "creation_admin_name"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "the subscription and its delivery log",
     "argv": [
      "webhook",
      "delete",
      "1"
     ]
    }
   ]
  },
  {
   "action": "webhook_get_details",
   "noun": "webhook",
   "verb": "details",
   "family": "webhooks",
   "kind": "details",
   "description": "One subscription, by id. Never the secret.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [
    "id",
    "name",
    "url",
    "kinds",
    "filter_tenant_id",
    "object_kinds",
    "enabled",
    "paused",
    "paused_reason",
    "paused_date",
    "failures",
    "admin_id",
    "admin_name",
    "api_token",
    "tenant_id",
    "tenant_name",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "orderBy": [
    "id"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "webhook_get_details (status 0)",
     "argv": [
      "webhook",
      "details",
      "1"
     ]
    }
   ]
  },
  {
   "action": "webhook_get_list",
   "noun": "webhook",
   "verb": "list",
   "family": "webhooks",
   "kind": "list",
   "description": "The subscriptions of the caller's tenant (a superadministrator's, of every tenant). Never the secret.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "name",
     "type": "string"
    },
    {
     "name": "url",
     "type": "string"
    },
    {
     "name": "enabled",
     "type": "flag"
    },
    {
     "name": "paused",
     "type": "flag"
    },
    {
     "name": "filter_tenant_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "admin_id",
     "type": "integer"
    },
    {
     "name": "admin_name",
     "type": "string"
    },
    {
     "name": "api_token",
     "type": "string",
     "nullable": true
    },
    {
     "name": "tenant_id",
     "type": "integer"
    },
    {
     "name": "tenant_name",
     "type": "string"
    },
    {
     "name": "creation_date",
     "type": "date",
     "nullable": true
    },
    {
     "name": "creation_admin_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "creation_admin_name",
     "type": "string",
     "nullable": true
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "name",
    "url",
    "kinds",
    "filter_tenant_id",
    "object_kinds",
    "enabled",
    "paused",
    "paused_reason",
    "paused_date",
    "failures",
    "admin_id",
    "admin_name",
    "api_token",
    "tenant_id",
    "tenant_name",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "orderBy": [
    "id",
    "name",
    "url",
    "enabled",
    "paused",
    "failures",
    "admin_id",
    "admin_name",
    "tenant_id",
    "tenant_name",
    "creation_date",
    "creation_admin_id",
    "creation_admin_name"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "the subscriptions (never their secrets)",
     "argv": [
      "webhook",
      "list",
      "--order",
      "name"
     ]
    }
   ]
  },
  {
   "action": "webhook_redeliver",
   "noun": "webhook",
   "verb": "redeliver",
   "family": "webhooks",
   "kind": "bespoke",
   "description": "Sends deliveries (by id) again: each becomes a new delivery of the same event with the same body (same event id), queued now, whatever the first one's state. Answers the new deliveries' ids in `rows`.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": true,
   "writes": true,
   "job": false,
   "count": {
    "action": "webhook_delivery_get_list",
    "filters": [
     "id",
     "webhook_id",
     "webhook_name",
     "tenant_id",
     "event_id",
     "kind",
     "object_kind",
     "object_id",
     "object_name",
     "state",
     "attempts",
     "http_status",
     "event_date",
     "creation_date",
     "delivery_date",
     "redelivery_of"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "queues the ping once more (the same event id, and the same body once it has one)",
     "argv": [
      "webhook",
      "redeliver",
      "1"
     ]
    }
   ]
  },
  {
   "action": "webhook_test",
   "noun": "webhook",
   "verb": "test",
   "family": "webhooks",
   "kind": "bespoke",
   "description": "Queues a `ping` event for each subscription selected (by id), signed and delivered as any other (to a paused subscription too, to check its target before resuming it; a disabled one sends it once enabled): answers the deliveries' ids in `rows`; follow them with webhook_delivery_get_list.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [],
   "orderBy": [],
   "arguments": [],
   "confirm": true,
   "writes": true,
   "job": false,
   "count": {
    "action": "webhook_get_list",
    "filters": [
     "id",
     "name",
     "url",
     "enabled",
     "paused",
     "filter_tenant_id",
     "admin_id",
     "admin_name",
     "api_token",
     "tenant_id",
     "tenant_name",
     "creation_date",
     "creation_admin_id",
     "creation_admin_name"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "queues a signed ping to the target (sent once the subscription is enabled)",
     "argv": [
      "webhook",
      "test",
      "1"
     ]
    }
   ]
  },
  {
   "action": "webhook_update",
   "noun": "webhook",
   "verb": "update",
   "family": "webhooks",
   "kind": "bespoke",
   "description": "Changes subscriptions (by id): name, url, kinds, filters, enabled, or the secret (`secret` a new value, or `rotate_secret: 1` for a generated one; either is answered once, in the row's `secret`). Setting enabled (to 1) on a paused subscription resumes it: its queued deliveries are sent again from where they stopped. The caller becomes the subscription's owner (with the token it calls with, if any): its events show records as the caller may see them from then on, those queued included.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    }
   ],
   "mandatoryFilters": [
    "id"
   ],
   "fields": [],
   "orderBy": [],
   "arguments": [
    {
     "name": "name",
     "type": "string",
     "option": "name",
     "mandatory": false
    },
    {
     "name": "url",
     "type": "string",
     "option": "url",
     "mandatory": false
    },
    {
     "name": "kinds",
     "type": "json",
     "option": "kinds",
     "mandatory": false
    },
    {
     "name": "filter_tenant_id",
     "type": "integer",
     "nullable": true,
     "option": "filter-tenant-id",
     "mandatory": false
    },
    {
     "name": "object_kinds",
     "type": "json",
     "nullable": true,
     "option": "object-kinds",
     "mandatory": false
    },
    {
     "name": "enabled",
     "type": "flag",
     "option": "enabled",
     "mandatory": false
    },
    {
     "name": "secret",
     "type": "string",
     "option": "secret",
     "mandatory": false
    },
    {
     "name": "rotate_secret",
     "type": "flag",
     "option": "rotate-secret",
     "mandatory": false
    }
   ],
   "confirm": true,
   "writes": true,
   "job": false,
   "count": {
    "action": "webhook_get_list",
    "filters": [
     "id",
     "name",
     "url",
     "enabled",
     "paused",
     "filter_tenant_id",
     "admin_id",
     "admin_name",
     "api_token",
     "tenant_id",
     "tenant_name",
     "creation_date",
     "creation_admin_id",
     "creation_admin_name"
    ]
   },
   "paged": false,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "VM events only, and a new generated secret (answered once)",
     "argv": [
      "webhook",
      "update",
      "1",
      "--object-kinds",
      "[\"vm\"]",
      "--rotate-secret",
      "1"
     ]
    }
   ]
  },
  {
   "action": "webhook_delivery_get_list",
   "noun": "webhook-delivery",
   "verb": "list",
   "family": "webhooks",
   "kind": "list",
   "description": "The delivery log of the subscriptions the caller sees (filter by webhook_id), newest first by default order_by id desc.",
   "filters": [
    {
     "name": "id",
     "type": "integer"
    },
    {
     "name": "webhook_id",
     "type": "integer"
    },
    {
     "name": "webhook_name",
     "type": "string"
    },
    {
     "name": "tenant_id",
     "type": "integer"
    },
    {
     "name": "event_id",
     "type": "string"
    },
    {
     "name": "kind",
     "type": "string"
    },
    {
     "name": "object_kind",
     "type": "string",
     "nullable": true
    },
    {
     "name": "object_id",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "object_name",
     "type": "string",
     "nullable": true
    },
    {
     "name": "state",
     "type": "string",
     "choices": [
      "pending",
      "delivered",
      "failed"
     ]
    },
    {
     "name": "attempts",
     "type": "integer"
    },
    {
     "name": "http_status",
     "type": "integer",
     "nullable": true
    },
    {
     "name": "event_date",
     "type": "date"
    },
    {
     "name": "creation_date",
     "type": "date"
    },
    {
     "name": "delivery_date",
     "type": "date",
     "nullable": true
    },
    {
     "name": "redelivery_of",
     "type": "integer",
     "nullable": true
    }
   ],
   "mandatoryFilters": [],
   "fields": [
    "id",
    "webhook_id",
    "webhook_name",
    "tenant_id",
    "event_id",
    "kind",
    "event_date",
    "object_kind",
    "object_id",
    "object_name",
    "state",
    "attempts",
    "http_status",
    "error",
    "duration_ms",
    "next_attempt_date",
    "last_attempt_date",
    "delivery_date",
    "redelivery_of",
    "creation_date"
   ],
   "orderBy": [
    "id",
    "webhook_id",
    "kind",
    "object_id",
    "state",
    "attempts",
    "http_status",
    "event_date",
    "creation_date",
    "delivery_date"
   ],
   "arguments": [],
   "confirm": false,
   "writes": false,
   "job": false,
   "paged": true,
   "live": false,
   "sessionsOnly": false,
   "examples": [
    {
     "title": "the subscription's delivery log",
     "argv": [
      "webhook-delivery",
      "list",
      "--filter",
      "webhook_id=1",
      "--order",
      "-id"
     ]
    }
   ]
  }
 ],
 "transfers": {
  "noun": "di",
  "action": "di_create"
 }
};
