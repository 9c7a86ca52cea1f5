// Generated from catalog/ by `make gen`; do not edit.

import { ClientCore, type CallOptions } from './client-core.js';
import type { Answer, Params } from './types.js';
import type { TransferOptions } from './transfer.js';
import type { UploadSource } from './upload.js';
/**
 * `acl_get_list` (bespoke, acl): bespoke action on acl.
 */
export interface AclGetList {
    filters: {
        id: number;
        name: string;
        description: string;
        acl_name: string;
        admin_id: number;
        operative: 0 | 1 | boolean;
    };
    mandatoryFilters: never;
    fields: "id" | "name" | "description" | "roles" | "operative";
    defaultFields: "id" | "name" | "description" | "roles" | "operative";
    restrictedFields: never;
    order: "id" | "name" | "description";
    arguments: {};
    row: {
        id: number;
        name: string;
        description: string;
        roles: {
            [key: string]: string;
        };
        operative: 0 | 1;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `acl_tiny_list` (bespoke, acl): bespoke action on acl.
 */
export interface AclTinyList {
    filters: {
        name: string;
    };
    mandatoryFilters: never;
    fields: "id" | "name";
    defaultFields: "id" | "name";
    restrictedFields: never;
    order: "id" | "name" | "description";
    arguments: {};
    row: {
        id: number;
        name: string;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `action_get_list` (bespoke, log_choice): The names of every action, as rows with `id` and `name` (both the name), for the choices of the log's `action` filter.
 */
export interface ActionGetList {
    filters: {};
    mandatoryFilters: never;
    fields: "id" | "name";
    defaultFields: "id" | "name";
    restrictedFields: never;
    order: "id" | "name";
    arguments: {};
    row: {
        id: string;
        name: string;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `admin_attribute_view_set` (bespoke, view_setting): bespoke action on view_setting.
 */
export interface AdminAttributeViewSet {
    filters: {};
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        device_type?: "desktop" | "mobile";
        field: string;
        svc_object: "user" | "vm" | "host" | "osf" | "di" | "role" | "administrator" | "tenant" | "log";
        view_type?: "list_column" | "filter";
        visible: 0 | 1 | boolean;
    };
    row: {};
    extra: {};
    idempotent: false;
    writes: true;
    versioned: false;
    job: false;
    rows: 'described';
    describedRow: {
        id: number;
    };
    live: false;
}
/**
 * `admin_property_view_set` (bespoke, view_setting): Shows or hides a custom property for the caller only.
 */
export interface AdminPropertyViewSet {
    filters: {};
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        device_type?: "desktop" | "mobile";
        svc_obj_prop_id: number;
        view_type?: "list_column" | "filter";
        visible: 0 | 1 | boolean;
    };
    row: {};
    extra: {};
    idempotent: false;
    writes: true;
    versioned: false;
    job: false;
    rows: 'described';
    describedRow: {
        id: number;
    };
    live: false;
}
/**
 * `admin_view_reset` (bespoke, view_setting): bespoke action on view_setting.
 */
export interface AdminViewReset {
    filters: {
        tenant_id: number;
        svc_object: string;
    };
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {};
    idempotent: false;
    writes: true;
    versioned: false;
    job: false;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `administrator_all_ids` (all_ids, administrator): all_ids action on administrator.
 */
export interface AdministratorAllIds {
    filters: {
        id: number;
        name: string;
        tenant_id: number;
        tenant_name: string;
        description: string | null;
        block: number;
        language: string;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
    };
    mandatoryFilters: never;
    fields: "id";
    defaultFields: "id";
    restrictedFields: never;
    order: "id" | "name" | "tenant_id" | "tenant_name" | "description" | "block" | "language" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'ids';
    describedRow: never;
    live: false;
}
/**
 * `administrator_create` (create, administrator): create action on administrator.
 */
export interface AdministratorCreate {
    filters: {};
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        __roles__?: (string | number)[];
        block?: number;
        description?: string | null;
        language?: string;
        name: string;
        password: string;
        tenant_id?: number;
    };
    row: {};
    extra: {};
    idempotent: true;
    writes: true;
    versioned: false;
    job: false;
    rows: 'created';
    describedRow: never;
    live: false;
}
/**
 * `administrator_delete` (delete, administrator): delete action on administrator.
 */
export interface AdministratorDelete {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {
        job_id?: number;
    };
    idempotent: true;
    writes: true;
    versioned: true;
    job: true;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `administrator_get_details` (details, administrator): details action on administrator.
 */
export interface AdministratorGetDetails {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: "id" | "tenant_id" | "tenant_name" | "name" | "description" | "roles" | "block" | "language" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    defaultFields: "id" | "tenant_id" | "tenant_name" | "name" | "description" | "roles" | "block" | "language" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    restrictedFields: "description" | "roles" | "language" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    order: "id" | "name" | "tenant_id" | "tenant_name" | "description" | "block" | "language" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
        tenant_id: number;
        tenant_name: string;
        name: string;
        description: string | null;
        roles: {
            [key: string]: string;
        };
        block: number;
        language: string;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
        record_version: number;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `administrator_get_list` (list, administrator): list action on administrator.
 */
export interface AdministratorGetList {
    filters: {
        id: number;
        name: string;
        tenant_id: number;
        tenant_name: string;
        description: string | null;
        block: number;
        language: string;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
    };
    mandatoryFilters: never;
    fields: "id" | "tenant_id" | "tenant_name" | "name" | "description" | "roles" | "block" | "language" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    defaultFields: "id" | "tenant_id" | "tenant_name" | "name" | "description" | "roles" | "block" | "language" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    restrictedFields: "description" | "roles" | "language" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    order: "id" | "name" | "tenant_id" | "tenant_name" | "description" | "block" | "language" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
        tenant_id: number;
        tenant_name: string;
        name: string;
        description: string | null;
        roles: {
            [key: string]: string;
        };
        block: number;
        language: string;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
        record_version: number;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `administrator_second_factor_reset` (bespoke, administrator): Removes the second factor and recovery codes of the administrators selected (an administrator who lost its app and its codes then logs in with its password and enrols again). Audited. Only the superadministrator's role holds its ACL unless it is given on purpose.
 */
export interface AdministratorSecondFactorReset {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {};
    idempotent: false;
    writes: true;
    versioned: false;
    job: false;
    rows: 'described';
    describedRow: {
        id: number;
    };
    live: false;
}
/**
 * `administrator_tiny_list` (tiny, administrator): tiny action on administrator.
 */
export interface AdministratorTinyList {
    filters: {
        tenant_id: number;
    };
    mandatoryFilters: never;
    fields: "tenant_id" | "id" | "name" | "tenant_name";
    defaultFields: "tenant_id" | "id" | "name" | "tenant_name";
    restrictedFields: never;
    order: "id" | "name" | "tenant_id" | "tenant_name" | "description" | "block" | "language" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        tenant_id: number;
        id: number;
        name: string;
        tenant_name: string;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `administrator_update` (update, administrator): update action on administrator.
 */
export interface AdministratorUpdate {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        __roles_changes__?: {
            assign_roles?: (string | number)[];
            unassign_roles?: (string | number)[];
        };
        block?: number;
        description?: string | null;
        language?: string;
        name?: string;
        password?: string;
    };
    row: {};
    extra: {
        job_id?: number;
    };
    idempotent: true;
    writes: true;
    versioned: true;
    job: true;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `api_token_create` (bespoke, api_token): Creates a token for the caller, or with administrator.token.manage for another administrator of its tenant (admin_id). `acls` defaults to every ACL the owner holds now (and the caller too, when they differ); naming an ACL either lacks answers 4230. Answers the secret once, in the row's `secret`. Needs a session: a token cannot create tokens (4210).
 */
export interface ApiTokenCreate {
    filters: {};
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        acls?: string[];
        admin_id?: number;
        expiration_date?: string | null;
        name: string;
    };
    row: {};
    extra: {};
    idempotent: false;
    writes: true;
    versioned: false;
    job: false;
    rows: 'described';
    describedRow: {
        id: number;
        name: string;
        admin_id: number;
        acls: string[];
        expiration_date: string | null;
        secret: string;
    };
    live: false;
}
/**
 * `api_token_delete` (bespoke, api_token): Revokes tokens (by id): each answers 3230 from then on, in every server process at once, and the live sockets opened with it end within a second. The record stays, revoked, for the audit trail.
 */
export interface ApiTokenDelete {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {};
    idempotent: false;
    writes: true;
    versioned: false;
    job: false;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `api_token_get_details` (bespoke, api_token): One token the caller may see (its own, or with administrator.token.see), by id. Never the secret.
 */
export interface ApiTokenGetDetails {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: "id" | "name" | "admin_id" | "admin_name" | "tenant_id" | "tenant_name" | "acls" | "expiration_date" | "revoked" | "revocation_date" | "last_used_date" | "last_used_address" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    defaultFields: "id" | "name" | "admin_id" | "admin_name" | "tenant_id" | "tenant_name" | "acls" | "expiration_date" | "revoked" | "revocation_date" | "last_used_date" | "last_used_address" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    restrictedFields: never;
    order: "id" | "name" | "admin_id" | "admin_name" | "tenant_id" | "tenant_name" | "expiration_date" | "revoked" | "revocation_date" | "last_used_date" | "last_used_address" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
        name: string;
        admin_id: number;
        admin_name: string;
        tenant_id: number;
        tenant_name: string;
        acls: string[];
        expiration_date: string | null;
        revoked: 0 | 1;
        revocation_date: string | null;
        last_used_date: string | null;
        last_used_address: string | null;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
        record_version: number;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `api_token_get_list` (bespoke, api_token): The caller's own tokens, and with administrator.token.see those of the other administrators of its tenant. Never the secret.
 */
export interface ApiTokenGetList {
    filters: {
        id: number;
        name: string;
        admin_id: number;
        admin_name: string;
        tenant_id: number;
        tenant_name: string;
        expiration_date: string | null;
        revoked: 0 | 1 | boolean;
        revocation_date: string | null;
        last_used_date: string | null;
        last_used_address: string | null;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
    };
    mandatoryFilters: never;
    fields: "id" | "name" | "admin_id" | "admin_name" | "tenant_id" | "tenant_name" | "acls" | "expiration_date" | "revoked" | "revocation_date" | "last_used_date" | "last_used_address" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    defaultFields: "id" | "name" | "admin_id" | "admin_name" | "tenant_id" | "tenant_name" | "acls" | "expiration_date" | "revoked" | "revocation_date" | "last_used_date" | "last_used_address" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    restrictedFields: never;
    order: "id" | "name" | "admin_id" | "admin_name" | "tenant_id" | "tenant_name" | "expiration_date" | "revoked" | "revocation_date" | "last_used_date" | "last_used_address" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
        name: string;
        admin_id: number;
        admin_name: string;
        tenant_id: number;
        tenant_name: string;
        acls: string[];
        expiration_date: string | null;
        revoked: 0 | 1;
        revocation_date: string | null;
        last_used_date: string | null;
        last_used_address: string | null;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
        record_version: number;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `api_token_update` (bespoke, api_token): Changes a token's name, expiration_date (null: never) or ACLs (any subset of what its owner and the caller hold now). A revoked token stays revoked. Needs a session (4210 with a token).
 */
export interface ApiTokenUpdate {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        acls?: string[];
        expiration_date?: string | null;
        name?: string;
    };
    row: {};
    extra: {};
    idempotent: false;
    writes: true;
    versioned: false;
    job: false;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `config_delete` (bespoke, config_token): Resets a core token to its default (7390 when it already is) or removes a custom token.
 */
export interface ConfigDelete {
    filters: {
        tenant_id: number;
        key: string;
    };
    mandatoryFilters: "key";
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {};
    idempotent: false;
    writes: true;
    versioned: false;
    job: false;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `config_get` (bespoke, config_token): bespoke action on config_token.
 */
export interface ConfigGet {
    filters: {
        key: string;
        tenant_id: number;
        operative_value: string | null;
        default_value: string | null;
        is_default: 0 | 1 | boolean;
    };
    mandatoryFilters: never;
    fields: "key" | "tenant_id" | "operative_value" | "default_value" | "is_default";
    defaultFields: "key" | "tenant_id" | "operative_value" | "default_value" | "is_default";
    restrictedFields: never;
    order: "key";
    arguments: {};
    row: {
        key: string;
        tenant_id: number;
        operative_value: string | null;
        default_value: string | null;
        is_default: 0 | 1;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `config_set` (bespoke, config_token): Sets a token for a tenant (tenant -1 for global tokens); answers a row with tenant_id and key.
 */
export interface ConfigSet {
    filters: {};
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        key: string;
        tenant_id?: number;
        value: string | null;
    };
    row: {};
    extra: {};
    idempotent: false;
    writes: true;
    versioned: false;
    job: false;
    rows: 'described';
    describedRow: {
        tenant_id: number;
        key: string;
    };
    live: false;
}
/**
 * `config_ssl` (bespoke, config_token): Stores the server's TLS certificate, key, revocation list and authority (PEM); used from the next start.
 */
export interface ConfigSsl {
    filters: {};
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        ca?: string;
        cert: string;
        crl?: string;
        key: string;
    };
    row: {};
    extra: {};
    idempotent: false;
    writes: true;
    versioned: false;
    job: false;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `config_wat_get_details` (bespoke, config_token): The web client settings of a tenant - rows with language, block and tenant_id.
 */
export interface ConfigWatGetDetails {
    filters: {
        tenant_id: number;
        block: number;
        language: string;
    };
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'described';
    describedRow: {
        tenant_id: number;
        block: number;
        language: string;
    };
    live: false;
}
/**
 * `config_wat_get_list` (bespoke, config_token): The same answer as config_wat_get_details, under the name the original web console calls.
 */
export interface ConfigWatGetList {
    filters: {
        tenant_id: number;
        block: number;
        language: string;
    };
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'described';
    describedRow: {
        tenant_id: number;
        block: number;
        language: string;
    };
    live: false;
}
/**
 * `config_wat_update` (bespoke, config_token): Changes the web client settings (language, block) of a tenant.
 */
export interface ConfigWatUpdate {
    filters: {};
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        block?: number;
        language?: string;
        tenant_id?: number;
    };
    row: {};
    extra: {};
    idempotent: false;
    writes: true;
    versioned: false;
    job: false;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `current_admin_setup` (bespoke): The caller's own settings, ACLs and views; answers a fresh `sid` when called with credentials.
 */
export interface CurrentAdminSetup {
    filters: {};
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {
        admin_id: number;
        admin_name: string;
        admin_language: string;
        admin_block: number;
        tenant_id: number;
        tenant_name: string;
        tenant_language: string;
        tenant_block: number;
        acls: string[];
        views: {
            field: string;
            visible: number;
            view_type: string;
            device_type: string;
            svc_object: string;
            property: number;
        }[];
        server_datetime: string;
        multitenant: "0" | "1";
        sid?: string;
    };
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'absent';
    describedRow: never;
    live: false;
}
/**
 * `di_all_ids` (all_ids, di): all_ids action on di.
 */
export interface DiAllIds {
    filters: {
        id: number;
        disk_image: string;
        description: string | null;
        version: string;
        osf_id: number;
        osf_name: string;
        osf: string;
        tenant_id: number;
        tenant_name: string;
        blocked: 0 | 1 | boolean;
        tag: string;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
    };
    mandatoryFilters: never;
    fields: "id";
    defaultFields: "id";
    restrictedFields: never;
    order: "id" | "disk_image" | "tenant_id" | "tenant_name" | "description" | "version" | "osf_id" | "osf_name" | "blocked" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'ids';
    describedRow: never;
    live: false;
}
/**
 * `di_create` (create, di): Registers a disk image of an OS flavour; the file arrives by upload, staging copy or download.
 */
export interface DiCreate {
    filters: {};
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        __properties__?: {
            [key: string]: string | number | boolean | null;
        };
        __tags__?: string[];
        blocked?: 0 | 1 | boolean;
        description?: string | null;
        disk_image: string;
        osf_id: number;
        version?: string;
    };
    row: {};
    extra: {};
    idempotent: true;
    writes: true;
    versioned: false;
    job: false;
    rows: 'created';
    describedRow: never;
    live: false;
}
/**
 * `di_create_property_list` (create, property_assignment): Assigns a property to the di kind; answers the assignment id (svc_obj_prop_id).
 */
export interface DiCreatePropertyList {
    filters: {};
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        property_id: number;
    };
    row: {};
    extra: {};
    idempotent: true;
    writes: true;
    versioned: false;
    job: false;
    rows: 'created';
    describedRow: never;
    live: false;
}
/**
 * `di_delete` (delete, di): delete action on di.
 */
export interface DiDelete {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {
        job_id?: number;
    };
    idempotent: true;
    writes: true;
    versioned: true;
    job: true;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `di_delete_property_list` (delete, property_assignment): delete action on property_assignment.
 */
export interface DiDeletePropertyList {
    filters: {
        id: number;
        property_id: number;
        tenant_id: number;
    };
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {
        job_id?: number;
    };
    idempotent: true;
    writes: true;
    versioned: false;
    job: true;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `di_get_details` (details, di): details action on di.
 */
export interface DiGetDetails {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: "id" | "disk_image" | "tenant_id" | "tenant_name" | "description" | "version" | "osf_id" | "osf_name" | "blocked" | "tags" | "properties" | "state" | "percentage" | "elapsed_time" | "status_message" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    defaultFields: "id" | "disk_image" | "tenant_id" | "tenant_name" | "description" | "version" | "osf_id" | "osf_name" | "blocked" | "tags" | "properties" | "state" | "percentage" | "elapsed_time" | "status_message" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    restrictedFields: "description" | "version" | "osf_id" | "osf_name" | "blocked" | "tags" | "properties" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    order: "id" | "disk_image" | "tenant_id" | "tenant_name" | "description" | "version" | "osf_id" | "osf_name" | "blocked" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
        disk_image: string;
        tenant_id: number;
        tenant_name: string;
        description: string | null;
        version: string;
        osf_id: number;
        osf_name: string;
        blocked: 0 | 1;
        tags: {
            id: number;
            tag: string;
            fixed: boolean;
        }[];
        properties: {
            [key: string]: string | null;
        };
        state: "published";
        percentage: number;
        elapsed_time: number | null;
        status_message: string | null;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
        record_version: number;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: true;
}
/**
 * `di_get_list` (list, di): list action on di.
 */
export interface DiGetList {
    filters: {
        id: number;
        disk_image: string;
        tenant_id: number;
        tenant_name: string;
        description: string | null;
        version: string;
        osf_id: number;
        osf_name: string;
        blocked: 0 | 1 | boolean;
        tag: string;
        state: string;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
    };
    mandatoryFilters: never;
    fields: "id" | "disk_image" | "tenant_id" | "tenant_name" | "description" | "version" | "osf_id" | "osf_name" | "blocked" | "tags" | "properties" | "state" | "percentage" | "elapsed_time" | "status_message" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    defaultFields: "id" | "disk_image" | "tenant_id" | "tenant_name" | "description" | "version" | "osf_id" | "osf_name" | "blocked" | "tags" | "properties" | "state" | "percentage" | "elapsed_time" | "status_message" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    restrictedFields: "description" | "version" | "osf_id" | "osf_name" | "blocked" | "tags" | "properties" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    order: "id" | "disk_image" | "tenant_id" | "tenant_name" | "description" | "version" | "osf_id" | "osf_name" | "blocked" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
        disk_image: string;
        tenant_id: number;
        tenant_name: string;
        description: string | null;
        version: string;
        osf_id: number;
        osf_name: string;
        blocked: 0 | 1;
        tags: {
            id: number;
            tag: string;
            fixed: boolean;
        }[];
        properties: {
            [key: string]: string | null;
        };
        state: "published";
        percentage: number;
        elapsed_time: number | null;
        status_message: string | null;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
        record_version: number;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: true;
}
/**
 * `di_get_property_list` (list, property_assignment): list action on property_assignment.
 */
export interface DiGetPropertyList {
    filters: {
        tenant_id: number;
    };
    mandatoryFilters: never;
    fields: "id" | "property_id" | "key" | "description" | "tenant_id" | "tenant_name";
    defaultFields: "id" | "property_id" | "key" | "description" | "tenant_id" | "tenant_name";
    restrictedFields: never;
    order: "id" | "key" | "property_id";
    arguments: {};
    row: {
        id: number;
        property_id: number;
        key: string;
        description: string | null;
        tenant_id: number;
        tenant_name: string;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `di_tiny_list` (tiny, di): tiny action on di.
 */
export interface DiTinyList {
    filters: {
        tenant_id: number;
    };
    mandatoryFilters: never;
    fields: "id" | "disk_image" | "tenant_name";
    defaultFields: "id" | "disk_image" | "tenant_name";
    restrictedFields: never;
    order: "id" | "disk_image" | "tenant_id" | "tenant_name" | "description" | "version" | "osf_id" | "osf_name" | "blocked" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
        disk_image: string;
        tenant_name: string;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `di_update` (update, di): update action on di.
 */
export interface DiUpdate {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: "id" | "disk_image" | "tenant_id" | "tenant_name" | "description" | "version" | "osf_id" | "osf_name" | "blocked" | "tags" | "properties" | "state" | "percentage" | "elapsed_time" | "status_message" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    defaultFields: "id" | "disk_image" | "tenant_id" | "tenant_name" | "description" | "version" | "osf_id" | "osf_name" | "blocked" | "tags" | "properties" | "state" | "percentage" | "elapsed_time" | "status_message" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    restrictedFields: "description" | "version" | "osf_id" | "osf_name" | "blocked" | "tags" | "properties" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    order: never;
    arguments: {
        __properties_changes__?: {
            set?: {
                [key: string]: string | number | boolean | null;
            };
            delete?: string[];
        };
        __tags_changes__?: {
            create?: string[];
            delete?: string[];
        };
        blocked?: 0 | 1 | boolean;
        description?: string | null;
    };
    row: {
        id: number;
        disk_image: string;
        tenant_id: number;
        tenant_name: string;
        description: string | null;
        version: string;
        osf_id: number;
        osf_name: string;
        blocked: 0 | 1;
        tags: {
            id: number;
            tag: string;
            fixed: boolean;
        }[];
        properties: {
            [key: string]: string | null;
        };
        state: "published";
        percentage: number;
        elapsed_time: number | null;
        status_message: string | null;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
        record_version: number;
    };
    extra: {
        job_id?: number;
    };
    idempotent: true;
    writes: true;
    versioned: true;
    job: true;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `dis_in_staging` (bespoke): Disk image files waiting in the staging directory ($SVC_DATA_DIR/staging), as rows with `name`.
 */
export interface DisInStaging {
    filters: {};
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'described';
    describedRow: {
        name: string;
    };
    live: false;
}
/**
 * `get_acls_in_admins` (bespoke, acl): The ACLs an administrator holds or links through their roles, with the roles they come from.
 */
export interface GetAclsInAdmins {
    filters: {
        id: number;
        name: string;
        description: string;
        acl_name: string;
        admin_id: number;
        operative: 0 | 1 | boolean;
    };
    mandatoryFilters: never;
    fields: "id" | "name" | "description" | "roles" | "operative";
    defaultFields: "id" | "name" | "description" | "roles" | "operative";
    restrictedFields: never;
    order: "id" | "name" | "description";
    arguments: {};
    row: {
        id: number;
        name: string;
        description: string;
        roles: {
            [key: string]: string;
        };
        operative: 0 | 1;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `get_acls_in_roles` (bespoke, acl): The ACLs a role holds or links (own, inherited or denied), with the roles they come from.
 */
export interface GetAclsInRoles {
    filters: {
        id: number;
        name: string;
        description: string;
        acl_name: string;
        role_id: number;
        operative: 0 | 1 | boolean;
    };
    mandatoryFilters: never;
    fields: "id" | "name" | "description" | "roles" | "operative";
    defaultFields: "id" | "name" | "description" | "roles" | "operative";
    restrictedFields: never;
    order: "id" | "name" | "description";
    arguments: {};
    row: {
        id: number;
        name: string;
        description: string;
        roles: {
            [key: string]: string;
        };
        operative: 0 | 1;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `host_all_ids` (all_ids, host): all_ids action on host.
 */
export interface HostAllIds {
    filters: {
        id: number;
        name: string;
        description: string | null;
        address: string;
        frontend: 0 | 1 | boolean;
        backend: 0 | 1 | boolean;
        vm_id: number;
        state: string;
        blocked: 0 | 1 | boolean;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
    };
    mandatoryFilters: never;
    fields: "id";
    defaultFields: "id";
    restrictedFields: never;
    order: "id" | "name" | "description" | "address" | "state" | "blocked" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'ids';
    describedRow: never;
    live: false;
}
/**
 * `host_create` (create, host): create action on host.
 */
export interface HostCreate {
    filters: {};
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        __properties__?: {
            [key: string]: string | number | boolean | null;
        };
        address: string;
        backend?: 0 | 1 | boolean;
        blocked?: 0 | 1 | boolean;
        description?: string | null;
        frontend?: 0 | 1 | boolean;
        name: string;
        state?: "stopped" | "starting" | "running" | "stopping" | "lost";
    };
    row: {};
    extra: {};
    idempotent: true;
    writes: true;
    versioned: false;
    job: false;
    rows: 'created';
    describedRow: never;
    live: false;
}
/**
 * `host_create_property_list` (create, property_assignment): Assigns a property to the host kind; answers the assignment id (svc_obj_prop_id).
 */
export interface HostCreatePropertyList {
    filters: {};
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        property_id: number;
    };
    row: {};
    extra: {};
    idempotent: true;
    writes: true;
    versioned: false;
    job: false;
    rows: 'created';
    describedRow: never;
    live: false;
}
/**
 * `host_delete` (delete, host): delete action on host.
 */
export interface HostDelete {
    filters: {
        id: number;
    };
    mandatoryFilters: "id";
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {
        job_id?: number;
    };
    idempotent: true;
    writes: true;
    versioned: true;
    job: true;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `host_delete_property_list` (delete, property_assignment): delete action on property_assignment.
 */
export interface HostDeletePropertyList {
    filters: {
        id: number;
        property_id: number;
        tenant_id: number;
    };
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {
        job_id?: number;
    };
    idempotent: true;
    writes: true;
    versioned: false;
    job: true;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `host_get_details` (details, host): details action on host.
 */
export interface HostGetDetails {
    filters: {
        id: number;
    };
    mandatoryFilters: "id";
    fields: "id" | "name" | "description" | "address" | "frontend" | "backend" | "state" | "load" | "blocked" | "number_of_vms_connected" | "properties" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    defaultFields: "id" | "name" | "description" | "address" | "frontend" | "backend" | "state" | "load" | "blocked" | "number_of_vms_connected" | "properties" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    restrictedFields: "description" | "address" | "state" | "blocked" | "number_of_vms_connected" | "properties" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    order: "id" | "name" | "description" | "address" | "state" | "blocked" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
        name: string;
        description: string | null;
        address: string;
        frontend: 0 | 1;
        backend: 0 | 1;
        state: "stopped" | "starting" | "running" | "stopping" | "lost";
        load: number | null;
        blocked: 0 | 1;
        number_of_vms_connected: string;
        properties: {
            [key: string]: string | null;
        };
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
        record_version: number;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: true;
}
/**
 * `host_get_list` (list, host): list action on host.
 */
export interface HostGetList {
    filters: {
        id: number;
        name: string;
        description: string | null;
        address: string;
        frontend: 0 | 1 | boolean;
        backend: 0 | 1 | boolean;
        vm_id: number;
        state: string;
        blocked: 0 | 1 | boolean;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
    };
    mandatoryFilters: never;
    fields: "id" | "name" | "description" | "address" | "frontend" | "backend" | "state" | "load" | "blocked" | "number_of_vms_connected" | "properties" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    defaultFields: "id" | "name" | "description" | "address" | "frontend" | "backend" | "state" | "load" | "blocked" | "number_of_vms_connected" | "properties" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    restrictedFields: "description" | "address" | "state" | "blocked" | "number_of_vms_connected" | "properties" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    order: "id" | "name" | "description" | "address" | "state" | "blocked" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
        name: string;
        description: string | null;
        address: string;
        frontend: 0 | 1;
        backend: 0 | 1;
        state: "stopped" | "starting" | "running" | "stopping" | "lost";
        load: number | null;
        blocked: 0 | 1;
        number_of_vms_connected: string;
        properties: {
            [key: string]: string | null;
        };
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
        record_version: number;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: true;
}
/**
 * `host_get_property_list` (list, property_assignment): list action on property_assignment.
 */
export interface HostGetPropertyList {
    filters: {
        tenant_id: number;
    };
    mandatoryFilters: never;
    fields: "id" | "property_id" | "key" | "description" | "tenant_id" | "tenant_name";
    defaultFields: "id" | "property_id" | "key" | "description" | "tenant_id" | "tenant_name";
    restrictedFields: never;
    order: "id" | "key" | "property_id";
    arguments: {};
    row: {
        id: number;
        property_id: number;
        key: string;
        description: string | null;
        tenant_id: number;
        tenant_name: string;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `host_get_state` (state, host): state action on host.
 */
export interface HostGetState {
    filters: {
        id: number;
    };
    mandatoryFilters: "id";
    fields: "number_of_vms_connected";
    defaultFields: "number_of_vms_connected";
    restrictedFields: "number_of_vms_connected";
    order: "id" | "name" | "description" | "address" | "state" | "blocked" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        number_of_vms_connected: number;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `host_tiny_list` (tiny, host): tiny action on host.
 */
export interface HostTinyList {
    filters: {};
    mandatoryFilters: never;
    fields: "id" | "name";
    defaultFields: "id" | "name";
    restrictedFields: never;
    order: "id" | "name" | "description" | "address" | "state" | "blocked" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
        name: string;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `host_update` (update, host): update action on host.
 */
export interface HostUpdate {
    filters: {
        id: number;
    };
    mandatoryFilters: "id";
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        __properties_changes__?: {
            set?: {
                [key: string]: string | number | boolean | null;
            };
            delete?: string[];
        };
        address?: string;
        blocked?: 0 | 1 | boolean;
        description?: string | null;
        name?: string;
    };
    row: {};
    extra: {
        job_id?: number;
    };
    idempotent: true;
    writes: true;
    versioned: true;
    job: true;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `job_cancel` (bespoke, job): Asks running jobs to stop (by id): a massive write stops before its next record (before its next batch for vm_start), the records it did stay done, those it did not reach stay exactly as they were and get 6810; an image transfer stops its copy and registers nothing. A job running in another server process stops at its next heartbeat (within about a second). Answers the jobs asked, in `total`; a job that has already ended answers 6820 under 1200's `failures`.
 */
export interface JobCancel {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {};
    idempotent: false;
    writes: true;
    versioned: false;
    job: false;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `job_get_details` (details, job): details action on job.
 */
export interface JobGetDetails {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: "id" | "action" | "kind" | "admin_id" | "admin_name" | "tenant_id" | "tenant_name" | "api_token" | "request" | "state" | "total" | "done" | "failed" | "progress" | "bytes_total" | "bytes_done" | "status" | "message" | "cancel_requested" | "creation_date" | "start_date" | "end_date" | "owner";
    defaultFields: "id" | "action" | "kind" | "admin_id" | "admin_name" | "tenant_id" | "tenant_name" | "api_token" | "request" | "state" | "total" | "done" | "failed" | "progress" | "bytes_total" | "bytes_done" | "status" | "message" | "cancel_requested" | "creation_date" | "start_date" | "end_date" | "owner";
    restrictedFields: never;
    order: "id";
    arguments: {};
    row: {
        id: number;
        action: string;
        kind: "records" | "upload" | "staging" | "download";
        admin_id: number;
        admin_name: string;
        tenant_id: number;
        tenant_name: string;
        api_token: string | null;
        request: string | null;
        state: "queued" | "running" | "succeeded" | "failed" | "cancelled" | "partly failed";
        total: number;
        done: number;
        failed: number;
        progress: number;
        bytes_total: number | null;
        bytes_done: number | null;
        status: number | null;
        message: string | null;
        cancel_requested: 0 | 1;
        creation_date: string;
        start_date: string | null;
        end_date: string | null;
        owner: string;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: true;
}
/**
 * `job_get_list` (list, job): list action on job.
 */
export interface JobGetList {
    filters: {
        id: number;
        action: string;
        kind: string;
        admin_id: number;
        admin_name: string;
        tenant_id: number;
        tenant_name: string;
        api_token: string | null;
        state: string;
        status: number | null;
        creation_date: string;
        start_date: string | null;
        end_date: string | null;
        owner: string;
    };
    mandatoryFilters: never;
    fields: "id" | "action" | "kind" | "admin_id" | "admin_name" | "tenant_id" | "tenant_name" | "api_token" | "request" | "state" | "total" | "done" | "failed" | "progress" | "bytes_total" | "bytes_done" | "status" | "message" | "cancel_requested" | "creation_date" | "start_date" | "end_date" | "owner";
    defaultFields: "id" | "action" | "kind" | "admin_id" | "admin_name" | "tenant_id" | "tenant_name" | "api_token" | "request" | "state" | "total" | "done" | "failed" | "progress" | "bytes_total" | "bytes_done" | "status" | "message" | "cancel_requested" | "creation_date" | "start_date" | "end_date" | "owner";
    restrictedFields: never;
    order: "id" | "action" | "kind" | "admin_id" | "admin_name" | "tenant_id" | "tenant_name" | "state" | "total" | "status" | "creation_date" | "start_date" | "end_date";
    arguments: {};
    row: {
        id: number;
        action: string;
        kind: "records" | "upload" | "staging" | "download";
        admin_id: number;
        admin_name: string;
        tenant_id: number;
        tenant_name: string;
        api_token: string | null;
        request: string | null;
        state: "queued" | "running" | "succeeded" | "failed" | "cancelled" | "partly failed";
        total: number;
        done: number;
        failed: number;
        progress: number;
        bytes_total: number | null;
        bytes_done: number | null;
        status: number | null;
        message: string | null;
        cancel_requested: 0 | 1;
        creation_date: string;
        start_date: string | null;
        end_date: string | null;
        owner: string;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: true;
}
/**
 * `job_record_get_list` (list, job_record): The outcome of each record of a job (filter by job_id), written as the job goes.
 */
export interface JobRecordGetList {
    filters: {
        job_id: number;
        id: number;
        status: number;
        tenant_id: number;
    };
    mandatoryFilters: "job_id";
    fields: "job_id" | "id" | "status" | "message" | "tenant_id";
    defaultFields: "job_id" | "id" | "status" | "message" | "tenant_id";
    restrictedFields: never;
    order: "job_id" | "id" | "status";
    arguments: {};
    row: {
        job_id: number;
        id: number;
        status: number;
        message: string;
        tenant_id: number;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: true;
}
/**
 * `log_get_list` (list, log): The audit entries the caller may see. A collector follows the log with the cursor `{"id": {">": <last id>}}` and `order_by` id ascending: entries are committed in the order of their ids, so a page after the last id never skips one (guide: audit feed). Watched live, it is pushed when an entry of a tenant the caller sees is written (channel log_written); GET /api/log/export streams everything its filters select as NDJSON or CSV.
 */
export interface LogGetList {
    filters: {
        id: number;
        time: string;
        admin_id: number | null;
        admin_name: string | null;
        api_token: string | null;
        tenant_id: number | null;
        tenant_name: string | null;
        action: string;
        type_of_action: string;
        object_kind: string | null;
        svc_object: string | null;
        object_id: number | null;
        object_name: string | null;
        status: number;
        address: string | null;
        ip: string | null;
        source: string | null;
    };
    mandatoryFilters: never;
    fields: "id" | "time" | "antiquity" | "admin_id" | "admin_name" | "api_token" | "tenant_id" | "tenant_name" | "action" | "type_of_action" | "object_kind" | "svc_object" | "object_id" | "object_name" | "arguments" | "status" | "address" | "ip" | "source";
    defaultFields: "id" | "time" | "antiquity" | "admin_id" | "admin_name" | "api_token" | "tenant_id" | "tenant_name" | "action" | "type_of_action" | "object_kind" | "svc_object" | "object_id" | "object_name" | "arguments" | "status" | "address" | "ip" | "source";
    restrictedFields: "admin_id" | "admin_name" | "api_token" | "arguments" | "address" | "ip" | "source";
    order: "id" | "time" | "admin_id" | "admin_name" | "tenant_id" | "tenant_name" | "action" | "type_of_action" | "object_kind" | "svc_object" | "object_id" | "object_name" | "status";
    arguments: {};
    row: {
        id: number;
        time: string;
        antiquity: {
            months: number;
            days: number;
            hours: number;
            minutes: number;
            seconds: number;
        };
        admin_id: number | null;
        admin_name: string | null;
        api_token: string | null;
        tenant_id: number | null;
        tenant_name: string | null;
        action: string;
        type_of_action: string;
        object_kind: string | null;
        svc_object: string | null;
        object_id: number | null;
        object_name: string | null;
        arguments: string | null;
        status: number;
        address: string | null;
        ip: string | null;
        source: string | null;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: true;
}
/**
 * `myadmin_second_factor_confirm` (bespoke, administrator): Activates the pending second factor with a current code of the app (`totp`; a wrong one: 6330) and answers ten recovery codes, once: each logs in once in place of a code. From now on logins need `totp`.
 */
export interface MyadminSecondFactorConfirm {
    filters: {};
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        totp: string;
    };
    row: {};
    extra: {
        recovery_codes: string[];
    };
    idempotent: false;
    writes: true;
    versioned: false;
    job: false;
    rows: 'absent';
    describedRow: never;
    live: false;
}
/**
 * `myadmin_second_factor_enrol` (bespoke): Starts the caller's enrolment: a new secret, answered once as an `otpauth://` URI (issuer: the product name and the tenant; label: the login) to show as a QR code or type into an authenticator app. Nothing changes at login until myadmin_second_factor_confirm. An active second factor is not replaced (7200: remove it first); a pending one is.
 */
export interface MyadminSecondFactorEnrol {
    filters: {};
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {
        otpauth_uri: string;
    };
    idempotent: false;
    writes: true;
    versioned: false;
    job: false;
    rows: 'absent';
    describedRow: never;
    live: false;
}
/**
 * `myadmin_second_factor_get_details` (bespoke): The caller's second factor: `state` none, pending (enrolled, not confirmed) or active; whether two-factor authentication is `required` for the caller (its tenant's or the global setting); how many recovery codes are left unused. Never the secret.
 */
export interface MyadminSecondFactorGetDetails {
    filters: {};
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {
        state: "none" | "pending" | "active";
        required: 0 | 1;
        recovery_codes_left: number;
    };
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'absent';
    describedRow: never;
    live: false;
}
/**
 * `myadmin_second_factor_remove` (bespoke, administrator): Removes the caller's second factor and its recovery codes, given a current code of the app or an unused recovery code (`totp`), so that a session alone (left open, stolen) cannot. Wrong codes answer 3220 and count as failed logins. A pending enrolment is removed without a code.
 */
export interface MyadminSecondFactorRemove {
    filters: {};
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        totp?: string;
    };
    row: {};
    extra: {};
    idempotent: false;
    writes: true;
    versioned: false;
    job: false;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `myadmin_update` (update, administrator): Updates the caller's own record; needs no ACL.
 */
export interface MyadminUpdate {
    filters: {};
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        block?: number;
        description?: string | null;
        language?: string;
        name?: string;
        password?: string;
    };
    row: {};
    extra: {};
    idempotent: false;
    writes: true;
    versioned: true;
    job: false;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `mytenant_update` (update, tenant): Updates the caller's own tenant.
 */
export interface MytenantUpdate {
    filters: {};
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        block?: number;
        description?: string | null;
        language?: string;
        name?: string;
    };
    row: {};
    extra: {};
    idempotent: false;
    writes: true;
    versioned: true;
    job: false;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `number_of_acls_in_admin` (bespoke, acl): Counts the ACLs whose names match each pattern of `acl_pattern` and those the administrator effectively holds.
 */
export interface NumberOfAclsInAdmin {
    filters: {
        admin_id: number;
        acl_pattern: string;
    };
    mandatoryFilters: "admin_id";
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {
        [key: string]: {
            total: number;
            effective: number;
        };
    };
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'absent';
    describedRow: never;
    live: false;
}
/**
 * `number_of_acls_in_role` (bespoke, acl): Counts the ACLs whose names match each pattern of `acl_pattern` and those the role effectively holds.
 */
export interface NumberOfAclsInRole {
    filters: {
        role_id: number;
        acl_pattern: string;
    };
    mandatoryFilters: "role_id";
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {
        [key: string]: {
            total: number;
            effective: number;
        };
    };
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'absent';
    describedRow: never;
    live: false;
}
/**
 * `object_get_list` (bespoke, log_choice): The kinds of object the log records (`object_kind`), as rows with `id` and `name` (both the kind), for the choices of the log's object filter.
 */
export interface ObjectGetList {
    filters: {};
    mandatoryFilters: never;
    fields: "id" | "name";
    defaultFields: "id" | "name";
    restrictedFields: never;
    order: "id" | "name";
    arguments: {};
    row: {
        id: string;
        name: string;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `osf_all_ids` (all_ids, osf): all_ids action on osf.
 */
export interface OsfAllIds {
    filters: {
        id: number;
        name: string;
        tenant_id: number;
        tenant_name: string;
        description: string | null;
        overlay: 0 | 1 | boolean;
        user_storage: number;
        memory: number;
        vm_id: number;
        di_id: number;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
    };
    mandatoryFilters: never;
    fields: "id";
    defaultFields: "id";
    restrictedFields: never;
    order: "id" | "name" | "tenant_id" | "tenant_name" | "description" | "overlay" | "user_storage" | "memory" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'ids';
    describedRow: never;
    live: false;
}
/**
 * `osf_create` (create, osf): create action on osf.
 */
export interface OsfCreate {
    filters: {};
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        __properties__?: {
            [key: string]: string | number | boolean | null;
        };
        description?: string | null;
        memory?: number;
        name: string;
        overlay?: 0 | 1 | boolean;
        tenant_id?: number;
        user_storage?: number;
    };
    row: {};
    extra: {};
    idempotent: true;
    writes: true;
    versioned: false;
    job: false;
    rows: 'created';
    describedRow: never;
    live: false;
}
/**
 * `osf_create_property_list` (create, property_assignment): Assigns a property to the osf kind; answers the assignment id (svc_obj_prop_id).
 */
export interface OsfCreatePropertyList {
    filters: {};
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        property_id: number;
    };
    row: {};
    extra: {};
    idempotent: true;
    writes: true;
    versioned: false;
    job: false;
    rows: 'created';
    describedRow: never;
    live: false;
}
/**
 * `osf_delete` (delete, osf): delete action on osf.
 */
export interface OsfDelete {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {
        job_id?: number;
    };
    idempotent: true;
    writes: true;
    versioned: true;
    job: true;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `osf_delete_property_list` (delete, property_assignment): delete action on property_assignment.
 */
export interface OsfDeletePropertyList {
    filters: {
        id: number;
        property_id: number;
        tenant_id: number;
    };
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {
        job_id?: number;
    };
    idempotent: true;
    writes: true;
    versioned: false;
    job: true;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `osf_get_details` (details, osf): details action on osf.
 */
export interface OsfGetDetails {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: "id" | "name" | "tenant_id" | "tenant_name" | "description" | "overlay" | "user_storage" | "memory" | "number_of_vms" | "number_of_dis" | "properties" | "osd_id" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    defaultFields: "id" | "name" | "tenant_id" | "tenant_name" | "description" | "overlay" | "user_storage" | "memory" | "number_of_vms" | "number_of_dis" | "properties" | "osd_id" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    restrictedFields: "description" | "overlay" | "user_storage" | "memory" | "number_of_vms" | "number_of_dis" | "properties" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    order: "id" | "name" | "tenant_id" | "tenant_name" | "description" | "overlay" | "user_storage" | "memory" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
        name: string;
        tenant_id: number;
        tenant_name: string;
        description: string | null;
        overlay: 0 | 1;
        user_storage: number;
        memory: number;
        number_of_vms: string;
        number_of_dis: string;
        properties: {
            [key: string]: string | null;
        };
        osd_id: number | null;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
        record_version: number;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: true;
}
/**
 * `osf_get_list` (list, osf): list action on osf.
 */
export interface OsfGetList {
    filters: {
        id: number;
        name: string;
        tenant_id: number;
        tenant_name: string;
        description: string | null;
        overlay: 0 | 1 | boolean;
        user_storage: number;
        memory: number;
        vm_id: number;
        di_id: number;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
    };
    mandatoryFilters: never;
    fields: "id" | "name" | "tenant_id" | "tenant_name" | "description" | "overlay" | "user_storage" | "memory" | "number_of_vms" | "number_of_dis" | "properties" | "osd_id" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    defaultFields: "id" | "name" | "tenant_id" | "tenant_name" | "description" | "overlay" | "user_storage" | "memory" | "number_of_vms" | "number_of_dis" | "properties" | "osd_id" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    restrictedFields: "description" | "overlay" | "user_storage" | "memory" | "number_of_vms" | "number_of_dis" | "properties" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    order: "id" | "name" | "tenant_id" | "tenant_name" | "description" | "overlay" | "user_storage" | "memory" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
        name: string;
        tenant_id: number;
        tenant_name: string;
        description: string | null;
        overlay: 0 | 1;
        user_storage: number;
        memory: number;
        number_of_vms: string;
        number_of_dis: string;
        properties: {
            [key: string]: string | null;
        };
        osd_id: number | null;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
        record_version: number;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: true;
}
/**
 * `osf_get_property_list` (list, property_assignment): list action on property_assignment.
 */
export interface OsfGetPropertyList {
    filters: {
        tenant_id: number;
    };
    mandatoryFilters: never;
    fields: "id" | "property_id" | "key" | "description" | "tenant_id" | "tenant_name";
    defaultFields: "id" | "property_id" | "key" | "description" | "tenant_id" | "tenant_name";
    restrictedFields: never;
    order: "id" | "key" | "property_id";
    arguments: {};
    row: {
        id: number;
        property_id: number;
        key: string;
        description: string | null;
        tenant_id: number;
        tenant_name: string;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `osf_tiny_list` (tiny, osf): tiny action on osf.
 */
export interface OsfTinyList {
    filters: {
        tenant_id: number;
    };
    mandatoryFilters: never;
    fields: "id" | "name" | "tenant_name";
    defaultFields: "id" | "name" | "tenant_name";
    restrictedFields: never;
    order: "id" | "name" | "tenant_id" | "tenant_name" | "description" | "overlay" | "user_storage" | "memory" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
        name: string;
        tenant_name: string;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `osf_update` (update, osf): update action on osf.
 */
export interface OsfUpdate {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        __properties_changes__?: {
            set?: {
                [key: string]: string | number | boolean | null;
            };
            delete?: string[];
        };
        description?: string | null;
        memory?: number;
        name?: string;
        overlay?: 0 | 1 | boolean;
        user_storage?: number;
    };
    row: {};
    extra: {
        job_id?: number;
    };
    idempotent: true;
    writes: true;
    versioned: true;
    job: true;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `property_create` (create, property): create action on property.
 */
export interface PropertyCreate {
    filters: {};
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        __property_assign__?: ("user" | "vm" | "host" | "osf" | "di")[];
        description?: string | null;
        key: string;
        tenant_id?: number;
    };
    row: {};
    extra: {};
    idempotent: true;
    writes: true;
    versioned: false;
    job: false;
    rows: 'created';
    describedRow: never;
    live: false;
}
/**
 * `property_delete` (delete, property): delete action on property.
 */
export interface PropertyDelete {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {
        job_id?: number;
    };
    idempotent: true;
    writes: true;
    versioned: true;
    job: true;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `property_get_list` (list, property): list action on property.
 */
export interface PropertyGetList {
    filters: {
        id: number;
        key: string;
        tenant_id: number;
    };
    mandatoryFilters: never;
    fields: "id" | "key" | "description" | "tenant_id" | "property_id" | "in_user" | "in_vm" | "in_host" | "in_di" | "in_osf" | "record_version";
    defaultFields: "id" | "key" | "description" | "tenant_id" | "property_id" | "in_user" | "in_vm" | "in_host" | "in_di" | "in_osf" | "record_version";
    restrictedFields: never;
    order: "id" | "key" | "description" | "property_id" | "tenant_id";
    arguments: {};
    row: {
        id: number;
        key: string;
        description: string | null;
        tenant_id: number;
        property_id: number;
        in_user: 0 | 1;
        in_vm: 0 | 1;
        in_host: 0 | 1;
        in_di: 0 | 1;
        in_osf: 0 | 1;
        record_version: number;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `property_update` (update, property): update action on property.
 */
export interface PropertyUpdate {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        description?: string | null;
        key?: string;
    };
    row: {};
    extra: {
        job_id?: number;
    };
    idempotent: true;
    writes: true;
    versioned: true;
    job: true;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `role_all_ids` (all_ids, role): all_ids action on role.
 */
export interface RoleAllIds {
    filters: {
        id: number;
        name: string;
        tenant_id: number;
        tenant_name: string;
        description: string | null;
        fixed: 0 | 1 | boolean;
        internal: 0 | 1 | boolean;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
    };
    mandatoryFilters: never;
    fields: "id";
    defaultFields: "id";
    restrictedFields: never;
    order: "id" | "name" | "tenant_id" | "tenant_name" | "description" | "fixed" | "internal" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'ids';
    describedRow: never;
    live: false;
}
/**
 * `role_create` (create, role): create action on role.
 */
export interface RoleCreate {
    filters: {};
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        __acls__?: (string | number)[];
        __roles__?: (string | number)[];
        description?: string | null;
        fixed?: 0 | 1 | boolean;
        internal?: 0 | 1 | boolean;
        name: string;
        tenant_id?: number;
    };
    row: {};
    extra: {};
    idempotent: true;
    writes: true;
    versioned: false;
    job: false;
    rows: 'created';
    describedRow: never;
    live: false;
}
/**
 * `role_delete` (delete, role): delete action on role.
 */
export interface RoleDelete {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {
        job_id?: number;
    };
    idempotent: true;
    writes: true;
    versioned: true;
    job: true;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `role_get_details` (details, role): details action on role.
 */
export interface RoleGetDetails {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: "id" | "name" | "description" | "acls" | "roles" | "fixed" | "internal" | "tenant_id" | "tenant_name" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    defaultFields: "id" | "name" | "description" | "acls" | "roles" | "fixed" | "internal" | "tenant_id" | "tenant_name" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    restrictedFields: "description" | "acls" | "roles" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    order: "id" | "name" | "tenant_id" | "tenant_name" | "description" | "fixed" | "internal" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
        name: string;
        description: string | null;
        acls: {
            positive: string[];
            negative: string[];
        };
        roles: {
            [key: string]: string;
        };
        fixed: 0 | 1;
        internal: 0 | 1;
        tenant_id: number;
        tenant_name: string;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
        record_version: number;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `role_get_list` (list, role): list action on role.
 */
export interface RoleGetList {
    filters: {
        id: number;
        name: string;
        tenant_id: number;
        tenant_name: string;
        description: string | null;
        fixed: 0 | 1 | boolean;
        internal: 0 | 1 | boolean;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
    };
    mandatoryFilters: never;
    fields: "id" | "name" | "description" | "acls" | "roles" | "fixed" | "internal" | "tenant_id" | "tenant_name" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    defaultFields: "id" | "name" | "description" | "acls" | "roles" | "fixed" | "internal" | "tenant_id" | "tenant_name" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    restrictedFields: "description" | "acls" | "roles" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    order: "id" | "name" | "tenant_id" | "tenant_name" | "description" | "fixed" | "internal" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
        name: string;
        description: string | null;
        acls: {
            positive: string[];
            negative: string[];
        };
        roles: {
            [key: string]: string;
        };
        fixed: 0 | 1;
        internal: 0 | 1;
        tenant_id: number;
        tenant_name: string;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
        record_version: number;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `role_tiny_list` (tiny, role): tiny action on role.
 */
export interface RoleTinyList {
    filters: {
        tenant_id: number;
    };
    mandatoryFilters: never;
    fields: "id" | "name" | "tenant_name";
    defaultFields: "id" | "name" | "tenant_name";
    restrictedFields: never;
    order: "id" | "name" | "tenant_id" | "tenant_name" | "description" | "fixed" | "internal" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
        name: string;
        tenant_name: string;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `role_update` (update, role): update action on role.
 */
export interface RoleUpdate {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        __acls_changes__?: {
            assign_acls?: (string | number)[];
            unassign_acls?: (string | number)[];
        };
        __roles_changes__?: {
            assign_roles?: (string | number)[];
            unassign_roles?: (string | number)[];
            assign_acls?: (string | number)[];
            unassign_acls?: (string | number)[];
        };
        description?: string | null;
        name?: string;
    };
    row: {};
    extra: {
        job_id?: number;
    };
    idempotent: true;
    writes: true;
    versioned: true;
    job: true;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `session_delete` (bespoke, session): Ends sessions by id (from session_get_list): their next request answers 3200 and their live sockets end within a second. Ending the current one is a logout.
 */
export interface SessionDelete {
    filters: {
        id: string;
        admin_id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {};
    idempotent: false;
    writes: true;
    versioned: false;
    job: false;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `session_get_list` (bespoke, session): Open sessions the caller may see; `current` marks the request's own. Never a session id or its hash.
 */
export interface SessionGetList {
    filters: {
        id: string;
        admin_id: number;
        admin_name: string;
        tenant_id: number;
        tenant_name: string;
        creation_date: string | null;
        last_seen_date: string | null;
        expiration_date: string;
        address: string | null;
        method: string;
        current: 0 | 1 | boolean;
    };
    mandatoryFilters: never;
    fields: "id" | "admin_id" | "admin_name" | "tenant_id" | "tenant_name" | "creation_date" | "last_seen_date" | "expiration_date" | "address" | "method" | "current";
    defaultFields: "id" | "admin_id" | "admin_name" | "tenant_id" | "tenant_name" | "creation_date" | "last_seen_date" | "expiration_date" | "address" | "method" | "current";
    restrictedFields: never;
    order: "id" | "admin_id" | "admin_name" | "tenant_id" | "tenant_name" | "creation_date" | "last_seen_date" | "expiration_date" | "address" | "method" | "current";
    arguments: {};
    row: {
        id: string;
        admin_id: number;
        admin_name: string;
        tenant_id: number;
        tenant_name: string;
        creation_date: string | null;
        last_seen_date: string | null;
        expiration_date: string;
        address: string | null;
        method: string;
        current: 0 | 1;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `sources_in_log` (bespoke, log_choice): The sources the audit log holds records from (`parameters.source` of the calls, such as WAT or CLI), as rows with `id` and `name` (both the source), for a filter's choices.
 */
export interface SourcesInLog {
    filters: {};
    mandatoryFilters: never;
    fields: "id" | "name";
    defaultFields: "id" | "name";
    restrictedFields: never;
    order: "id" | "name";
    arguments: {};
    row: {
        id: string;
        name: string;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `svc_objects_statistics` (bespoke, statistic): bespoke action on statistic.
 */
export interface SvcObjectsStatistics {
    filters: {};
    mandatoryFilters: never;
    fields: "users_count" | "blocked_users_count" | "connected_users_count" | "hosts_count" | "blocked_hosts_count" | "running_hosts_count" | "osfs_count" | "dis_count" | "blocked_dis_count" | "vms_count" | "blocked_vms_count" | "running_vms_count" | "top_populated_hosts" | "vms_with_expiration_date";
    defaultFields: "users_count" | "blocked_users_count" | "connected_users_count" | "hosts_count" | "blocked_hosts_count" | "running_hosts_count" | "osfs_count" | "dis_count" | "blocked_dis_count" | "vms_count" | "blocked_vms_count" | "running_vms_count" | "top_populated_hosts" | "vms_with_expiration_date";
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {
        users_count: number;
        blocked_users_count: number;
        connected_users_count: number;
        hosts_count: number;
        blocked_hosts_count: number;
        running_hosts_count: number;
        osfs_count: number;
        dis_count: number;
        blocked_dis_count: number;
        vms_count: number;
        blocked_vms_count: number;
        running_vms_count: number;
        top_populated_hosts: unknown;
        vms_with_expiration_date: unknown;
    };
    extra: {
        users_count?: number;
        blocked_users_count?: number;
        connected_users_count?: number;
        hosts_count?: number;
        blocked_hosts_count?: number;
        running_hosts_count?: number;
        osfs_count?: number;
        dis_count?: number;
        blocked_dis_count?: number;
        vms_count?: number;
        blocked_vms_count?: number;
        running_vms_count?: number;
        top_populated_hosts?: {
            id: number;
            name: string;
            number_of_vms: number;
        }[];
        vms_with_expiration_date?: ({
            id: number;
            name: string;
            expiration_soft: string | null;
            expiration_hard: string | null;
            remaining_time: {
                days: number;
                hours: number;
                minutes: number;
                seconds: number;
            };
        })[];
    };
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'absent';
    describedRow: never;
    live: true;
}
/**
 * `tag_get_list` (list, tag): list action on tag.
 */
export interface TagGetList {
    filters: {
        id: number;
        name: string;
        osf_id: number;
        di_id: number;
        tenant_id: number;
        tenant_name: string;
    };
    mandatoryFilters: never;
    fields: "id" | "name" | "osf_id" | "di_id";
    defaultFields: "id" | "name" | "osf_id" | "di_id";
    restrictedFields: never;
    order: "id" | "name" | "tenant_id" | "tenant_name" | "osf_id" | "di_id";
    arguments: {};
    row: {
        id: number;
        name: string;
        osf_id: number;
        di_id: number;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `tag_tiny_list` (tiny, tag): tiny action on tag.
 */
export interface TagTinyList {
    filters: {
        tenant_id: number;
        osf_id: number;
    };
    mandatoryFilters: never;
    fields: "id" | "name";
    defaultFields: "id" | "name";
    restrictedFields: never;
    order: "id" | "name" | "osf_id" | "di_id";
    arguments: {};
    row: {
        id: number;
        name: string;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `tenant_all_ids` (all_ids, tenant): all_ids action on tenant.
 */
export interface TenantAllIds {
    filters: {
        id: number;
        name: string;
        description: string | null;
        block: number;
        language: string;
        blocked: 0 | 1 | boolean;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
    };
    mandatoryFilters: never;
    fields: "id";
    defaultFields: "id";
    restrictedFields: never;
    order: "id" | "name" | "description" | "block" | "language" | "blocked" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'ids';
    describedRow: never;
    live: false;
}
/**
 * `tenant_attribute_view_set` (bespoke, view_setting): bespoke action on view_setting.
 */
export interface TenantAttributeViewSet {
    filters: {};
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        device_type?: "desktop" | "mobile";
        field: string;
        svc_object: "user" | "vm" | "host" | "osf" | "di" | "role" | "administrator" | "tenant" | "log";
        tenant_id?: number;
        view_type?: "list_column" | "filter";
        visible: 0 | 1 | boolean;
    };
    row: {};
    extra: {};
    idempotent: false;
    writes: true;
    versioned: false;
    job: false;
    rows: 'described';
    describedRow: {
        id: number;
    };
    live: false;
}
/**
 * `tenant_create` (create, tenant): create action on tenant.
 */
export interface TenantCreate {
    filters: {};
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        block?: number;
        blocked?: 0 | 1 | boolean;
        description?: string | null;
        language?: string;
        name: string;
    };
    row: {};
    extra: {};
    idempotent: true;
    writes: true;
    versioned: false;
    job: false;
    rows: 'created';
    describedRow: never;
    live: false;
}
/**
 * `tenant_delete` (delete, tenant): delete action on tenant.
 */
export interface TenantDelete {
    filters: {
        id: number;
    };
    mandatoryFilters: "id";
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {
        job_id?: number;
    };
    idempotent: true;
    writes: true;
    versioned: true;
    job: true;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `tenant_get_details` (details, tenant): details action on tenant.
 */
export interface TenantGetDetails {
    filters: {
        id: number;
        name: string;
        description: string | null;
        block: number;
        language: string;
        blocked: 0 | 1 | boolean;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
    };
    mandatoryFilters: "id";
    fields: "id" | "name" | "description" | "block" | "language" | "blocked" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    defaultFields: "id" | "name" | "description" | "block" | "language" | "blocked" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    restrictedFields: "description" | "block" | "language" | "blocked" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    order: "id" | "name" | "description" | "block" | "language" | "blocked" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
        name: string;
        description: string | null;
        block: number;
        language: string;
        blocked: 0 | 1;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
        record_version: number;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `tenant_get_list` (list, tenant): list action on tenant.
 */
export interface TenantGetList {
    filters: {
        id: number;
        name: string;
        description: string | null;
        block: number;
        language: string;
        blocked: 0 | 1 | boolean;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
    };
    mandatoryFilters: never;
    fields: "id" | "name" | "description" | "block" | "language" | "blocked" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    defaultFields: "id" | "name" | "description" | "block" | "language" | "blocked" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    restrictedFields: "description" | "block" | "language" | "blocked" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    order: "id" | "name" | "description" | "block" | "language" | "blocked" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
        name: string;
        description: string | null;
        block: number;
        language: string;
        blocked: 0 | 1;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
        record_version: number;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `tenant_property_view_set` (bespoke, view_setting): Shows or hides a custom property (svc_obj_prop_id from K_create_property_list) for the caller's tenant.
 */
export interface TenantPropertyViewSet {
    filters: {};
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        device_type?: "desktop" | "mobile";
        svc_obj_prop_id: number;
        view_type?: "list_column" | "filter";
        visible: 0 | 1 | boolean;
    };
    row: {};
    extra: {};
    idempotent: false;
    writes: true;
    versioned: false;
    job: false;
    rows: 'described';
    describedRow: {
        id: number;
    };
    live: false;
}
/**
 * `tenant_tiny_list` (tiny, tenant): tiny action on tenant.
 */
export interface TenantTinyList {
    filters: {
        id: number;
        name: string;
        description: string | null;
        block: number;
        language: string;
        blocked: 0 | 1 | boolean;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
    };
    mandatoryFilters: never;
    fields: "id" | "name";
    defaultFields: "id" | "name";
    restrictedFields: never;
    order: "id" | "name" | "description" | "block" | "language" | "blocked" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
        name: string;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `tenant_update` (update, tenant): update action on tenant.
 */
export interface TenantUpdate {
    filters: {
        id: number;
    };
    mandatoryFilters: "id";
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        block?: number;
        blocked?: 0 | 1 | boolean;
        description?: string | null;
        language?: string;
        name?: string;
    };
    row: {};
    extra: {
        job_id?: number;
    };
    idempotent: true;
    writes: true;
    versioned: true;
    job: true;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `tenant_view_get_list` (list, view_setting): list action on view_setting.
 */
export interface TenantViewGetList {
    filters: {
        tenant_id: number;
        field: string;
        visible: 0 | 1 | boolean;
        view_type: string;
        device_type: string;
        svc_object: string;
        property: 0 | 1 | boolean;
    };
    mandatoryFilters: never;
    fields: "tenant_id" | "field" | "visible" | "view_type" | "device_type" | "svc_object" | "property";
    defaultFields: "tenant_id" | "field" | "visible" | "view_type" | "device_type" | "svc_object" | "property";
    restrictedFields: never;
    order: "tenant_id" | "field" | "visible" | "view_type" | "device_type" | "svc_object" | "property";
    arguments: {};
    row: {
        tenant_id: number;
        field: string;
        visible: 0 | 1;
        view_type: "list_column" | "filter";
        device_type: "desktop" | "mobile";
        svc_object: "user" | "vm" | "host" | "osf" | "di" | "role" | "administrator" | "tenant" | "log";
        property: 0 | 1;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `tenant_view_reset` (bespoke, view_setting): bespoke action on view_setting.
 */
export interface TenantViewReset {
    filters: {
        tenant_id: number;
        svc_object: string;
    };
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {};
    idempotent: false;
    writes: true;
    versioned: false;
    job: false;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `user_all_ids` (all_ids, user): Accepts the specification's ACLs (host.-massive., host.see-main.) and the user equivalents.
 */
export interface UserAllIds {
    filters: {
        id: number;
        name: string;
        description: string | null;
        tenant_id: number;
        tenant_name: string;
        blocked: 0 | 1 | boolean;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
    };
    mandatoryFilters: never;
    fields: "id";
    defaultFields: "id";
    restrictedFields: never;
    order: "id" | "name" | "tenant_id" | "tenant_name" | "description" | "blocked" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'ids';
    describedRow: never;
    live: false;
}
/**
 * `user_create` (create, user): create action on user.
 */
export interface UserCreate {
    filters: {};
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        __properties__?: {
            [key: string]: string | number | boolean | null;
        };
        blocked?: 0 | 1 | boolean;
        description?: string | null;
        name: string;
        password: string;
        tenant_id?: number;
    };
    row: {};
    extra: {};
    idempotent: true;
    writes: true;
    versioned: false;
    job: false;
    rows: 'created';
    describedRow: never;
    live: false;
}
/**
 * `user_create_property_list` (create, property_assignment): Assigns a property to the user kind; answers the assignment id (svc_obj_prop_id).
 */
export interface UserCreatePropertyList {
    filters: {};
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        property_id: number;
    };
    row: {};
    extra: {};
    idempotent: true;
    writes: true;
    versioned: false;
    job: false;
    rows: 'created';
    describedRow: never;
    live: false;
}
/**
 * `user_delete` (delete, user): delete action on user.
 */
export interface UserDelete {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {
        job_id?: number;
    };
    idempotent: true;
    writes: true;
    versioned: true;
    job: true;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `user_delete_property_list` (delete, property_assignment): delete action on property_assignment.
 */
export interface UserDeletePropertyList {
    filters: {
        id: number;
        property_id: number;
        tenant_id: number;
    };
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {
        job_id?: number;
    };
    idempotent: true;
    writes: true;
    versioned: false;
    job: true;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `user_get_details` (details, user): details action on user.
 */
export interface UserGetDetails {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: "id" | "name" | "tenant_id" | "tenant_name" | "description" | "blocked" | "number_of_vms" | "number_of_vms_connected" | "properties" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    defaultFields: "id" | "name" | "tenant_id" | "tenant_name" | "description" | "blocked" | "number_of_vms" | "number_of_vms_connected" | "properties" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    restrictedFields: "description" | "blocked" | "number_of_vms" | "number_of_vms_connected" | "properties" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    order: "id" | "name" | "tenant_id" | "tenant_name" | "description" | "blocked" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
        name: string;
        tenant_id: number;
        tenant_name: string;
        description: string | null;
        blocked: 0 | 1;
        number_of_vms: string;
        number_of_vms_connected: string;
        properties: {
            [key: string]: string | null;
        };
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
        record_version: number;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: true;
}
/**
 * `user_get_list` (list, user): list action on user.
 */
export interface UserGetList {
    filters: {
        id: number;
        name: string;
        tenant_id: number;
        tenant_name: string;
        description: string | null;
        blocked: 0 | 1 | boolean;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
    };
    mandatoryFilters: never;
    fields: "id" | "name" | "tenant_id" | "tenant_name" | "description" | "blocked" | "number_of_vms" | "number_of_vms_connected" | "properties" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    defaultFields: "id" | "name" | "tenant_id" | "tenant_name" | "description" | "blocked" | "number_of_vms" | "number_of_vms_connected" | "properties" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    restrictedFields: "description" | "blocked" | "number_of_vms" | "number_of_vms_connected" | "properties" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    order: "id" | "name" | "tenant_id" | "tenant_name" | "description" | "blocked" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
        name: string;
        tenant_id: number;
        tenant_name: string;
        description: string | null;
        blocked: 0 | 1;
        number_of_vms: string;
        number_of_vms_connected: string;
        properties: {
            [key: string]: string | null;
        };
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
        record_version: number;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: true;
}
/**
 * `user_get_property_list` (list, property_assignment): list action on property_assignment.
 */
export interface UserGetPropertyList {
    filters: {
        tenant_id: number;
    };
    mandatoryFilters: never;
    fields: "id" | "property_id" | "key" | "description" | "tenant_id" | "tenant_name";
    defaultFields: "id" | "property_id" | "key" | "description" | "tenant_id" | "tenant_name";
    restrictedFields: never;
    order: "id" | "key" | "property_id";
    arguments: {};
    row: {
        id: number;
        property_id: number;
        key: string;
        description: string | null;
        tenant_id: number;
        tenant_name: string;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `user_get_state` (state, user): state action on user.
 */
export interface UserGetState {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: "number_of_vms_connected";
    defaultFields: "number_of_vms_connected";
    restrictedFields: "number_of_vms_connected";
    order: "id" | "name" | "tenant_id" | "tenant_name" | "description" | "blocked" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        number_of_vms_connected: number;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `user_tiny_list` (tiny, user): tiny action on user.
 */
export interface UserTinyList {
    filters: {
        tenant_id: number;
    };
    mandatoryFilters: never;
    fields: "tenant_name" | "id" | "name";
    defaultFields: "tenant_name" | "id" | "name";
    restrictedFields: never;
    order: "id" | "name" | "tenant_id" | "tenant_name" | "description" | "blocked" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        tenant_name: string;
        id: number;
        name: string;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `user_update` (update, user): update action on user.
 */
export interface UserUpdate {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        __properties_changes__?: {
            set?: {
                [key: string]: string | number | boolean | null;
            };
            delete?: string[];
        };
        blocked?: 0 | 1 | boolean;
        description?: string | null;
        name?: string;
        password?: string;
    };
    row: {};
    extra: {
        job_id?: number;
    };
    idempotent: true;
    writes: true;
    versioned: true;
    job: true;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `vm_all_ids` (all_ids, vm): all_ids action on vm.
 */
export interface VmAllIds {
    filters: {
        id: number;
        name: string;
        description: string | null;
        user_id: number;
        user_name: string;
        osf_id: number;
        osf_name: string;
        di_tag: string;
        di_id: number | null;
        di_name: string | null;
        di_version: string | null;
        di_id_in_use: number | null;
        di_name_in_use: string | null;
        di_version_in_use: string | null;
        blocked: 0 | 1 | boolean;
        state: string;
        user_state: string;
        host_id: number | null;
        host_name: string | null;
        ip: string;
        next_boot_ip: string;
        mac: string;
        ssh_port: number | null;
        vnc_port: number | null;
        serial_port: number | null;
        storage: string | null;
        expiration_soft: string | null;
        expiration_hard: string | null;
        tenant_id: number;
        tenant_name: string;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
    };
    mandatoryFilters: never;
    fields: "id";
    defaultFields: "id";
    restrictedFields: never;
    order: "id" | "name" | "description" | "user_id" | "user_name" | "osf_id" | "osf_name" | "di_tag" | "di_id" | "di_name" | "di_version" | "di_id_in_use" | "di_name_in_use" | "di_version_in_use" | "blocked" | "state" | "user_state" | "host_id" | "host_name" | "ip" | "next_boot_ip" | "mac" | "ssh_port" | "vnc_port" | "serial_port" | "storage" | "expiration_soft" | "expiration_hard" | "tenant_id" | "tenant_name" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'ids';
    describedRow: never;
    live: false;
}
/**
 * `vm_create` (create, vm): Creates a stopped, disconnected VM in its user's tenant (the user and the OS flavour must be of one tenant, the caller's for a tenant administrator: else 7110). Without `ip` it takes the first free address of the VM network; its mac follows from the ip.
 */
export interface VmCreate {
    filters: {};
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        __properties__?: {
            [key: string]: string | number | boolean | null;
        };
        blocked?: 0 | 1 | boolean;
        description?: string | null;
        di_tag?: string;
        expiration_hard?: string | null;
        expiration_soft?: string | null;
        ip?: string;
        name: string;
        osf_id: number;
        storage?: string | null;
        user_id: number;
    };
    row: {};
    extra: {};
    idempotent: true;
    writes: true;
    versioned: false;
    job: false;
    rows: 'created';
    describedRow: never;
    live: false;
}
/**
 * `vm_create_property_list` (create, property_assignment): Assigns a property to the vm kind; answers the assignment id (svc_obj_prop_id).
 */
export interface VmCreatePropertyList {
    filters: {};
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        property_id: number;
    };
    row: {};
    extra: {};
    idempotent: true;
    writes: true;
    versioned: false;
    job: false;
    rows: 'created';
    describedRow: never;
    live: false;
}
/**
 * `vm_delete` (delete, vm): Deletes stopped VMs; a VM in any other state is refused with 7310.
 */
export interface VmDelete {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {
        job_id?: number;
    };
    idempotent: true;
    writes: true;
    versioned: true;
    job: true;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `vm_delete_property_list` (delete, property_assignment): delete action on property_assignment.
 */
export interface VmDeletePropertyList {
    filters: {
        id: number;
        property_id: number;
        tenant_id: number;
    };
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {
        job_id?: number;
    };
    idempotent: true;
    writes: true;
    versioned: false;
    job: true;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `vm_get_details` (details, vm): details action on vm.
 */
export interface VmGetDetails {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: "id" | "name" | "description" | "user_id" | "user_name" | "osf_id" | "osf_name" | "di_tag" | "di_id" | "di_name" | "di_version" | "di_id_in_use" | "di_name_in_use" | "di_version_in_use" | "blocked" | "state" | "user_state" | "host_id" | "host_name" | "ip" | "ip_in_use" | "next_boot_ip" | "mac" | "ssh_port" | "vnc_port" | "serial_port" | "storage" | "expiration_soft" | "expiration_hard" | "time_until_expiration_soft" | "time_until_expiration_hard" | "properties" | "tenant_id" | "tenant_name" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    defaultFields: "id" | "name" | "description" | "user_id" | "user_name" | "osf_id" | "osf_name" | "di_tag" | "di_id" | "di_name" | "di_version" | "di_id_in_use" | "di_name_in_use" | "di_version_in_use" | "blocked" | "state" | "user_state" | "host_id" | "host_name" | "ip" | "ip_in_use" | "next_boot_ip" | "mac" | "ssh_port" | "vnc_port" | "serial_port" | "storage" | "expiration_soft" | "expiration_hard" | "time_until_expiration_soft" | "time_until_expiration_hard" | "properties" | "tenant_id" | "tenant_name" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    restrictedFields: "description" | "user_id" | "user_name" | "osf_id" | "osf_name" | "di_tag" | "di_id" | "di_name" | "di_version" | "di_id_in_use" | "di_name_in_use" | "di_version_in_use" | "blocked" | "state" | "user_state" | "host_id" | "host_name" | "ip" | "ip_in_use" | "next_boot_ip" | "mac" | "ssh_port" | "vnc_port" | "serial_port" | "expiration_soft" | "expiration_hard" | "time_until_expiration_soft" | "time_until_expiration_hard" | "properties" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    order: "id" | "name" | "description" | "user_id" | "user_name" | "osf_id" | "osf_name" | "di_tag" | "di_id" | "di_name" | "di_version" | "di_id_in_use" | "di_name_in_use" | "di_version_in_use" | "blocked" | "state" | "user_state" | "host_id" | "host_name" | "ip" | "next_boot_ip" | "mac" | "ssh_port" | "vnc_port" | "serial_port" | "storage" | "expiration_soft" | "expiration_hard" | "tenant_id" | "tenant_name" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
        name: string;
        description: string | null;
        user_id: number;
        user_name: string;
        osf_id: number;
        osf_name: string;
        di_tag: string;
        di_id: number | null;
        di_name: string | null;
        di_version: string | null;
        di_id_in_use: number | null;
        di_name_in_use: string | null;
        di_version_in_use: string | null;
        blocked: 0 | 1;
        state: "stopped" | "starting" | "running" | "stopping" | "zombie" | "debugging";
        user_state: "disconnected" | "connecting" | "connected";
        host_id: number | null;
        host_name: string | null;
        ip: string;
        ip_in_use: string | null;
        next_boot_ip: string;
        mac: string;
        ssh_port: number | null;
        vnc_port: number | null;
        serial_port: number | null;
        storage: string | null;
        expiration_soft: string | null;
        expiration_hard: string | null;
        time_until_expiration_soft: {
            days: number;
            hours: number;
            minutes: number;
            seconds: number;
            expired: boolean;
        } | null;
        time_until_expiration_hard: {
            days: number;
            hours: number;
            minutes: number;
            seconds: number;
            expired: boolean;
        } | null;
        properties: {
            [key: string]: string | null;
        };
        tenant_id: number;
        tenant_name: string;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
        record_version: number;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: true;
}
/**
 * `vm_get_list` (list, vm): list action on vm.
 */
export interface VmGetList {
    filters: {
        id: number;
        name: string;
        description: string | null;
        user_id: number;
        user_name: string;
        osf_id: number;
        osf_name: string;
        di_tag: string;
        di_id: number | null;
        di_name: string | null;
        di_version: string | null;
        di_id_in_use: number | null;
        di_name_in_use: string | null;
        di_version_in_use: string | null;
        blocked: 0 | 1 | boolean;
        state: string;
        user_state: string;
        host_id: number | null;
        host_name: string | null;
        ip: string;
        next_boot_ip: string;
        mac: string;
        ssh_port: number | null;
        vnc_port: number | null;
        serial_port: number | null;
        storage: string | null;
        expiration_soft: string | null;
        expiration_hard: string | null;
        tenant_id: number;
        tenant_name: string;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
    };
    mandatoryFilters: never;
    fields: "id" | "name" | "description" | "user_id" | "user_name" | "osf_id" | "osf_name" | "di_tag" | "di_id" | "di_name" | "di_version" | "di_id_in_use" | "di_name_in_use" | "di_version_in_use" | "blocked" | "state" | "user_state" | "host_id" | "host_name" | "ip" | "ip_in_use" | "next_boot_ip" | "mac" | "ssh_port" | "vnc_port" | "serial_port" | "storage" | "expiration_soft" | "expiration_hard" | "time_until_expiration_soft" | "time_until_expiration_hard" | "properties" | "tenant_id" | "tenant_name" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    defaultFields: "id" | "name" | "description" | "user_id" | "user_name" | "osf_id" | "osf_name" | "di_tag" | "di_id" | "di_name" | "di_version" | "di_id_in_use" | "di_name_in_use" | "di_version_in_use" | "blocked" | "state" | "user_state" | "host_id" | "host_name" | "ip" | "ip_in_use" | "next_boot_ip" | "mac" | "ssh_port" | "vnc_port" | "serial_port" | "storage" | "expiration_soft" | "expiration_hard" | "time_until_expiration_soft" | "time_until_expiration_hard" | "properties" | "tenant_id" | "tenant_name" | "creation_date" | "creation_admin_id" | "creation_admin_name" | "record_version";
    restrictedFields: "description" | "user_id" | "user_name" | "osf_id" | "osf_name" | "di_tag" | "di_id" | "di_name" | "di_version" | "di_id_in_use" | "di_name_in_use" | "di_version_in_use" | "blocked" | "state" | "user_state" | "host_id" | "host_name" | "ip" | "ip_in_use" | "next_boot_ip" | "mac" | "ssh_port" | "vnc_port" | "serial_port" | "expiration_soft" | "expiration_hard" | "time_until_expiration_soft" | "time_until_expiration_hard" | "properties" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    order: "id" | "name" | "description" | "user_id" | "user_name" | "osf_id" | "osf_name" | "di_tag" | "di_id" | "di_name" | "di_version" | "di_id_in_use" | "di_name_in_use" | "di_version_in_use" | "blocked" | "state" | "user_state" | "host_id" | "host_name" | "ip" | "next_boot_ip" | "mac" | "ssh_port" | "vnc_port" | "serial_port" | "storage" | "expiration_soft" | "expiration_hard" | "tenant_id" | "tenant_name" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
        name: string;
        description: string | null;
        user_id: number;
        user_name: string;
        osf_id: number;
        osf_name: string;
        di_tag: string;
        di_id: number | null;
        di_name: string | null;
        di_version: string | null;
        di_id_in_use: number | null;
        di_name_in_use: string | null;
        di_version_in_use: string | null;
        blocked: 0 | 1;
        state: "stopped" | "starting" | "running" | "stopping" | "zombie" | "debugging";
        user_state: "disconnected" | "connecting" | "connected";
        host_id: number | null;
        host_name: string | null;
        ip: string;
        ip_in_use: string | null;
        next_boot_ip: string;
        mac: string;
        ssh_port: number | null;
        vnc_port: number | null;
        serial_port: number | null;
        storage: string | null;
        expiration_soft: string | null;
        expiration_hard: string | null;
        time_until_expiration_soft: {
            days: number;
            hours: number;
            minutes: number;
            seconds: number;
            expired: boolean;
        } | null;
        time_until_expiration_hard: {
            days: number;
            hours: number;
            minutes: number;
            seconds: number;
            expired: boolean;
        } | null;
        properties: {
            [key: string]: string | null;
        };
        tenant_id: number;
        tenant_name: string;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
        record_version: number;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: true;
}
/**
 * `vm_get_property_list` (list, property_assignment): list action on property_assignment.
 */
export interface VmGetPropertyList {
    filters: {
        tenant_id: number;
    };
    mandatoryFilters: never;
    fields: "id" | "property_id" | "key" | "description" | "tenant_id" | "tenant_name";
    defaultFields: "id" | "property_id" | "key" | "description" | "tenant_id" | "tenant_name";
    restrictedFields: never;
    order: "id" | "key" | "property_id";
    arguments: {};
    row: {
        id: number;
        property_id: number;
        key: string;
        description: string | null;
        tenant_id: number;
        tenant_name: string;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `vm_start` (exec, vm): Starts stopped, unblocked VMs on the running, unblocked backend host with the fewest VMs (ties by id; none → 5140), booting the image their di_tag names, which they then hold in use; ports are assigned on the host.
 */
export interface VmStart {
    filters: {
        id: number;
        tenant_id: number;
        user_id: number;
        host_id: number | null;
        osf_id: number;
    };
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {
        job_id?: number;
    };
    idempotent: true;
    writes: true;
    versioned: true;
    job: true;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `vm_stop` (exec, vm): Stops VMs that are starting, running or debugging.
 */
export interface VmStop {
    filters: {
        id: number;
        tenant_id: number;
        user_id: number;
        host_id: number | null;
        osf_id: number;
    };
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {
        job_id?: number;
    };
    idempotent: true;
    writes: true;
    versioned: true;
    job: true;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `vm_tiny_list` (tiny, vm): tiny action on vm.
 */
export interface VmTinyList {
    filters: {
        tenant_id: number;
        user_id: number;
        osf_id: number;
        host_id: number | null;
    };
    mandatoryFilters: never;
    fields: "id" | "name" | "tenant_name";
    defaultFields: "id" | "name" | "tenant_name";
    restrictedFields: never;
    order: "id" | "name" | "tenant_id" | "tenant_name";
    arguments: {};
    row: {
        id: number;
        name: string;
        tenant_name: string;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `vm_update` (update, vm): update action on vm.
 */
export interface VmUpdate {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        __properties_changes__?: {
            set?: {
                [key: string]: string | number | boolean | null;
            };
            delete?: string[];
        };
        blocked?: 0 | 1 | boolean;
        description?: string | null;
        di_tag?: string;
        expiration_hard?: string | null;
        expiration_soft?: string | null;
        name?: string;
    };
    row: {};
    extra: {
        job_id?: number;
    };
    idempotent: true;
    writes: true;
    versioned: true;
    job: true;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `vm_user_disconnect` (exec, vm): Disconnects the user from VMs they are connecting or connected to.
 */
export interface VmUserDisconnect {
    filters: {
        id: number;
        tenant_id: number;
        user_id: number;
        host_id: number | null;
        osf_id: number;
    };
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {
        job_id?: number;
    };
    idempotent: true;
    writes: true;
    versioned: true;
    job: true;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `webhook_create` (bespoke, webhook): Subscribes `url` to the event `kinds` (at least one), from the caller's tenant (a superadministrator: every tenant, or `filter_tenant_id`), optionally of some `object_kinds` only. The subscription belongs to the caller, and its events show records as the caller sees them (with a token's ACLs when made with one). `secret` (16 to 128 characters) or one generated is answered once, in the row's `secret`. A URL the outbound policy refuses answers 7010; an unknown kind 7020.
 */
export interface WebhookCreate {
    filters: {};
    mandatoryFilters: never;
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        enabled?: 0 | 1 | boolean;
        filter_tenant_id?: number | null;
        kinds: string[];
        name: string;
        object_kinds?: string[] | null | null;
        secret?: string;
        url: string;
    };
    row: {};
    extra: {};
    idempotent: false;
    writes: true;
    versioned: false;
    job: false;
    rows: 'described';
    describedRow: {
        id: number;
        name: string;
        url: string;
        kinds: string[];
        secret: string;
    };
    live: false;
}
/**
 * `webhook_delete` (bespoke, webhook): Deletes subscriptions (by id) with their delivery log; what was queued for them is not sent.
 */
export interface WebhookDelete {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {};
    idempotent: false;
    writes: true;
    versioned: false;
    job: false;
    rows: 'none';
    describedRow: never;
    live: false;
}
/**
 * `webhook_delivery_get_list` (list, webhook_delivery): The delivery log of the subscriptions the caller sees (filter by webhook_id), newest first by default order_by id desc.
 */
export interface WebhookDeliveryGetList {
    filters: {
        id: number;
        webhook_id: number;
        webhook_name: string;
        tenant_id: number;
        event_id: string;
        kind: string;
        object_kind: string | null;
        object_id: number | null;
        object_name: string | null;
        state: string;
        attempts: number;
        http_status: number | null;
        event_date: string;
        creation_date: string;
        delivery_date: string | null;
        redelivery_of: number | null;
    };
    mandatoryFilters: never;
    fields: "id" | "webhook_id" | "webhook_name" | "tenant_id" | "event_id" | "kind" | "event_date" | "object_kind" | "object_id" | "object_name" | "state" | "attempts" | "http_status" | "error" | "duration_ms" | "next_attempt_date" | "last_attempt_date" | "delivery_date" | "redelivery_of" | "creation_date";
    defaultFields: "id" | "webhook_id" | "webhook_name" | "tenant_id" | "event_id" | "kind" | "event_date" | "object_kind" | "object_id" | "object_name" | "state" | "attempts" | "http_status" | "error" | "duration_ms" | "next_attempt_date" | "last_attempt_date" | "delivery_date" | "redelivery_of" | "creation_date";
    restrictedFields: never;
    order: "id" | "webhook_id" | "kind" | "object_id" | "state" | "attempts" | "http_status" | "event_date" | "creation_date" | "delivery_date";
    arguments: {};
    row: {
        id: number;
        webhook_id: number;
        webhook_name: string;
        tenant_id: number;
        event_id: string;
        kind: string;
        event_date: string;
        object_kind: string | null;
        object_id: number | null;
        object_name: string | null;
        state: "pending" | "delivered" | "failed";
        attempts: number;
        http_status: number | null;
        error: string | null;
        duration_ms: number | null;
        next_attempt_date: string | null;
        last_attempt_date: string | null;
        delivery_date: string | null;
        redelivery_of: number | null;
        creation_date: string;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `webhook_get_details` (details, webhook): One subscription, by id. Never the secret.
 */
export interface WebhookGetDetails {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: "id" | "name" | "url" | "kinds" | "filter_tenant_id" | "object_kinds" | "enabled" | "paused" | "paused_reason" | "paused_date" | "failures" | "admin_id" | "admin_name" | "api_token" | "tenant_id" | "tenant_name" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    defaultFields: "id" | "name" | "url" | "kinds" | "filter_tenant_id" | "object_kinds" | "enabled" | "paused" | "paused_reason" | "paused_date" | "failures" | "admin_id" | "admin_name" | "api_token" | "tenant_id" | "tenant_name" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    restrictedFields: never;
    order: "id";
    arguments: {};
    row: {
        id: number;
        name: string;
        url: string;
        kinds: string[];
        filter_tenant_id: number | null;
        object_kinds: string[] | null | null;
        enabled: 0 | 1;
        paused: 0 | 1;
        paused_reason: string | null;
        paused_date: string | null;
        failures: number;
        admin_id: number;
        admin_name: string;
        api_token: string | null;
        tenant_id: number;
        tenant_name: string;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `webhook_get_list` (list, webhook): The subscriptions of the caller's tenant (a superadministrator's, of every tenant). Never the secret.
 */
export interface WebhookGetList {
    filters: {
        id: number;
        name: string;
        url: string;
        enabled: 0 | 1 | boolean;
        paused: 0 | 1 | boolean;
        filter_tenant_id: number | null;
        admin_id: number;
        admin_name: string;
        api_token: string | null;
        tenant_id: number;
        tenant_name: string;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
    };
    mandatoryFilters: never;
    fields: "id" | "name" | "url" | "kinds" | "filter_tenant_id" | "object_kinds" | "enabled" | "paused" | "paused_reason" | "paused_date" | "failures" | "admin_id" | "admin_name" | "api_token" | "tenant_id" | "tenant_name" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    defaultFields: "id" | "name" | "url" | "kinds" | "filter_tenant_id" | "object_kinds" | "enabled" | "paused" | "paused_reason" | "paused_date" | "failures" | "admin_id" | "admin_name" | "api_token" | "tenant_id" | "tenant_name" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    restrictedFields: never;
    order: "id" | "name" | "url" | "enabled" | "paused" | "failures" | "admin_id" | "admin_name" | "tenant_id" | "tenant_name" | "creation_date" | "creation_admin_id" | "creation_admin_name";
    arguments: {};
    row: {
        id: number;
        name: string;
        url: string;
        kinds: string[];
        filter_tenant_id: number | null;
        object_kinds: string[] | null | null;
        enabled: 0 | 1;
        paused: 0 | 1;
        paused_reason: string | null;
        paused_date: string | null;
        failures: number;
        admin_id: number;
        admin_name: string;
        api_token: string | null;
        tenant_id: number;
        tenant_name: string;
        creation_date: string | null;
        creation_admin_id: number | null;
        creation_admin_name: string | null;
    };
    extra: {};
    idempotent: false;
    writes: false;
    versioned: false;
    job: false;
    rows: 'fields';
    describedRow: never;
    live: false;
}
/**
 * `webhook_redeliver` (bespoke, webhook_delivery): Sends deliveries (by id) again: each becomes a new delivery of the same event with the same body (same event id), queued now, whatever the first one's state. Answers the new deliveries' ids in `rows`.
 */
export interface WebhookRedeliver {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {};
    idempotent: false;
    writes: true;
    versioned: false;
    job: false;
    rows: 'described';
    describedRow: {
        id: number;
        redelivery_of: number;
    };
    live: false;
}
/**
 * `webhook_test` (bespoke, webhook): Queues a `ping` event for each subscription selected (by id), signed and delivered as any other (to a paused subscription too, to check its target before resuming it; a disabled one sends it once enabled): answers the deliveries' ids in `rows`; follow them with webhook_delivery_get_list.
 */
export interface WebhookTest {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {};
    row: {};
    extra: {};
    idempotent: false;
    writes: true;
    versioned: false;
    job: false;
    rows: 'described';
    describedRow: {
        id: number;
        webhook_id: number;
    };
    live: false;
}
/**
 * `webhook_update` (bespoke, webhook): Changes subscriptions (by id): name, url, kinds, filters, enabled, or the secret (`secret` a new value, or `rotate_secret: 1` for a generated one; either is answered once, in the row's `secret`). Setting enabled (to 1) on a paused subscription resumes it: its queued deliveries are sent again from where they stopped. The caller becomes the subscription's owner (with the token it calls with, if any): its events show records as the caller may see them from then on, those queued included.
 */
export interface WebhookUpdate {
    filters: {
        id: number;
        tenant_id: number;
    };
    mandatoryFilters: "id";
    fields: never;
    defaultFields: never;
    restrictedFields: never;
    order: never;
    arguments: {
        enabled?: 0 | 1 | boolean;
        filter_tenant_id?: number | null;
        kinds?: string[];
        name?: string;
        object_kinds?: string[] | null | null;
        rotate_secret?: 0 | 1 | boolean;
        secret?: string;
        url?: string;
    };
    row: {};
    extra: {};
    idempotent: false;
    writes: true;
    versioned: false;
    job: false;
    rows: 'described';
    describedRow: {
        id: number;
        secret?: string;
    };
    live: false;
}
/** Every action of the API by name, as the client types them. */
export interface Actions {
    acl_get_list: AclGetList;
    acl_tiny_list: AclTinyList;
    action_get_list: ActionGetList;
    admin_attribute_view_set: AdminAttributeViewSet;
    admin_property_view_set: AdminPropertyViewSet;
    admin_view_reset: AdminViewReset;
    administrator_all_ids: AdministratorAllIds;
    administrator_create: AdministratorCreate;
    administrator_delete: AdministratorDelete;
    administrator_get_details: AdministratorGetDetails;
    administrator_get_list: AdministratorGetList;
    administrator_second_factor_reset: AdministratorSecondFactorReset;
    administrator_tiny_list: AdministratorTinyList;
    administrator_update: AdministratorUpdate;
    api_token_create: ApiTokenCreate;
    api_token_delete: ApiTokenDelete;
    api_token_get_details: ApiTokenGetDetails;
    api_token_get_list: ApiTokenGetList;
    api_token_update: ApiTokenUpdate;
    config_delete: ConfigDelete;
    config_get: ConfigGet;
    config_set: ConfigSet;
    config_ssl: ConfigSsl;
    config_wat_get_details: ConfigWatGetDetails;
    config_wat_get_list: ConfigWatGetList;
    config_wat_update: ConfigWatUpdate;
    current_admin_setup: CurrentAdminSetup;
    di_all_ids: DiAllIds;
    di_create: DiCreate;
    di_create_property_list: DiCreatePropertyList;
    di_delete: DiDelete;
    di_delete_property_list: DiDeletePropertyList;
    di_get_details: DiGetDetails;
    di_get_list: DiGetList;
    di_get_property_list: DiGetPropertyList;
    di_tiny_list: DiTinyList;
    di_update: DiUpdate;
    dis_in_staging: DisInStaging;
    get_acls_in_admins: GetAclsInAdmins;
    get_acls_in_roles: GetAclsInRoles;
    host_all_ids: HostAllIds;
    host_create: HostCreate;
    host_create_property_list: HostCreatePropertyList;
    host_delete: HostDelete;
    host_delete_property_list: HostDeletePropertyList;
    host_get_details: HostGetDetails;
    host_get_list: HostGetList;
    host_get_property_list: HostGetPropertyList;
    host_get_state: HostGetState;
    host_tiny_list: HostTinyList;
    host_update: HostUpdate;
    job_cancel: JobCancel;
    job_get_details: JobGetDetails;
    job_get_list: JobGetList;
    job_record_get_list: JobRecordGetList;
    log_get_list: LogGetList;
    myadmin_second_factor_confirm: MyadminSecondFactorConfirm;
    myadmin_second_factor_enrol: MyadminSecondFactorEnrol;
    myadmin_second_factor_get_details: MyadminSecondFactorGetDetails;
    myadmin_second_factor_remove: MyadminSecondFactorRemove;
    myadmin_update: MyadminUpdate;
    mytenant_update: MytenantUpdate;
    number_of_acls_in_admin: NumberOfAclsInAdmin;
    number_of_acls_in_role: NumberOfAclsInRole;
    object_get_list: ObjectGetList;
    osf_all_ids: OsfAllIds;
    osf_create: OsfCreate;
    osf_create_property_list: OsfCreatePropertyList;
    osf_delete: OsfDelete;
    osf_delete_property_list: OsfDeletePropertyList;
    osf_get_details: OsfGetDetails;
    osf_get_list: OsfGetList;
    osf_get_property_list: OsfGetPropertyList;
    osf_tiny_list: OsfTinyList;
    osf_update: OsfUpdate;
    property_create: PropertyCreate;
    property_delete: PropertyDelete;
    property_get_list: PropertyGetList;
    property_update: PropertyUpdate;
    role_all_ids: RoleAllIds;
    role_create: RoleCreate;
    role_delete: RoleDelete;
    role_get_details: RoleGetDetails;
    role_get_list: RoleGetList;
    role_tiny_list: RoleTinyList;
    role_update: RoleUpdate;
    session_delete: SessionDelete;
    session_get_list: SessionGetList;
    sources_in_log: SourcesInLog;
    svc_objects_statistics: SvcObjectsStatistics;
    tag_get_list: TagGetList;
    tag_tiny_list: TagTinyList;
    tenant_all_ids: TenantAllIds;
    tenant_attribute_view_set: TenantAttributeViewSet;
    tenant_create: TenantCreate;
    tenant_delete: TenantDelete;
    tenant_get_details: TenantGetDetails;
    tenant_get_list: TenantGetList;
    tenant_property_view_set: TenantPropertyViewSet;
    tenant_tiny_list: TenantTinyList;
    tenant_update: TenantUpdate;
    tenant_view_get_list: TenantViewGetList;
    tenant_view_reset: TenantViewReset;
    user_all_ids: UserAllIds;
    user_create: UserCreate;
    user_create_property_list: UserCreatePropertyList;
    user_delete: UserDelete;
    user_delete_property_list: UserDeletePropertyList;
    user_get_details: UserGetDetails;
    user_get_list: UserGetList;
    user_get_property_list: UserGetPropertyList;
    user_get_state: UserGetState;
    user_tiny_list: UserTinyList;
    user_update: UserUpdate;
    vm_all_ids: VmAllIds;
    vm_create: VmCreate;
    vm_create_property_list: VmCreatePropertyList;
    vm_delete: VmDelete;
    vm_delete_property_list: VmDeletePropertyList;
    vm_get_details: VmGetDetails;
    vm_get_list: VmGetList;
    vm_get_property_list: VmGetPropertyList;
    vm_start: VmStart;
    vm_stop: VmStop;
    vm_tiny_list: VmTinyList;
    vm_update: VmUpdate;
    vm_user_disconnect: VmUserDisconnect;
    webhook_create: WebhookCreate;
    webhook_delete: WebhookDelete;
    webhook_delivery_get_list: WebhookDeliveryGetList;
    webhook_get_details: WebhookGetDetails;
    webhook_get_list: WebhookGetList;
    webhook_redeliver: WebhookRedeliver;
    webhook_test: WebhookTest;
    webhook_update: WebhookUpdate;
}
export type ActionName = keyof Actions;
/**
 * The API client: one method per action (the action name in camelCase), sessions, live lists and uploads.
 */
export declare class SvcAdminClient extends ClientCore<Actions> {
    /**
     * `acl_get_list` (bespoke, acl): bespoke action on acl.
     * @throws ApiError when the status is not 0
     */
    aclGetList<F extends AclGetList['fields'] = never>(params?: Params<AclGetList, F>, options?: CallOptions): Promise<Answer<AclGetList, F>>;
    /**
     * `acl_tiny_list` (bespoke, acl): bespoke action on acl.
     * @throws ApiError when the status is not 0
     */
    aclTinyList<F extends AclTinyList['fields'] = never>(params?: Params<AclTinyList, F>, options?: CallOptions): Promise<Answer<AclTinyList, F>>;
    /**
     * `action_get_list` (bespoke, log_choice): The names of every action, as rows with `id` and `name` (both the name), for the choices of the log's `action` filter.
     * @throws ApiError when the status is not 0
     */
    actionGetList<F extends ActionGetList['fields'] = never>(params?: Params<ActionGetList, F>, options?: CallOptions): Promise<Answer<ActionGetList, F>>;
    /**
     * `admin_attribute_view_set` (bespoke, view_setting): bespoke action on view_setting.
     * @throws ApiError when the status is not 0
     */
    adminAttributeViewSet(params: Params<AdminAttributeViewSet>, options?: CallOptions): Promise<Answer<AdminAttributeViewSet>>;
    /**
     * `admin_property_view_set` (bespoke, view_setting): Shows or hides a custom property for the caller only.
     * @throws ApiError when the status is not 0
     */
    adminPropertyViewSet(params: Params<AdminPropertyViewSet>, options?: CallOptions): Promise<Answer<AdminPropertyViewSet>>;
    /**
     * `admin_view_reset` (bespoke, view_setting): bespoke action on view_setting.
     * @throws ApiError when the status is not 0
     */
    adminViewReset(params?: Params<AdminViewReset>, options?: CallOptions): Promise<Answer<AdminViewReset>>;
    /**
     * `administrator_all_ids` (all_ids, administrator): all_ids action on administrator.
     * @throws ApiError when the status is not 0
     */
    administratorAllIds<F extends AdministratorAllIds['fields'] = never>(params?: Params<AdministratorAllIds, F>, options?: CallOptions): Promise<Answer<AdministratorAllIds, F>>;
    /**
     * `administrator_create` (create, administrator): create action on administrator.
     * @throws ApiError when the status is not 0
     */
    administratorCreate(params: Params<AdministratorCreate>, options?: CallOptions): Promise<Answer<AdministratorCreate>>;
    /**
     * `administrator_delete` (delete, administrator): delete action on administrator.
     * @throws ApiError when the status is not 0
     */
    administratorDelete(params: Params<AdministratorDelete>, options?: CallOptions): Promise<Answer<AdministratorDelete>>;
    /**
     * `administrator_get_details` (details, administrator): details action on administrator.
     * @throws ApiError when the status is not 0
     */
    administratorGetDetails<F extends AdministratorGetDetails['fields'] = never>(params: Params<AdministratorGetDetails, F>, options?: CallOptions): Promise<Answer<AdministratorGetDetails, F>>;
    /**
     * `administrator_get_list` (list, administrator): list action on administrator.
     * @throws ApiError when the status is not 0
     */
    administratorGetList<F extends AdministratorGetList['fields'] = never>(params?: Params<AdministratorGetList, F>, options?: CallOptions): Promise<Answer<AdministratorGetList, F>>;
    /**
     * `administrator_second_factor_reset` (bespoke, administrator): Removes the second factor and recovery codes of the administrators selected (an administrator who lost its app and its codes then logs in with its password and enrols again). Audited. Only the superadministrator's role holds its ACL unless it is given on purpose.
     * @throws ApiError when the status is not 0
     */
    administratorSecondFactorReset(params: Params<AdministratorSecondFactorReset>, options?: CallOptions): Promise<Answer<AdministratorSecondFactorReset>>;
    /**
     * `administrator_tiny_list` (tiny, administrator): tiny action on administrator.
     * @throws ApiError when the status is not 0
     */
    administratorTinyList<F extends AdministratorTinyList['fields'] = never>(params?: Params<AdministratorTinyList, F>, options?: CallOptions): Promise<Answer<AdministratorTinyList, F>>;
    /**
     * `administrator_update` (update, administrator): update action on administrator.
     * @throws ApiError when the status is not 0
     */
    administratorUpdate(params: Params<AdministratorUpdate>, options?: CallOptions): Promise<Answer<AdministratorUpdate>>;
    /**
     * `api_token_create` (bespoke, api_token): Creates a token for the caller, or with administrator.token.manage for another administrator of its tenant (admin_id). `acls` defaults to every ACL the owner holds now (and the caller too, when they differ); naming an ACL either lacks answers 4230. Answers the secret once, in the row's `secret`. Needs a session: a token cannot create tokens (4210).
     * @throws ApiError when the status is not 0
     */
    apiTokenCreate(params: Params<ApiTokenCreate>, options?: CallOptions): Promise<Answer<ApiTokenCreate>>;
    /**
     * `api_token_delete` (bespoke, api_token): Revokes tokens (by id): each answers 3230 from then on, in every server process at once, and the live sockets opened with it end within a second. The record stays, revoked, for the audit trail.
     * @throws ApiError when the status is not 0
     */
    apiTokenDelete(params: Params<ApiTokenDelete>, options?: CallOptions): Promise<Answer<ApiTokenDelete>>;
    /**
     * `api_token_get_details` (bespoke, api_token): One token the caller may see (its own, or with administrator.token.see), by id. Never the secret.
     * @throws ApiError when the status is not 0
     */
    apiTokenGetDetails<F extends ApiTokenGetDetails['fields'] = never>(params: Params<ApiTokenGetDetails, F>, options?: CallOptions): Promise<Answer<ApiTokenGetDetails, F>>;
    /**
     * `api_token_get_list` (bespoke, api_token): The caller's own tokens, and with administrator.token.see those of the other administrators of its tenant. Never the secret.
     * @throws ApiError when the status is not 0
     */
    apiTokenGetList<F extends ApiTokenGetList['fields'] = never>(params?: Params<ApiTokenGetList, F>, options?: CallOptions): Promise<Answer<ApiTokenGetList, F>>;
    /**
     * `api_token_update` (bespoke, api_token): Changes a token's name, expiration_date (null: never) or ACLs (any subset of what its owner and the caller hold now). A revoked token stays revoked. Needs a session (4210 with a token).
     * @throws ApiError when the status is not 0
     */
    apiTokenUpdate(params: Params<ApiTokenUpdate>, options?: CallOptions): Promise<Answer<ApiTokenUpdate>>;
    /**
     * `config_delete` (bespoke, config_token): Resets a core token to its default (7390 when it already is) or removes a custom token.
     * @throws ApiError when the status is not 0
     */
    configDelete(params: Params<ConfigDelete>, options?: CallOptions): Promise<Answer<ConfigDelete>>;
    /**
     * `config_get` (bespoke, config_token): bespoke action on config_token.
     * @throws ApiError when the status is not 0
     */
    configGet<F extends ConfigGet['fields'] = never>(params?: Params<ConfigGet, F>, options?: CallOptions): Promise<Answer<ConfigGet, F>>;
    /**
     * `config_set` (bespoke, config_token): Sets a token for a tenant (tenant -1 for global tokens); answers a row with tenant_id and key.
     * @throws ApiError when the status is not 0
     */
    configSet(params: Params<ConfigSet>, options?: CallOptions): Promise<Answer<ConfigSet>>;
    /**
     * `config_ssl` (bespoke, config_token): Stores the server's TLS certificate, key, revocation list and authority (PEM); used from the next start.
     * @throws ApiError when the status is not 0
     */
    configSsl(params: Params<ConfigSsl>, options?: CallOptions): Promise<Answer<ConfigSsl>>;
    /**
     * `config_wat_get_details` (bespoke, config_token): The web client settings of a tenant - rows with language, block and tenant_id.
     * @throws ApiError when the status is not 0
     */
    configWatGetDetails(params?: Params<ConfigWatGetDetails>, options?: CallOptions): Promise<Answer<ConfigWatGetDetails>>;
    /**
     * `config_wat_get_list` (bespoke, config_token): The same answer as config_wat_get_details, under the name the original web console calls.
     * @throws ApiError when the status is not 0
     */
    configWatGetList(params?: Params<ConfigWatGetList>, options?: CallOptions): Promise<Answer<ConfigWatGetList>>;
    /**
     * `config_wat_update` (bespoke, config_token): Changes the web client settings (language, block) of a tenant.
     * @throws ApiError when the status is not 0
     */
    configWatUpdate(params?: Params<ConfigWatUpdate>, options?: CallOptions): Promise<Answer<ConfigWatUpdate>>;
    /**
     * `current_admin_setup` (bespoke): The caller's own settings, ACLs and views; answers a fresh `sid` when called with credentials.
     * @throws ApiError when the status is not 0
     */
    currentAdminSetup(params?: Params<CurrentAdminSetup>, options?: CallOptions): Promise<Answer<CurrentAdminSetup>>;
    /**
     * `di_all_ids` (all_ids, di): all_ids action on di.
     * @throws ApiError when the status is not 0
     */
    diAllIds<F extends DiAllIds['fields'] = never>(params?: Params<DiAllIds, F>, options?: CallOptions): Promise<Answer<DiAllIds, F>>;
    /**
     * `di_create` (create, di): Registers a disk image of an OS flavour; the file arrives by upload, staging copy or download.
     * @throws ApiError when the status is not 0
     */
    diCreate(params: Params<DiCreate>, options?: CallOptions): Promise<Answer<DiCreate>>;
    /**
     * `di_create_property_list` (create, property_assignment): Assigns a property to the di kind; answers the assignment id (svc_obj_prop_id).
     * @throws ApiError when the status is not 0
     */
    diCreatePropertyList(params: Params<DiCreatePropertyList>, options?: CallOptions): Promise<Answer<DiCreatePropertyList>>;
    /**
     * `di_delete` (delete, di): delete action on di.
     * @throws ApiError when the status is not 0
     */
    diDelete(params: Params<DiDelete>, options?: CallOptions): Promise<Answer<DiDelete>>;
    /**
     * `di_delete_property_list` (delete, property_assignment): delete action on property_assignment.
     * @throws ApiError when the status is not 0
     */
    diDeletePropertyList(params: Params<DiDeletePropertyList>, options?: CallOptions): Promise<Answer<DiDeletePropertyList>>;
    /**
     * `di_get_details` (details, di): details action on di.
     * @throws ApiError when the status is not 0
     */
    diGetDetails<F extends DiGetDetails['fields'] = never>(params: Params<DiGetDetails, F>, options?: CallOptions): Promise<Answer<DiGetDetails, F>>;
    /**
     * `di_get_list` (list, di): list action on di.
     * @throws ApiError when the status is not 0
     */
    diGetList<F extends DiGetList['fields'] = never>(params?: Params<DiGetList, F>, options?: CallOptions): Promise<Answer<DiGetList, F>>;
    /**
     * `di_get_property_list` (list, property_assignment): list action on property_assignment.
     * @throws ApiError when the status is not 0
     */
    diGetPropertyList<F extends DiGetPropertyList['fields'] = never>(params?: Params<DiGetPropertyList, F>, options?: CallOptions): Promise<Answer<DiGetPropertyList, F>>;
    /**
     * `di_tiny_list` (tiny, di): tiny action on di.
     * @throws ApiError when the status is not 0
     */
    diTinyList<F extends DiTinyList['fields'] = never>(params?: Params<DiTinyList, F>, options?: CallOptions): Promise<Answer<DiTinyList, F>>;
    /**
     * `di_update` (update, di): update action on di.
     * @throws ApiError when the status is not 0
     */
    diUpdate<F extends DiUpdate['fields'] = never>(params: Params<DiUpdate, F>, options?: CallOptions): Promise<Answer<DiUpdate, F>>;
    /**
     * `dis_in_staging` (bespoke): Disk image files waiting in the staging directory ($SVC_DATA_DIR/staging), as rows with `name`.
     * @throws ApiError when the status is not 0
     */
    disInStaging(params?: Params<DisInStaging>, options?: CallOptions): Promise<Answer<DisInStaging>>;
    /**
     * `get_acls_in_admins` (bespoke, acl): The ACLs an administrator holds or links through their roles, with the roles they come from.
     * @throws ApiError when the status is not 0
     */
    getAclsInAdmins<F extends GetAclsInAdmins['fields'] = never>(params?: Params<GetAclsInAdmins, F>, options?: CallOptions): Promise<Answer<GetAclsInAdmins, F>>;
    /**
     * `get_acls_in_roles` (bespoke, acl): The ACLs a role holds or links (own, inherited or denied), with the roles they come from.
     * @throws ApiError when the status is not 0
     */
    getAclsInRoles<F extends GetAclsInRoles['fields'] = never>(params?: Params<GetAclsInRoles, F>, options?: CallOptions): Promise<Answer<GetAclsInRoles, F>>;
    /**
     * `host_all_ids` (all_ids, host): all_ids action on host.
     * @throws ApiError when the status is not 0
     */
    hostAllIds<F extends HostAllIds['fields'] = never>(params?: Params<HostAllIds, F>, options?: CallOptions): Promise<Answer<HostAllIds, F>>;
    /**
     * `host_create` (create, host): create action on host.
     * @throws ApiError when the status is not 0
     */
    hostCreate(params: Params<HostCreate>, options?: CallOptions): Promise<Answer<HostCreate>>;
    /**
     * `host_create_property_list` (create, property_assignment): Assigns a property to the host kind; answers the assignment id (svc_obj_prop_id).
     * @throws ApiError when the status is not 0
     */
    hostCreatePropertyList(params: Params<HostCreatePropertyList>, options?: CallOptions): Promise<Answer<HostCreatePropertyList>>;
    /**
     * `host_delete` (delete, host): delete action on host.
     * @throws ApiError when the status is not 0
     */
    hostDelete(params: Params<HostDelete>, options?: CallOptions): Promise<Answer<HostDelete>>;
    /**
     * `host_delete_property_list` (delete, property_assignment): delete action on property_assignment.
     * @throws ApiError when the status is not 0
     */
    hostDeletePropertyList(params: Params<HostDeletePropertyList>, options?: CallOptions): Promise<Answer<HostDeletePropertyList>>;
    /**
     * `host_get_details` (details, host): details action on host.
     * @throws ApiError when the status is not 0
     */
    hostGetDetails<F extends HostGetDetails['fields'] = never>(params: Params<HostGetDetails, F>, options?: CallOptions): Promise<Answer<HostGetDetails, F>>;
    /**
     * `host_get_list` (list, host): list action on host.
     * @throws ApiError when the status is not 0
     */
    hostGetList<F extends HostGetList['fields'] = never>(params?: Params<HostGetList, F>, options?: CallOptions): Promise<Answer<HostGetList, F>>;
    /**
     * `host_get_property_list` (list, property_assignment): list action on property_assignment.
     * @throws ApiError when the status is not 0
     */
    hostGetPropertyList<F extends HostGetPropertyList['fields'] = never>(params?: Params<HostGetPropertyList, F>, options?: CallOptions): Promise<Answer<HostGetPropertyList, F>>;
    /**
     * `host_get_state` (state, host): state action on host.
     * @throws ApiError when the status is not 0
     */
    hostGetState<F extends HostGetState['fields'] = never>(params: Params<HostGetState, F>, options?: CallOptions): Promise<Answer<HostGetState, F>>;
    /**
     * `host_tiny_list` (tiny, host): tiny action on host.
     * @throws ApiError when the status is not 0
     */
    hostTinyList<F extends HostTinyList['fields'] = never>(params?: Params<HostTinyList, F>, options?: CallOptions): Promise<Answer<HostTinyList, F>>;
    /**
     * `host_update` (update, host): update action on host.
     * @throws ApiError when the status is not 0
     */
    hostUpdate(params: Params<HostUpdate>, options?: CallOptions): Promise<Answer<HostUpdate>>;
    /**
     * `job_cancel` (bespoke, job): Asks running jobs to stop (by id): a massive write stops before its next record (before its next batch for vm_start), the records it did stay done, those it did not reach stay exactly as they were and get 6810; an image transfer stops its copy and registers nothing. A job running in another server process stops at its next heartbeat (within about a second). Answers the jobs asked, in `total`; a job that has already ended answers 6820 under 1200's `failures`.
     * @throws ApiError when the status is not 0
     */
    jobCancel(params: Params<JobCancel>, options?: CallOptions): Promise<Answer<JobCancel>>;
    /**
     * `job_get_details` (details, job): details action on job.
     * @throws ApiError when the status is not 0
     */
    jobGetDetails<F extends JobGetDetails['fields'] = never>(params: Params<JobGetDetails, F>, options?: CallOptions): Promise<Answer<JobGetDetails, F>>;
    /**
     * `job_get_list` (list, job): list action on job.
     * @throws ApiError when the status is not 0
     */
    jobGetList<F extends JobGetList['fields'] = never>(params?: Params<JobGetList, F>, options?: CallOptions): Promise<Answer<JobGetList, F>>;
    /**
     * `job_record_get_list` (list, job_record): The outcome of each record of a job (filter by job_id), written as the job goes.
     * @throws ApiError when the status is not 0
     */
    jobRecordGetList<F extends JobRecordGetList['fields'] = never>(params: Params<JobRecordGetList, F>, options?: CallOptions): Promise<Answer<JobRecordGetList, F>>;
    /**
     * `log_get_list` (list, log): The audit entries the caller may see. A collector follows the log with the cursor `{"id": {">": <last id>}}` and `order_by` id ascending: entries are committed in the order of their ids, so a page after the last id never skips one (guide: audit feed). Watched live, it is pushed when an entry of a tenant the caller sees is written (channel log_written); GET /api/log/export streams everything its filters select as NDJSON or CSV.
     * @throws ApiError when the status is not 0
     */
    logGetList<F extends LogGetList['fields'] = never>(params?: Params<LogGetList, F>, options?: CallOptions): Promise<Answer<LogGetList, F>>;
    /**
     * `myadmin_second_factor_confirm` (bespoke, administrator): Activates the pending second factor with a current code of the app (`totp`; a wrong one: 6330) and answers ten recovery codes, once: each logs in once in place of a code. From now on logins need `totp`.
     * @throws ApiError when the status is not 0
     */
    myadminSecondFactorConfirm(params: Params<MyadminSecondFactorConfirm>, options?: CallOptions): Promise<Answer<MyadminSecondFactorConfirm>>;
    /**
     * `myadmin_second_factor_enrol` (bespoke): Starts the caller's enrolment: a new secret, answered once as an `otpauth://` URI (issuer: the product name and the tenant; label: the login) to show as a QR code or type into an authenticator app. Nothing changes at login until myadmin_second_factor_confirm. An active second factor is not replaced (7200: remove it first); a pending one is.
     * @throws ApiError when the status is not 0
     */
    myadminSecondFactorEnrol(params?: Params<MyadminSecondFactorEnrol>, options?: CallOptions): Promise<Answer<MyadminSecondFactorEnrol>>;
    /**
     * `myadmin_second_factor_get_details` (bespoke): The caller's second factor: `state` none, pending (enrolled, not confirmed) or active; whether two-factor authentication is `required` for the caller (its tenant's or the global setting); how many recovery codes are left unused. Never the secret.
     * @throws ApiError when the status is not 0
     */
    myadminSecondFactorGetDetails(params?: Params<MyadminSecondFactorGetDetails>, options?: CallOptions): Promise<Answer<MyadminSecondFactorGetDetails>>;
    /**
     * `myadmin_second_factor_remove` (bespoke, administrator): Removes the caller's second factor and its recovery codes, given a current code of the app or an unused recovery code (`totp`), so that a session alone (left open, stolen) cannot. Wrong codes answer 3220 and count as failed logins. A pending enrolment is removed without a code.
     * @throws ApiError when the status is not 0
     */
    myadminSecondFactorRemove(params?: Params<MyadminSecondFactorRemove>, options?: CallOptions): Promise<Answer<MyadminSecondFactorRemove>>;
    /**
     * `myadmin_update` (update, administrator): Updates the caller's own record; needs no ACL.
     * @throws ApiError when the status is not 0
     */
    myadminUpdate(params?: Params<MyadminUpdate>, options?: CallOptions): Promise<Answer<MyadminUpdate>>;
    /**
     * `mytenant_update` (update, tenant): Updates the caller's own tenant.
     * @throws ApiError when the status is not 0
     */
    mytenantUpdate(params?: Params<MytenantUpdate>, options?: CallOptions): Promise<Answer<MytenantUpdate>>;
    /**
     * `number_of_acls_in_admin` (bespoke, acl): Counts the ACLs whose names match each pattern of `acl_pattern` and those the administrator effectively holds.
     * @throws ApiError when the status is not 0
     */
    numberOfAclsInAdmin(params: Params<NumberOfAclsInAdmin>, options?: CallOptions): Promise<Answer<NumberOfAclsInAdmin>>;
    /**
     * `number_of_acls_in_role` (bespoke, acl): Counts the ACLs whose names match each pattern of `acl_pattern` and those the role effectively holds.
     * @throws ApiError when the status is not 0
     */
    numberOfAclsInRole(params: Params<NumberOfAclsInRole>, options?: CallOptions): Promise<Answer<NumberOfAclsInRole>>;
    /**
     * `object_get_list` (bespoke, log_choice): The kinds of object the log records (`object_kind`), as rows with `id` and `name` (both the kind), for the choices of the log's object filter.
     * @throws ApiError when the status is not 0
     */
    objectGetList<F extends ObjectGetList['fields'] = never>(params?: Params<ObjectGetList, F>, options?: CallOptions): Promise<Answer<ObjectGetList, F>>;
    /**
     * `osf_all_ids` (all_ids, osf): all_ids action on osf.
     * @throws ApiError when the status is not 0
     */
    osfAllIds<F extends OsfAllIds['fields'] = never>(params?: Params<OsfAllIds, F>, options?: CallOptions): Promise<Answer<OsfAllIds, F>>;
    /**
     * `osf_create` (create, osf): create action on osf.
     * @throws ApiError when the status is not 0
     */
    osfCreate(params: Params<OsfCreate>, options?: CallOptions): Promise<Answer<OsfCreate>>;
    /**
     * `osf_create_property_list` (create, property_assignment): Assigns a property to the osf kind; answers the assignment id (svc_obj_prop_id).
     * @throws ApiError when the status is not 0
     */
    osfCreatePropertyList(params: Params<OsfCreatePropertyList>, options?: CallOptions): Promise<Answer<OsfCreatePropertyList>>;
    /**
     * `osf_delete` (delete, osf): delete action on osf.
     * @throws ApiError when the status is not 0
     */
    osfDelete(params: Params<OsfDelete>, options?: CallOptions): Promise<Answer<OsfDelete>>;
    /**
     * `osf_delete_property_list` (delete, property_assignment): delete action on property_assignment.
     * @throws ApiError when the status is not 0
     */
    osfDeletePropertyList(params: Params<OsfDeletePropertyList>, options?: CallOptions): Promise<Answer<OsfDeletePropertyList>>;
    /**
     * `osf_get_details` (details, osf): details action on osf.
     * @throws ApiError when the status is not 0
     */
    osfGetDetails<F extends OsfGetDetails['fields'] = never>(params: Params<OsfGetDetails, F>, options?: CallOptions): Promise<Answer<OsfGetDetails, F>>;
    /**
     * `osf_get_list` (list, osf): list action on osf.
     * @throws ApiError when the status is not 0
     */
    osfGetList<F extends OsfGetList['fields'] = never>(params?: Params<OsfGetList, F>, options?: CallOptions): Promise<Answer<OsfGetList, F>>;
    /**
     * `osf_get_property_list` (list, property_assignment): list action on property_assignment.
     * @throws ApiError when the status is not 0
     */
    osfGetPropertyList<F extends OsfGetPropertyList['fields'] = never>(params?: Params<OsfGetPropertyList, F>, options?: CallOptions): Promise<Answer<OsfGetPropertyList, F>>;
    /**
     * `osf_tiny_list` (tiny, osf): tiny action on osf.
     * @throws ApiError when the status is not 0
     */
    osfTinyList<F extends OsfTinyList['fields'] = never>(params?: Params<OsfTinyList, F>, options?: CallOptions): Promise<Answer<OsfTinyList, F>>;
    /**
     * `osf_update` (update, osf): update action on osf.
     * @throws ApiError when the status is not 0
     */
    osfUpdate(params: Params<OsfUpdate>, options?: CallOptions): Promise<Answer<OsfUpdate>>;
    /**
     * `property_create` (create, property): create action on property.
     * @throws ApiError when the status is not 0
     */
    propertyCreate(params: Params<PropertyCreate>, options?: CallOptions): Promise<Answer<PropertyCreate>>;
    /**
     * `property_delete` (delete, property): delete action on property.
     * @throws ApiError when the status is not 0
     */
    propertyDelete(params: Params<PropertyDelete>, options?: CallOptions): Promise<Answer<PropertyDelete>>;
    /**
     * `property_get_list` (list, property): list action on property.
     * @throws ApiError when the status is not 0
     */
    propertyGetList<F extends PropertyGetList['fields'] = never>(params?: Params<PropertyGetList, F>, options?: CallOptions): Promise<Answer<PropertyGetList, F>>;
    /**
     * `property_update` (update, property): update action on property.
     * @throws ApiError when the status is not 0
     */
    propertyUpdate(params: Params<PropertyUpdate>, options?: CallOptions): Promise<Answer<PropertyUpdate>>;
    /**
     * `role_all_ids` (all_ids, role): all_ids action on role.
     * @throws ApiError when the status is not 0
     */
    roleAllIds<F extends RoleAllIds['fields'] = never>(params?: Params<RoleAllIds, F>, options?: CallOptions): Promise<Answer<RoleAllIds, F>>;
    /**
     * `role_create` (create, role): create action on role.
     * @throws ApiError when the status is not 0
     */
    roleCreate(params: Params<RoleCreate>, options?: CallOptions): Promise<Answer<RoleCreate>>;
    /**
     * `role_delete` (delete, role): delete action on role.
     * @throws ApiError when the status is not 0
     */
    roleDelete(params: Params<RoleDelete>, options?: CallOptions): Promise<Answer<RoleDelete>>;
    /**
     * `role_get_details` (details, role): details action on role.
     * @throws ApiError when the status is not 0
     */
    roleGetDetails<F extends RoleGetDetails['fields'] = never>(params: Params<RoleGetDetails, F>, options?: CallOptions): Promise<Answer<RoleGetDetails, F>>;
    /**
     * `role_get_list` (list, role): list action on role.
     * @throws ApiError when the status is not 0
     */
    roleGetList<F extends RoleGetList['fields'] = never>(params?: Params<RoleGetList, F>, options?: CallOptions): Promise<Answer<RoleGetList, F>>;
    /**
     * `role_tiny_list` (tiny, role): tiny action on role.
     * @throws ApiError when the status is not 0
     */
    roleTinyList<F extends RoleTinyList['fields'] = never>(params?: Params<RoleTinyList, F>, options?: CallOptions): Promise<Answer<RoleTinyList, F>>;
    /**
     * `role_update` (update, role): update action on role.
     * @throws ApiError when the status is not 0
     */
    roleUpdate(params: Params<RoleUpdate>, options?: CallOptions): Promise<Answer<RoleUpdate>>;
    /**
     * `session_delete` (bespoke, session): Ends sessions by id (from session_get_list): their next request answers 3200 and their live sockets end within a second. Ending the current one is a logout.
     * @throws ApiError when the status is not 0
     */
    sessionDelete(params: Params<SessionDelete>, options?: CallOptions): Promise<Answer<SessionDelete>>;
    /**
     * `session_get_list` (bespoke, session): Open sessions the caller may see; `current` marks the request's own. Never a session id or its hash.
     * @throws ApiError when the status is not 0
     */
    sessionGetList<F extends SessionGetList['fields'] = never>(params?: Params<SessionGetList, F>, options?: CallOptions): Promise<Answer<SessionGetList, F>>;
    /**
     * `sources_in_log` (bespoke, log_choice): The sources the audit log holds records from (`parameters.source` of the calls, such as WAT or CLI), as rows with `id` and `name` (both the source), for a filter's choices.
     * @throws ApiError when the status is not 0
     */
    sourcesInLog<F extends SourcesInLog['fields'] = never>(params?: Params<SourcesInLog, F>, options?: CallOptions): Promise<Answer<SourcesInLog, F>>;
    /**
     * `svc_objects_statistics` (bespoke, statistic): bespoke action on statistic.
     * @throws ApiError when the status is not 0
     */
    svcObjectsStatistics<F extends SvcObjectsStatistics['fields'] = never>(params?: Params<SvcObjectsStatistics, F>, options?: CallOptions): Promise<Answer<SvcObjectsStatistics, F>>;
    /**
     * `tag_get_list` (list, tag): list action on tag.
     * @throws ApiError when the status is not 0
     */
    tagGetList<F extends TagGetList['fields'] = never>(params?: Params<TagGetList, F>, options?: CallOptions): Promise<Answer<TagGetList, F>>;
    /**
     * `tag_tiny_list` (tiny, tag): tiny action on tag.
     * @throws ApiError when the status is not 0
     */
    tagTinyList<F extends TagTinyList['fields'] = never>(params?: Params<TagTinyList, F>, options?: CallOptions): Promise<Answer<TagTinyList, F>>;
    /**
     * `tenant_all_ids` (all_ids, tenant): all_ids action on tenant.
     * @throws ApiError when the status is not 0
     */
    tenantAllIds<F extends TenantAllIds['fields'] = never>(params?: Params<TenantAllIds, F>, options?: CallOptions): Promise<Answer<TenantAllIds, F>>;
    /**
     * `tenant_attribute_view_set` (bespoke, view_setting): bespoke action on view_setting.
     * @throws ApiError when the status is not 0
     */
    tenantAttributeViewSet(params: Params<TenantAttributeViewSet>, options?: CallOptions): Promise<Answer<TenantAttributeViewSet>>;
    /**
     * `tenant_create` (create, tenant): create action on tenant.
     * @throws ApiError when the status is not 0
     */
    tenantCreate(params: Params<TenantCreate>, options?: CallOptions): Promise<Answer<TenantCreate>>;
    /**
     * `tenant_delete` (delete, tenant): delete action on tenant.
     * @throws ApiError when the status is not 0
     */
    tenantDelete(params: Params<TenantDelete>, options?: CallOptions): Promise<Answer<TenantDelete>>;
    /**
     * `tenant_get_details` (details, tenant): details action on tenant.
     * @throws ApiError when the status is not 0
     */
    tenantGetDetails<F extends TenantGetDetails['fields'] = never>(params: Params<TenantGetDetails, F>, options?: CallOptions): Promise<Answer<TenantGetDetails, F>>;
    /**
     * `tenant_get_list` (list, tenant): list action on tenant.
     * @throws ApiError when the status is not 0
     */
    tenantGetList<F extends TenantGetList['fields'] = never>(params?: Params<TenantGetList, F>, options?: CallOptions): Promise<Answer<TenantGetList, F>>;
    /**
     * `tenant_property_view_set` (bespoke, view_setting): Shows or hides a custom property (svc_obj_prop_id from K_create_property_list) for the caller's tenant.
     * @throws ApiError when the status is not 0
     */
    tenantPropertyViewSet(params: Params<TenantPropertyViewSet>, options?: CallOptions): Promise<Answer<TenantPropertyViewSet>>;
    /**
     * `tenant_tiny_list` (tiny, tenant): tiny action on tenant.
     * @throws ApiError when the status is not 0
     */
    tenantTinyList<F extends TenantTinyList['fields'] = never>(params?: Params<TenantTinyList, F>, options?: CallOptions): Promise<Answer<TenantTinyList, F>>;
    /**
     * `tenant_update` (update, tenant): update action on tenant.
     * @throws ApiError when the status is not 0
     */
    tenantUpdate(params: Params<TenantUpdate>, options?: CallOptions): Promise<Answer<TenantUpdate>>;
    /**
     * `tenant_view_get_list` (list, view_setting): list action on view_setting.
     * @throws ApiError when the status is not 0
     */
    tenantViewGetList<F extends TenantViewGetList['fields'] = never>(params?: Params<TenantViewGetList, F>, options?: CallOptions): Promise<Answer<TenantViewGetList, F>>;
    /**
     * `tenant_view_reset` (bespoke, view_setting): bespoke action on view_setting.
     * @throws ApiError when the status is not 0
     */
    tenantViewReset(params?: Params<TenantViewReset>, options?: CallOptions): Promise<Answer<TenantViewReset>>;
    /**
     * `user_all_ids` (all_ids, user): Accepts the specification's ACLs (host.-massive., host.see-main.) and the user equivalents.
     * @throws ApiError when the status is not 0
     */
    userAllIds<F extends UserAllIds['fields'] = never>(params?: Params<UserAllIds, F>, options?: CallOptions): Promise<Answer<UserAllIds, F>>;
    /**
     * `user_create` (create, user): create action on user.
     * @throws ApiError when the status is not 0
     */
    userCreate(params: Params<UserCreate>, options?: CallOptions): Promise<Answer<UserCreate>>;
    /**
     * `user_create_property_list` (create, property_assignment): Assigns a property to the user kind; answers the assignment id (svc_obj_prop_id).
     * @throws ApiError when the status is not 0
     */
    userCreatePropertyList(params: Params<UserCreatePropertyList>, options?: CallOptions): Promise<Answer<UserCreatePropertyList>>;
    /**
     * `user_delete` (delete, user): delete action on user.
     * @throws ApiError when the status is not 0
     */
    userDelete(params: Params<UserDelete>, options?: CallOptions): Promise<Answer<UserDelete>>;
    /**
     * `user_delete_property_list` (delete, property_assignment): delete action on property_assignment.
     * @throws ApiError when the status is not 0
     */
    userDeletePropertyList(params: Params<UserDeletePropertyList>, options?: CallOptions): Promise<Answer<UserDeletePropertyList>>;
    /**
     * `user_get_details` (details, user): details action on user.
     * @throws ApiError when the status is not 0
     */
    userGetDetails<F extends UserGetDetails['fields'] = never>(params: Params<UserGetDetails, F>, options?: CallOptions): Promise<Answer<UserGetDetails, F>>;
    /**
     * `user_get_list` (list, user): list action on user.
     * @throws ApiError when the status is not 0
     */
    userGetList<F extends UserGetList['fields'] = never>(params?: Params<UserGetList, F>, options?: CallOptions): Promise<Answer<UserGetList, F>>;
    /**
     * `user_get_property_list` (list, property_assignment): list action on property_assignment.
     * @throws ApiError when the status is not 0
     */
    userGetPropertyList<F extends UserGetPropertyList['fields'] = never>(params?: Params<UserGetPropertyList, F>, options?: CallOptions): Promise<Answer<UserGetPropertyList, F>>;
    /**
     * `user_get_state` (state, user): state action on user.
     * @throws ApiError when the status is not 0
     */
    userGetState<F extends UserGetState['fields'] = never>(params: Params<UserGetState, F>, options?: CallOptions): Promise<Answer<UserGetState, F>>;
    /**
     * `user_tiny_list` (tiny, user): tiny action on user.
     * @throws ApiError when the status is not 0
     */
    userTinyList<F extends UserTinyList['fields'] = never>(params?: Params<UserTinyList, F>, options?: CallOptions): Promise<Answer<UserTinyList, F>>;
    /**
     * `user_update` (update, user): update action on user.
     * @throws ApiError when the status is not 0
     */
    userUpdate(params: Params<UserUpdate>, options?: CallOptions): Promise<Answer<UserUpdate>>;
    /**
     * `vm_all_ids` (all_ids, vm): all_ids action on vm.
     * @throws ApiError when the status is not 0
     */
    vmAllIds<F extends VmAllIds['fields'] = never>(params?: Params<VmAllIds, F>, options?: CallOptions): Promise<Answer<VmAllIds, F>>;
    /**
     * `vm_create` (create, vm): Creates a stopped, disconnected VM in its user's tenant (the user and the OS flavour must be of one tenant, the caller's for a tenant administrator: else 7110). Without `ip` it takes the first free address of the VM network; its mac follows from the ip.
     * @throws ApiError when the status is not 0
     */
    vmCreate(params: Params<VmCreate>, options?: CallOptions): Promise<Answer<VmCreate>>;
    /**
     * `vm_create_property_list` (create, property_assignment): Assigns a property to the vm kind; answers the assignment id (svc_obj_prop_id).
     * @throws ApiError when the status is not 0
     */
    vmCreatePropertyList(params: Params<VmCreatePropertyList>, options?: CallOptions): Promise<Answer<VmCreatePropertyList>>;
    /**
     * `vm_delete` (delete, vm): Deletes stopped VMs; a VM in any other state is refused with 7310.
     * @throws ApiError when the status is not 0
     */
    vmDelete(params: Params<VmDelete>, options?: CallOptions): Promise<Answer<VmDelete>>;
    /**
     * `vm_delete_property_list` (delete, property_assignment): delete action on property_assignment.
     * @throws ApiError when the status is not 0
     */
    vmDeletePropertyList(params: Params<VmDeletePropertyList>, options?: CallOptions): Promise<Answer<VmDeletePropertyList>>;
    /**
     * `vm_get_details` (details, vm): details action on vm.
     * @throws ApiError when the status is not 0
     */
    vmGetDetails<F extends VmGetDetails['fields'] = never>(params: Params<VmGetDetails, F>, options?: CallOptions): Promise<Answer<VmGetDetails, F>>;
    /**
     * `vm_get_list` (list, vm): list action on vm.
     * @throws ApiError when the status is not 0
     */
    vmGetList<F extends VmGetList['fields'] = never>(params?: Params<VmGetList, F>, options?: CallOptions): Promise<Answer<VmGetList, F>>;
    /**
     * `vm_get_property_list` (list, property_assignment): list action on property_assignment.
     * @throws ApiError when the status is not 0
     */
    vmGetPropertyList<F extends VmGetPropertyList['fields'] = never>(params?: Params<VmGetPropertyList, F>, options?: CallOptions): Promise<Answer<VmGetPropertyList, F>>;
    /**
     * `vm_start` (exec, vm): Starts stopped, unblocked VMs on the running, unblocked backend host with the fewest VMs (ties by id; none → 5140), booting the image their di_tag names, which they then hold in use; ports are assigned on the host.
     * @throws ApiError when the status is not 0
     */
    vmStart(params?: Params<VmStart>, options?: CallOptions): Promise<Answer<VmStart>>;
    /**
     * `vm_stop` (exec, vm): Stops VMs that are starting, running or debugging.
     * @throws ApiError when the status is not 0
     */
    vmStop(params?: Params<VmStop>, options?: CallOptions): Promise<Answer<VmStop>>;
    /**
     * `vm_tiny_list` (tiny, vm): tiny action on vm.
     * @throws ApiError when the status is not 0
     */
    vmTinyList<F extends VmTinyList['fields'] = never>(params?: Params<VmTinyList, F>, options?: CallOptions): Promise<Answer<VmTinyList, F>>;
    /**
     * `vm_update` (update, vm): update action on vm.
     * @throws ApiError when the status is not 0
     */
    vmUpdate(params: Params<VmUpdate>, options?: CallOptions): Promise<Answer<VmUpdate>>;
    /**
     * `vm_user_disconnect` (exec, vm): Disconnects the user from VMs they are connecting or connected to.
     * @throws ApiError when the status is not 0
     */
    vmUserDisconnect(params?: Params<VmUserDisconnect>, options?: CallOptions): Promise<Answer<VmUserDisconnect>>;
    /**
     * `webhook_create` (bespoke, webhook): Subscribes `url` to the event `kinds` (at least one), from the caller's tenant (a superadministrator: every tenant, or `filter_tenant_id`), optionally of some `object_kinds` only. The subscription belongs to the caller, and its events show records as the caller sees them (with a token's ACLs when made with one). `secret` (16 to 128 characters) or one generated is answered once, in the row's `secret`. A URL the outbound policy refuses answers 7010; an unknown kind 7020.
     * @throws ApiError when the status is not 0
     */
    webhookCreate(params: Params<WebhookCreate>, options?: CallOptions): Promise<Answer<WebhookCreate>>;
    /**
     * `webhook_delete` (bespoke, webhook): Deletes subscriptions (by id) with their delivery log; what was queued for them is not sent.
     * @throws ApiError when the status is not 0
     */
    webhookDelete(params: Params<WebhookDelete>, options?: CallOptions): Promise<Answer<WebhookDelete>>;
    /**
     * `webhook_delivery_get_list` (list, webhook_delivery): The delivery log of the subscriptions the caller sees (filter by webhook_id), newest first by default order_by id desc.
     * @throws ApiError when the status is not 0
     */
    webhookDeliveryGetList<F extends WebhookDeliveryGetList['fields'] = never>(params?: Params<WebhookDeliveryGetList, F>, options?: CallOptions): Promise<Answer<WebhookDeliveryGetList, F>>;
    /**
     * `webhook_get_details` (details, webhook): One subscription, by id. Never the secret.
     * @throws ApiError when the status is not 0
     */
    webhookGetDetails<F extends WebhookGetDetails['fields'] = never>(params: Params<WebhookGetDetails, F>, options?: CallOptions): Promise<Answer<WebhookGetDetails, F>>;
    /**
     * `webhook_get_list` (list, webhook): The subscriptions of the caller's tenant (a superadministrator's, of every tenant). Never the secret.
     * @throws ApiError when the status is not 0
     */
    webhookGetList<F extends WebhookGetList['fields'] = never>(params?: Params<WebhookGetList, F>, options?: CallOptions): Promise<Answer<WebhookGetList, F>>;
    /**
     * `webhook_redeliver` (bespoke, webhook_delivery): Sends deliveries (by id) again: each becomes a new delivery of the same event with the same body (same event id), queued now, whatever the first one's state. Answers the new deliveries' ids in `rows`.
     * @throws ApiError when the status is not 0
     */
    webhookRedeliver(params: Params<WebhookRedeliver>, options?: CallOptions): Promise<Answer<WebhookRedeliver>>;
    /**
     * `webhook_test` (bespoke, webhook): Queues a `ping` event for each subscription selected (by id), signed and delivered as any other (to a paused subscription too, to check its target before resuming it; a disabled one sends it once enabled): answers the deliveries' ids in `rows`; follow them with webhook_delivery_get_list.
     * @throws ApiError when the status is not 0
     */
    webhookTest(params: Params<WebhookTest>, options?: CallOptions): Promise<Answer<WebhookTest>>;
    /**
     * `webhook_update` (bespoke, webhook): Changes subscriptions (by id): name, url, kinds, filters, enabled, or the secret (`secret` a new value, or `rotate_secret: 1` for a generated one; either is answered once, in the row's `secret`). Setting enabled (to 1) on a paused subscription resumes it: its queued deliveries are sent again from where they stopped. The caller becomes the subscription's owner (with the token it calls with, if any): its events show records as the caller may see them from then on, those queued included.
     * @throws ApiError when the status is not 0
     */
    webhookUpdate(params: Params<WebhookUpdate>, options?: CallOptions): Promise<Answer<WebhookUpdate>>;
    /**
     * Uploads a disk image (POST /api/di/upload) and creates its record with di_create's arguments.
     * In Node, `file` is a path or a Readable, streamed as it is read; in browsers a Blob or File.
     * @throws ApiError when the status is not 0
     */
    uploadDiskImage(file: UploadSource, args: DiCreate['arguments'], fileName?: string, options?: CallOptions): Promise<Answer<DiCreate>>;
    /**
     * Has the server download a disk image from `url` (http or https; the WebSocket /api/di/download) and create its record with di_create's arguments.
     * `onProgress` gets each progress frame (bytes written of the size the source told, null if it told none); aborting `signal` closes the socket, and the server keeps no file and no record. Needs a WebSocket class (in Node 20 the `ws` package's, the `WebSocket` option).
     * @throws ApiError when the final status is not 0 (2260: the download failed), LiveClosedError when the socket closed without one
     */
    downloadDiskImage(url: string, args: DiCreate['arguments'], options?: TransferOptions): Promise<Answer<DiCreate>>;
    /**
     * Has the server copy the staging file `args.disk_image` (see dis_in_staging; the WebSocket /api/staging) and create its record with di_create's arguments.
     * The staging file stays. `onProgress` and `signal` as for downloadDiskImage.
     * @throws ApiError when the final status is not 0, LiveClosedError when the socket closed without one
     */
    copyStagedDiskImage(args: DiCreate['arguments'], options?: TransferOptions): Promise<Answer<DiCreate>>;
}
