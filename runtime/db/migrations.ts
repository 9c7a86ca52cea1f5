// Schema migrations, portable between SQLite and MySQL/MariaDB through kysely's schema builder. Each
// migration runs once, inside a transaction where the dialect allows DDL in one, and is recorded in
// schema_migrations. Names compare case-insensitively (NOCASE on SQLite, a _ci collation on MySQL).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { Dialect } from './database.js';
import { log } from '../log/logger.js';
import { setStatementTimeout } from './mysql-pool.js';
import { isTransientConflict, isUniqueViolation } from './errors.js';

interface Migration {
  id: string;
  up(db: Kysely<any>, dialect: Dialect): Promise<void>;
}

type Table = CreateTableBuilder<string, string>;

/** Table options: InnoDB with a case-insensitive collation on MySQL, nothing on SQLite. */
function table(db: Kysely<any>, dialect: Dialect, name: string): Table {
  const t = db.schema.createTable(name).ifNotExists();
  return dialect === 'mysql'
    ? t.modifyEnd(sql`ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`)
    : t;
}

/** A name column: trimmed by the runtime, compared case-insensitively here. */
function ciName(dialect: Dialect) {
  return (c: ColumnDefinitionBuilder) => {
    const col = c.notNull();
    return dialect === 'sqlite' ? col.modifyEnd(sql`COLLATE NOCASE`) : col;
  };
}

function id(t: Table): Table {
  return t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

function creation(t: Table): Table {
  return t
    .addColumn('creation_date', 'varchar(19)')
    .addColumn('creation_admin_id', 'integer')
    .addColumn('creation_admin_name', 'varchar(128)');
}

const migrations: Migration[] = [
  {
    id: '001-administration',
    async up(db, dialect) {
      await creation(
        id(table(db, dialect, 'tenants'))
          .addColumn('name', 'varchar(128)', ciName(dialect))
          .addColumn('description', 'text')
          .addColumn('block', 'integer', (c) => c.notNull().defaultTo(10))
          .addColumn('language', 'varchar(16)', (c) => c.notNull().defaultTo('auto'))
          .addColumn('blocked', 'integer', (c) => c.notNull().defaultTo(0)),
      ).execute();
      await db.schema.createIndex('tenants_name').ifNotExists().unique().on('tenants').column('name').execute();

      await creation(
        id(table(db, dialect, 'admins'))
          .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
          .addColumn('name', 'varchar(128)', ciName(dialect))
          .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
          .addColumn('description', 'text')
          .addColumn('block', 'integer', (c) => c.notNull().defaultTo(10))
          .addColumn('language', 'varchar(16)', (c) => c.notNull().defaultTo('auto')),
      ).execute();
      await db.schema.createIndex('admins_tenant_name').ifNotExists().unique().on('admins').columns(['tenant_id', 'name']).execute();
      await db.schema.createIndex('admins_name').ifNotExists().on('admins').column('name').execute();

      await creation(
        id(table(db, dialect, 'roles'))
          .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
          .addColumn('name', 'varchar(128)', ciName(dialect))
          .addColumn('description', 'text')
          .addColumn('fixed', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('internal', 'integer', (c) => c.notNull().defaultTo(0)),
      ).execute();
      await db.schema.createIndex('roles_tenant_name').ifNotExists().unique().on('roles').columns(['tenant_id', 'name']).execute();

      await id(table(db, dialect, 'acls'))
        .addColumn('name', 'varchar(128)', (c) => c.notNull())
        .addColumn('description', 'varchar(255)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('acls_name').ifNotExists().unique().on('acls').column('name').execute();

      await table(db, dialect, 'role_acls')
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
        .addColumn('acl_id', 'integer', (c) => c.notNull().references('acls.id').onDelete('cascade'))
        .addColumn('positive', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('role_acls_pk', ['role_id', 'acl_id'])
        .execute();

      await table(db, dialect, 'role_roles')
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
        .addColumn('inherited_role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('role_roles_pk', ['role_id', 'inherited_role_id'])
        .execute();
      await db.schema.createIndex('role_roles_inherited').ifNotExists().on('role_roles').column('inherited_role_id').execute();

      await table(db, dialect, 'admin_roles')
        .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('admin_roles_pk', ['admin_id', 'role_id'])
        .execute();
      await db.schema.createIndex('admin_roles_role').ifNotExists().on('admin_roles').column('role_id').execute();

      await table(db, dialect, 'sessions')
        .addColumn('sid', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_admin').ifNotExists().on('sessions').column('admin_id').execute();
      await db.schema.createIndex('sessions_expires').ifNotExists().on('sessions').column('expires_at').execute();

      await id(table(db, dialect, 'audit_log'))
        .addColumn('time', 'varchar(19)', (c) => c.notNull())
        .addColumn('admin_id', 'integer')
        .addColumn('admin_name', 'varchar(128)')
        .addColumn('tenant_id', 'integer')
        .addColumn('tenant_name', 'varchar(128)')
        .addColumn('action', 'varchar(64)', (c) => c.notNull())
        .addColumn('object_kind', 'varchar(32)')
        .addColumn('object_id', 'integer')
        .addColumn('object_name', 'varchar(255)')
        .addColumn('arguments', 'text')
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('address', 'varchar(64)')
        .addColumn('source', 'varchar(128)')
        .execute();
      await db.schema.createIndex('audit_log_time').ifNotExists().on('audit_log').column('time').execute();
      await db.schema.createIndex('audit_log_tenant').ifNotExists().on('audit_log').column('tenant_id').execute();

      await table(db, dialect, 'config')
        .addColumn('tenant_id', 'integer', (c) => c.notNull())
        .addColumn('token_key', 'varchar(191)', (c) => c.notNull())
        .addColumn('value', 'text')
        .addPrimaryKeyConstraint('config_pk', ['tenant_id', 'token_key'])
        .execute();

      // Counters other processes read to know that cached authorization data is stale.
      await table(db, dialect, 'meta')
        .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('value', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
  {
    id: '002-platform',
    async up(db, dialect) {
      await creation(
        id(table(db, dialect, 'users'))
          .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
          .addColumn('name', 'varchar(128)', ciName(dialect))
          .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
          .addColumn('description', 'text')
          .addColumn('blocked', 'integer', (c) => c.notNull().defaultTo(0)),
      ).execute();
      await db.schema.createIndex('users_tenant_name').ifNotExists().unique().on('users').columns(['tenant_id', 'name']).execute();
      await db.schema.createIndex('users_name').ifNotExists().on('users').column('name').execute();

      await creation(
        id(table(db, dialect, 'hosts'))
          .addColumn('name', 'varchar(128)', ciName(dialect))
          .addColumn('description', 'text')
          .addColumn('address', 'varchar(128)', (c) => c.notNull())
          .addColumn('frontend', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('backend', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('state', 'varchar(32)', (c) => c.notNull().defaultTo('stopped'))
          .addColumn('blocked', 'integer', (c) => c.notNull().defaultTo(0)),
      ).execute();
      await db.schema.createIndex('hosts_name').ifNotExists().unique().on('hosts').column('name').execute();
      await db.schema.createIndex('hosts_address').ifNotExists().unique().on('hosts').column('address').execute();

      await creation(
        id(table(db, dialect, 'osfs'))
          .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
          .addColumn('name', 'varchar(128)', ciName(dialect))
          .addColumn('description', 'text')
          .addColumn('overlay', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('user_storage', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('memory', 'integer', (c) => c.notNull().defaultTo(256)),
      ).execute();
      await db.schema.createIndex('osfs_tenant_name').ifNotExists().unique().on('osfs').columns(['tenant_id', 'name']).execute();

      await creation(
        id(table(db, dialect, 'dis'))
          .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
          .addColumn('osf_id', 'integer', (c) => c.notNull().references('osfs.id'))
          .addColumn('disk_image', 'varchar(255)', (c) => c.notNull())
          .addColumn('version', 'varchar(64)', ciName(dialect))
          .addColumn('description', 'text')
          .addColumn('blocked', 'integer', (c) => c.notNull().defaultTo(0)),
      ).execute();
      await db.schema.createIndex('dis_osf_version').ifNotExists().unique().on('dis').columns(['osf_id', 'version']).execute();
      await db.schema.createIndex('dis_tenant').ifNotExists().on('dis').column('tenant_id').execute();

      await id(table(db, dialect, 'di_tags'))
        .addColumn('tenant_id', 'integer', (c) => c.notNull())
        .addColumn('di_id', 'integer', (c) => c.notNull().references('dis.id').onDelete('cascade'))
        .addColumn('osf_id', 'integer', (c) => c.notNull().references('osfs.id'))
        .addColumn('tag', 'varchar(64)', ciName(dialect))
        .addColumn('fixed', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('di_tags_osf_tag').ifNotExists().unique().on('di_tags').columns(['osf_id', 'tag']).execute();
      await db.schema.createIndex('di_tags_di').ifNotExists().on('di_tags').column('di_id').execute();

      await id(table(db, dialect, 'properties'))
        .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
        .addColumn('prop_key', 'varchar(128)', ciName(dialect))
        .addColumn('description', 'text')
        .execute();
      await db.schema.createIndex('properties_tenant_key').ifNotExists().unique().on('properties').columns(['tenant_id', 'prop_key']).execute();

      // A property's assignment to an object kind (user, vm, host, osf, di): the K_*_property_list rows.
      await id(table(db, dialect, 'property_kinds'))
        .addColumn('tenant_id', 'integer', (c) => c.notNull())
        .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(8)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('property_kinds_unique').ifNotExists().unique().on('property_kinds').columns(['property_id', 'kind']).execute();

      await table(db, dialect, 'property_values')
        .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(8)', (c) => c.notNull())
        .addColumn('object_id', 'integer', (c) => c.notNull())
        .addColumn('value', 'text')
        .addPrimaryKeyConstraint('property_values_pk', ['kind', 'object_id', 'property_id'])
        .execute();
      await db.schema.createIndex('property_values_property').ifNotExists().on('property_values').column('property_id').execute();

      // Virtual machines (docs/decisions.md "Virtual machines"): created now so that counters and statistics are real queries.
      await creation(
        id(table(db, dialect, 'vms'))
          .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('osf_id', 'integer', (c) => c.notNull().references('osfs.id'))
          .addColumn('name', 'varchar(128)', ciName(dialect))
          .addColumn('description', 'text')
          .addColumn('di_tag', 'varchar(64)', (c) => c.notNull().defaultTo('default'))
          .addColumn('blocked', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('state', 'varchar(16)', (c) => c.notNull().defaultTo('stopped'))
          .addColumn('user_state', 'varchar(16)', (c) => c.notNull().defaultTo('disconnected'))
          .addColumn('host_id', 'integer', (c) => c.references('hosts.id'))
          .addColumn('di_id', 'integer', (c) => c.references('dis.id'))
          .addColumn('ip', 'varchar(64)')
          .addColumn('mac', 'varchar(32)')
          .addColumn('storage', 'varchar(255)')
          .addColumn('expiration_soft', 'varchar(19)')
          .addColumn('expiration_hard', 'varchar(19)'),
      ).execute();
      await db.schema.createIndex('vms_user_name').ifNotExists().unique().on('vms').columns(['user_id', 'name']).execute();
      await db.schema.createIndex('vms_ip').ifNotExists().unique().on('vms').column('ip').execute();
      await db.schema.createIndex('vms_osf').ifNotExists().on('vms').column('osf_id').execute();
      await db.schema.createIndex('vms_host').ifNotExists().on('vms').column('host_id').execute();
      await db.schema.createIndex('vms_di').ifNotExists().on('vms').column('di_id').execute();
      await db.schema.createIndex('vms_tenant').ifNotExists().on('vms').column('tenant_id').execute();

      // View settings: admin_id 0 holds a tenant's settings, any other an administrator's own.
      await id(table(db, dialect, 'view_settings'))
        .addColumn('tenant_id', 'integer', (c) => c.notNull())
        .addColumn('admin_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('field', 'varchar(128)', (c) => c.notNull())
        .addColumn('svc_object', 'varchar(32)', (c) => c.notNull())
        .addColumn('view_type', 'varchar(32)', (c) => c.notNull())
        .addColumn('device_type', 'varchar(32)', (c) => c.notNull())
        .addColumn('property', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('visible', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('view_settings_unique')
        .ifNotExists()
        .unique()
        .on('view_settings')
        .columns(['tenant_id', 'admin_id', 'field', 'svc_object', 'view_type', 'device_type', 'property'])
        .execute();
    },
  },
  {
    // Lists filtered by `blocked` and ordered by name read only the matching index entries, in order, for
    // a superadministrator (blocked, name) and for a tenant administrator, whose scope adds tenant_id
    // (tenant_id, blocked, name); the id that breaks ties is the primary key every index entry ends with.
    id: '003-list-indexes',
    async up(db) {
      await db.schema.createIndex('users_blocked_name').ifNotExists().on('users').columns(['blocked', 'name']).execute();
      await db.schema
        .createIndex('users_tenant_blocked_name')
        .ifNotExists()
        .on('users')
        .columns(['tenant_id', 'blocked', 'name'])
        .execute();
    },
  },
  {
    // Virtual machines (docs/decisions.md "Virtual machines"): ports on their host while running, the address as a number for
    // finding the first free one, the rows locking address and host allocation, and the indexes a VM
    // list filtered by state and ordered by name reads (for a tenant administrator with tenant_id first).
    id: '004-vm-life-cycle',
    async up(db) {
      for (const column of ['ssh_port', 'vnc_port', 'serial_port']) {
        await db.schema.alterTable('vms').addColumn(column, 'integer').execute();
      }
      await db.schema.alterTable('vms').addColumn('ip_num', 'bigint').execute();
      await db.schema.createIndex('vms_ip_num').ifNotExists().on('vms').column('ip_num').execute();
      await db.schema.createIndex('vms_host_vnc').ifNotExists().unique().on('vms').columns(['host_id', 'vnc_port']).execute();
      await db.schema.createIndex('vms_state_name').ifNotExists().on('vms').columns(['state', 'name']).execute();
      await db.schema.createIndex('vms_tenant_state_name').ifNotExists().on('vms').columns(['tenant_id', 'state', 'name']).execute();
      await db.schema.createIndex('vms_name').ifNotExists().on('vms').column('name').execute();
      for (const name of ['vm_network', 'vm_placement']) {
        const exists = await db.selectFrom('meta').select('name').where('name', '=', name).executeTakeFirst();
        if (!exists) await db.insertInto('meta').values({ name, value: 0 }).execute();
      }
    },
  },
  {
    // Login throttling (runtime/auth/login-throttle.ts, docs/decisions.md "Login throttling"): failures
    // per login name and per client address, and the addresses known to a name, shared by every server
    // process. `k` is a SHA-256 of scope and subject, so hostile login names cost a fixed-size key;
    // times are milliseconds since the epoch.
    id: '005-login-throttle',
    async up(db, dialect) {
      await table(db, dialect, 'login_throttle')
        .addColumn('k', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('scope', 'varchar(8)', (c) => c.notNull())
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('last_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('login_throttle_last').ifNotExists().on('login_throttle').columns(['scope', 'last_at']).execute();
    },
  },
  {
    // Sessions are keyed by the SHA-256 of their id (runtime/auth/sessions.ts), so that a read of the
    // database hands out no live session. Rows written before hold the clear id: each is replaced by its
    // hash, so nobody is logged out by the upgrade. A hash is 64 hex characters, a clear id 43, so a run
    // again after a crash half-way (MySQL runs this outside a transaction) skips what it already did.
    // The hash is written out here rather than imported: a migration must not change with later code.
    id: '006-session-keys',
    async up(db) {
      const rows = await db.selectFrom('sessions').select('sid').where(sql`LENGTH(sid)`, '<>', 64).execute();
      for (const { sid } of rows) {
        const key = createHash('sha256').update(String(sid)).digest('hex');
        await db.updateTable('sessions').set({ sid: key }).where('sid', '=', sid).execute();
      }
    },
  },
  {
    // A user's counters number_of_vms and number_of_vms_connected (catalog/objects/user.yaml) run once per
    // listed user: with user_state in the index both are answered from the index alone, where
    // vms_user_name (user_id, name) made the second read every VM row of the user.
    id: '007-vms-user-state',
    async up(db) {
      await db.schema.createIndex('vms_user_state').ifNotExists().on('vms').columns(['user_id', 'user_state']).execute();
    },
  },
  {
    // API tokens (runtime/auth/api-tokens.ts, docs/decisions.md "API tokens"): like sessions, the table
    // holds no secret, only its SHA-256 (`secret_hash`), so a read of the database opens nothing. A
    // revoked token keeps its row (`revoked`), so that it answers 3230 rather than an unknown token's
    // 3200, and the audit trail keeps its name. `acls` is the JSON array of the ACL names it may use; the
    // tenant is the owner's, copied so that the generic tenant scope reads it. The audit log names the
    // token of every row written by a request made with one (`api_token`).
    id: '008-api-tokens',
    async up(db, dialect) {
      await creation(
        id(table(db, dialect, 'api_tokens'))
          .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
          .addColumn('tenant_id', 'integer', (c) => c.notNull())
          .addColumn('name', 'varchar(128)', ciName(dialect))
          .addColumn('secret_hash', 'varchar(64)', (c) => c.notNull())
          .addColumn('acls', 'text', (c) => c.notNull())
          .addColumn('expiration_date', 'varchar(19)')
          .addColumn('expires_at', 'bigint')
          .addColumn('revoked', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('revocation_date', 'varchar(19)')
          .addColumn('last_used_date', 'varchar(19)')
          .addColumn('last_used_address', 'varchar(64)'),
      ).execute();
      await db.schema.createIndex('api_tokens_secret').ifNotExists().unique().on('api_tokens').column('secret_hash').execute();
      await db.schema.createIndex('api_tokens_admin_name').ifNotExists().unique().on('api_tokens').columns(['admin_id', 'name']).execute();
      await db.schema.createIndex('api_tokens_tenant').ifNotExists().on('api_tokens').column('tenant_id').execute();
      await db.schema.alterTable('audit_log').addColumn('api_token', 'varchar(128)').execute();
    },
  },
  {
    // What an administrator sees of its sessions (session_get_list): when each began and was last seen,
    // from where, and how it logged in; `public_id` names a session without giving its sid or the sid's
    // hash away. Sessions opened before this migration get a public id here and no creation time.
    id: '009-session-details',
    async up(db) {
      await db.schema.alterTable('sessions').addColumn('public_id', 'varchar(32)').execute();
      await db.schema.alterTable('sessions').addColumn('created_at', 'bigint').execute();
      await db.schema.alterTable('sessions').addColumn('last_seen_at', 'bigint').execute();
      await db.schema.alterTable('sessions').addColumn('address', 'varchar(64)').execute();
      await db.schema.alterTable('sessions').addColumn('method', 'varchar(16)', (c) => c.notNull().defaultTo('password')).execute();
      const rows = await db.selectFrom('sessions').select('sid').where('public_id', 'is', null).execute();
      for (const { sid } of rows) {
        await db.updateTable('sessions').set({ public_id: `s_${randomBytes(16).toString('base64url')}` }).where('sid', '=', sid).execute();
      }
      await db.schema.createIndex('sessions_public_id').ifNotExists().unique().on('sessions').column('public_id').execute();
    },
  },
  {
    // Two-factor authentication (runtime/auth/second-factor/, docs/security.md "Two-factor authentication"):
    // one TOTP secret per administrator, encrypted (AES-256-GCM with the server's TOTP key, never the
    // clear secret), pending until confirmed with a first code; `last_step` is the highest RFC 6238 time
    // step used, so a code is taken once by whichever process sees it first. Recovery codes are kept as
    // keyed hashes (HMAC-SHA-256), each usable once. Both go with their administrator (cascade).
    id: '010-second-factor',
    async up(db, dialect) {
      await table(db, dialect, 'admin_second_factor')
        .addColumn('admin_id', 'integer', (c) => c.primaryKey().references('admins.id').onDelete('cascade'))
        .addColumn('secret', 'varchar(255)', (c) => c.notNull())
        .addColumn('confirmed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_step', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
        .addColumn('confirmed_at', 'varchar(19)')
        .execute();
      await id(table(db, dialect, 'admin_recovery_codes'))
        .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(19)')
        .execute();
      await db.schema.createIndex('admin_recovery_codes_admin').ifNotExists().on('admin_recovery_codes').columns(['admin_id', 'code_hash']).execute();
    },
  },
  {
    // Administrators signed in by a directory (LDAP) or an identity provider (OpenID Connect), provisioned
    // by runtime/auth/provision-administrator.ts: `origin` says which ('local' for those with a password
    // of their own, every administrator before this migration) and decides how the name may log in;
    // `external_id` is what the origin knows it by (a directory entry's DN, an issuer's subject), shown
    // to whoever manages administrators and refreshed at each login. An external administrator's
    // password_hash holds a marker no password verifies against.
    id: '011-external-logins',
    async up(db) {
      await db.schema.alterTable('admins').addColumn('origin', 'varchar(8)', (c) => c.notNull().defaultTo('local')).execute();
      await db.schema.alterTable('admins').addColumn('external_id', 'varchar(255)').execute();
    },
  },
  {
    // Sign-in requests sent to a tenant's OpenID provider and not completed yet (runtime/auth/oidc/):
    // the callback finds its request here by the SHA-256 of its `state` (whoever reads the database
    // cannot complete one), takes it once (a DELETE that only one process wins) and refuses it past
    // `expires_at`. In the database, not in memory, so that any server process can complete a sign-in
    // another one started.
    id: '012-oidc-requests',
    async up(db, dialect) {
      await table(db, dialect, 'oidc_requests')
        .addColumn('state_key', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'integer', (c) => c.notNull())
        .addColumn('nonce', 'varchar(64)', (c) => c.notNull())
        .addColumn('code_verifier', 'varchar(128)', (c) => c.notNull())
        .addColumn('redirect_uri', 'varchar(1024)', (c) => c.notNull())
        .addColumn('return_to', 'varchar(1024)', (c) => c.notNull())
        .addColumn('mode', 'varchar(8)', (c) => c.notNull())
        .addColumn('binding_key', 'varchar(64)')
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('oidc_requests_expires').ifNotExists().on('oidc_requests').column('expires_at').execute();
    },
  },
  {
    // The client address that started each pending sign-in, so that one client cannot fill the table
    // (runtime/auth/oidc/oidc-requests.ts bounds the pending sign-ins of an address, and of all).
    id: '013-oidc-request-address',
    async up(db) {
      await db.schema.alterTable('oidc_requests').addColumn('address', 'varchar(64)').execute();
      await db.schema.createIndex('oidc_requests_address').ifNotExists().on('oidc_requests').columns(['address', 'expires_at']).execute();
    },
  },
  {
    // vm_start's placement counts the VMs not stopped on each host (runtime/hooks/vm-start.ts): with state
    // in the index each count is read from the index alone, where vms_host (host_id) read every VM row of
    // the host, a cost that grew with the VMs it runs.
    id: '014-vms-host-state',
    async up(db) {
      await db.schema.createIndex('vms_host_state').ifNotExists().on('vms').columns(['host_id', 'state']).execute();
    },
  },
  {
    // Idempotency keys of creates (runtime/pipeline/idempotency.ts): one row per administrator and key,
    // the key kept only as its SHA-256. A row is claimed (state pending, with a lease) by the INSERT only
    // one request wins, in any process sharing the database, then holds the answer to replay until
    // `expires_at` (SVC_IDEMPOTENCY_WINDOW); expired rows are purged as sessions are.
    id: '015-idempotency-keys',
    async up(db, dialect) {
      await table(db, dialect, 'idempotency_keys')
        .addColumn('admin_id', 'integer', (c) => c.notNull())
        .addColumn('key_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('action', 'varchar(64)', (c) => c.notNull())
        .addColumn('state', 'varchar(8)', (c) => c.notNull())
        .addColumn('answer', 'text')
        .addColumn('lease_until', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['admin_id', 'key_hash'])
        .execute();
      await db.schema.createIndex('idempotency_keys_expires').ifNotExists().on('idempotency_keys').column('expires_at').execute();
    },
  },
  {
    // Jobs (runtime/jobs/): one row per massive write or image transfer, with who started it, its request
    // (secrets masked), its state and counts, and the process that runs it with that process's heartbeat
    // (epoch milliseconds), so that another process can end a job whose process died; one row per record
    // it touched (or left untouched when cancelled) with that record's status, and the job's tenant (the
    // outcomes are read scoped by tenant as the jobs are). Dates are the API's text.
    id: '016-jobs',
    async up(db, dialect) {
      await id(table(db, dialect, 'jobs'))
        .addColumn('action', 'varchar(64)', (c) => c.notNull())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('admin_id', 'integer', (c) => c.notNull())
        .addColumn('admin_name', 'varchar(255)', (c) => c.notNull())
        .addColumn('tenant_id', 'integer', (c) => c.notNull())
        .addColumn('tenant_name', 'varchar(255)', (c) => c.notNull())
        .addColumn('api_token', 'varchar(255)')
        .addColumn('request', 'text')
        .addColumn('state', 'varchar(16)', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('bytes_total', 'bigint')
        .addColumn('bytes_done', 'bigint')
        .addColumn('status', 'integer')
        .addColumn('message', 'varchar(1024)')
        .addColumn('cancel_requested', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
        .addColumn('started_at', 'varchar(19)')
        .addColumn('finished_at', 'varchar(19)')
        .addColumn('owner', 'varchar(64)', (c) => c.notNull())
        .addColumn('heartbeat_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('jobs_state').ifNotExists().on('jobs').columns(['state', 'heartbeat_at']).execute();
      await db.schema.createIndex('jobs_admin_state').ifNotExists().on('jobs').columns(['admin_id', 'state']).execute();
      await db.schema.createIndex('jobs_finished').ifNotExists().on('jobs').column('finished_at').execute();
      await db.schema.createIndex('jobs_tenant').ifNotExists().on('jobs').column('tenant_id').execute();
      await table(db, dialect, 'job_records')
        .addColumn('job_id', 'integer', (c) => c.notNull())
        .addColumn('tenant_id', 'integer', (c) => c.notNull())
        .addColumn('id', 'integer', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('message', 'varchar(255)', (c) => c.notNull())
        .addPrimaryKeyConstraint('job_records_pk', ['job_id', 'id'])
        .execute();
    },
  },
  {
    // Record versions (docs/decisions.md "Record versions"): a counter per record that every committed
    // UPDATE of its row raises, kept by a trigger of the database so that no write path can forget it
    // (the executors, hooks, the hypervisor's reports, handlers, start-up's own writes). Existing rows
    // start at 1. An api token's last-use bookkeeping is not a change of the token.
    id: '017-record-versions',
    async up(db, dialect) {
      for (const table of VERSIONED_TABLES) {
        const columns = await sql<{ name: string }>`${dialect === 'mysql'
          ? sql`SELECT COLUMN_NAME AS name FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ${table}`
          : sql`SELECT name FROM pragma_table_info(${table})`}`.execute(db);
        if (!columns.rows.some((c) => c.name === RECORD_VERSION)) {
          await db.schema.alterTable(table).addColumn(RECORD_VERSION, 'integer', (c) => c.notNull().defaultTo(1)).execute();
        }
        await sql.raw(versionTrigger(dialect, table)).execute(db);
      }
    },
  },
  {
    // The audit log as a feed (runtime/audit/audit-log.ts, docs/decisions.md "The audit log as a feed"):
    // the `meta` row whose lock makes MariaDB/MySQL commit audit entries in the order of their ids, so
    // that a collector following `id > last` never skips one.
    id: '018-audit-feed',
    async up(db) {
      const exists = await db.selectFrom('meta').select('name').where('name', '=', 'audit_order').executeTakeFirst();
      if (!exists) await db.insertInto('meta').values({ name: 'audit_order', value: 0 }).execute();
    },
  },
  {
    // Webhooks (runtime/webhooks/, docs/decisions.md "Webhooks"): one row per subscription, its secret
    // encrypted with the server's key (it must be read back to sign: a hash would not do); one row per
    // event to send to a subscription. A delivery is claimed by the conditional UPDATE only one process
    // wins (`owner` empty or its lease past), never by a lock, so that the table works on a Galera cluster
    // as on one server; `object_key` orders the deliveries of one object. `body` is the JSON sent,
    // written at the first attempt and sent again as it is.
    id: '019-webhooks',
    async up(db, dialect) {
      await creation(
        id(table(db, dialect, 'webhooks'))
          .addColumn('tenant_id', 'integer', (c) => c.notNull())
          .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
          .addColumn('name', 'varchar(128)', ciName(dialect))
          .addColumn('url', 'varchar(2048)', (c) => c.notNull())
          .addColumn('kinds', 'text', (c) => c.notNull())
          .addColumn('filter_tenant_id', 'integer')
          .addColumn('object_kinds', 'text')
          .addColumn('secret', 'varchar(255)', (c) => c.notNull())
          .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('paused_reason', 'varchar(255)')
          .addColumn('paused_at', 'varchar(19)')
          .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('api_token_id', 'integer')
          .addColumn('api_token', 'varchar(128)'),
      ).execute();
      await db.schema.createIndex('webhooks_tenant_name').ifNotExists().unique().on('webhooks').columns(['tenant_id', 'name']).execute();
      await id(table(db, dialect, 'webhook_deliveries'))
        .addColumn('webhook_id', 'integer', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
        .addColumn('tenant_id', 'integer', (c) => c.notNull())
        .addColumn('event_id', 'varchar(40)', (c) => c.notNull())
        .addColumn('event_kind', 'varchar(64)', (c) => c.notNull())
        .addColumn('event_time', 'varchar(24)', (c) => c.notNull())
        .addColumn('event_tenant_id', 'integer')
        .addColumn('object_kind', 'varchar(64)')
        .addColumn('object_id', 'integer')
        .addColumn('object_name', 'varchar(255)')
        .addColumn('object_key', 'varchar(96)')
        .addColumn('actor_id', 'integer')
        .addColumn('actor_name', 'varchar(128)')
        .addColumn('actor_token', 'varchar(128)')
        .addColumn('facts', 'text')
        .addColumn('body', 'text')
        .addColumn('state', 'varchar(16)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_at', 'bigint', (c) => c.notNull())
        .addColumn('next_attempt_at', 'varchar(19)')
        .addColumn('owner', 'varchar(64)')
        .addColumn('lease_until', 'bigint')
        .addColumn('last_status', 'integer')
        .addColumn('last_error', 'varchar(255)')
        .addColumn('duration_ms', 'integer')
        .addColumn('last_attempt_at', 'varchar(19)')
        .addColumn('delivered_at', 'varchar(19)')
        .addColumn('redelivery_of', 'integer')
        .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('webhook_deliveries_due').ifNotExists().on('webhook_deliveries').columns(['state', 'next_at']).execute();
      await db.schema.createIndex('webhook_deliveries_object').ifNotExists().on('webhook_deliveries').columns(['webhook_id', 'object_key', 'state']).execute();
      await db.schema.createIndex('webhook_deliveries_tenant').ifNotExists().on('webhook_deliveries').column('tenant_id').execute();
    },
  },
];

/** The column (and catalog token) of a record's version. */
const RECORD_VERSION = 'record_version';

/** Tables whose records carry a version: those of every family an update, delete or exec acts on. */
const VERSIONED_TABLES = ['tenants', 'admins', 'roles', 'users', 'hosts', 'osfs', 'dis', 'vms', 'properties', 'api_tokens'] as const;

/**
 * The trigger that raises a row's version on each UPDATE of it. MariaDB sets it before the row is
 * written; SQLite, whose triggers cannot change NEW, writes it after, and only when the statement did
 * not raise it itself (recursive triggers are off: its own UPDATE fires no trigger again). An api
 * token's last-use bookkeeping (a new `last_used_date`) is not counted.
 */
function versionTrigger(dialect: Dialect, table: string): string {
  const name = `${table}_record_version`;
  const bookkeeping = table === 'api_tokens';
  if (dialect === 'mysql') {
    const set = `SET NEW.${RECORD_VERSION} = OLD.${RECORD_VERSION} + 1`;
    const body = bookkeeping ? `IF NEW.last_used_date <=> OLD.last_used_date THEN ${set}; END IF` : set;
    return `CREATE TRIGGER IF NOT EXISTS ${name} BEFORE UPDATE ON ${table} FOR EACH ROW ${body}`;
  }
  const when = `NEW.${RECORD_VERSION} = OLD.${RECORD_VERSION}${bookkeeping ? ' AND NEW.last_used_date IS OLD.last_used_date' : ''}`;
  return (
    `CREATE TRIGGER IF NOT EXISTS ${name} AFTER UPDATE ON ${table} FOR EACH ROW WHEN ${when} ` +
    `BEGIN UPDATE ${table} SET ${RECORD_VERSION} = OLD.${RECORD_VERSION} + 1 WHERE id = NEW.id; END`
  );
}

export const SCHEMA_VERSION = migrations[migrations.length - 1]!.id;

/**
 * The row that serialises start-up across processes on MariaDB/MySQL (table `startup_lock`, one row,
 * id 1): a process claims it by inserting it and gives it back by deleting it. A row, not an advisory
 * lock (GET_LOCK): a MariaDB Galera cluster does not replicate advisory locks, so three servers starting
 * at once on three nodes would each get "the" lock and migrate together; the row's insert is replicated
 * and certified, and only one of concurrent claims commits (the others see a duplicate key or a
 * certification conflict, and wait).
 */
const STARTUP_LOCK_TABLE = 'startup_lock';
const LOCK_WAIT_SECONDS = 120;
/** The holder refreshes its claim this often while it works... */
const LOCK_BEAT_MS = 2000;
/**
 * ...and a claim a waiter has seen unchanged this long is a stopped process's: the waiter removes it. The
 * waiter's own clock measures it (no clocks of two machines are compared).
 */
const LOCK_STALE_MS = 20_000;

/**
 * Runs start-up's writes (migrations, then bootstrap) so that processes starting together on one
 * database, or on the nodes of one Galera cluster, take turns: on MariaDB/MySQL while holding the
 * start-up row, with `work` given one connection, since MySQL commits DDL implicitly and no transaction
 * can hold a migration; SQLite serialises writers itself (migrate and bootstrap each take its write lock
 * before they read). The connection runs without the statement time limit, which it gets back
 * (`statementTimeoutMs`) before it returns to the pool.
 */
export async function withStartupLock<T>(db: Kysely<any>, dialect: Dialect, work: (db: Kysely<any>) => Promise<T>, statementTimeoutMs = 0): Promise<T> {
  if (dialect === 'sqlite') return work(db);
  await db.schema
    .createTable(STARTUP_LOCK_TABLE)
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('owner', 'varchar(64)', (c) => c.notNull())
    .addColumn('beat', 'bigint', (c) => c.notNull())
    .execute();
  const owner = randomUUID();
  await claimStartupRow(db, owner);
  let beat = 0;
  const heartbeat = setInterval(() => {
    void db.updateTable(STARTUP_LOCK_TABLE).set({ beat: ++beat }).where('id', '=', 1).where('owner', '=', owner).execute().catch(() => undefined);
  }, LOCK_BEAT_MS);
  heartbeat.unref();
  try {
    return await db.connection().execute(async (conn) => {
      // migrating a large table may take longer than a request's statement may
      await setStatementTimeout((text) => sql.raw(text).execute(conn), 0);
      try {
        return await work(conn);
      } finally {
        if (statementTimeoutMs) await setStatementTimeout((text) => sql.raw(text).execute(conn), statementTimeoutMs).catch(() => undefined);
      }
    });
  } finally {
    clearInterval(heartbeat);
    await db.deleteFrom(STARTUP_LOCK_TABLE).where('id', '=', 1).where('owner', '=', owner).execute().catch(() => undefined);
  }
}

/** Inserts the start-up row for `owner`, waiting while another holds it (at most LOCK_WAIT_SECONDS). */
async function claimStartupRow(db: Kysely<any>, owner: string): Promise<void> {
  const deadline = Date.now() + LOCK_WAIT_SECONDS * 1000;
  let seen: { owner: string; beat: number; since: number } | undefined;
  for (;;) {
    try {
      await db.insertInto(STARTUP_LOCK_TABLE).values({ id: 1, owner, beat: 0 }).execute();
      return;
    } catch (e) {
      if (!isUniqueViolation(e) && !isTransientConflict(e)) throw e;
    }
    const holder = await db.selectFrom(STARTUP_LOCK_TABLE).select(['owner', 'beat']).where('id', '=', 1).executeTakeFirst();
    if (holder) {
      const now = Date.now();
      if (!seen || seen.owner !== holder.owner || seen.beat !== Number(holder.beat)) seen = { owner: String(holder.owner), beat: Number(holder.beat), since: now };
      else if (now - seen.since > LOCK_STALE_MS) {
        log.warn('start-up lock held by a process that stopped beating: taking it over', { owner: seen.owner, unchanged_ms: now - seen.since });
        await db.deleteFrom(STARTUP_LOCK_TABLE).where('id', '=', 1).where('owner', '=', seen.owner).where('beat', '=', seen.beat).execute();
        seen = undefined;
        continue;
      }
    }
    if (Date.now() > deadline) throw new Error(`another server process held the start-up lock for ${LOCK_WAIT_SECONDS} s`);
    await new Promise((r) => setTimeout(r, 200 + Math.random() * 200));
  }
}

/**
 * Applies the migrations not applied yet, each once, and logs each; answers their ids. On SQLite inside
 * one IMMEDIATE transaction (the write lock taken before reading what is applied); on MariaDB/MySQL it
 * relies on the caller's withStartupLock (its start-up row).
 */
export async function migrate(db: Kysely<any>, dialect: Dialect): Promise<string[]> {
  if (dialect !== 'sqlite') return applyPending(db, dialect);
  return db.connection().execute(async (conn) => {
    await sql`BEGIN IMMEDIATE`.execute(conn);
    try {
      const applied = await applyPending(conn, dialect);
      await sql`COMMIT`.execute(conn);
      return applied;
    } catch (e) {
      await sql`ROLLBACK`.execute(conn).catch(() => undefined);
      throw e;
    }
  });
}

async function applyPending(db: Kysely<any>, dialect: Dialect): Promise<string[]> {
  await db.schema
    .createTable('schema_migrations')
    .ifNotExists()
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('applied_at', 'varchar(19)', (c) => c.notNull())
    .execute();
  const done = new Set((await db.selectFrom('schema_migrations').select('id').execute()).map((r) => r.id as string));
  const applied: string[] = [];
  for (const m of migrations) {
    if (done.has(m.id)) continue;
    // MySQL commits DDL implicitly: the lock, not a transaction, keeps processes apart there;
    // ifNotExists makes a re-run after a crash half-way safe.
    const started = performance.now();
    await m.up(db, dialect);
    await db
      .insertInto('schema_migrations')
      .values({ id: m.id, applied_at: new Date().toISOString().slice(0, 19) })
      .execute();
    log.info('migration applied', { migration: m.id, ms: Math.round(performance.now() - started) });
    applied.push(m.id);
  }
  return applied;
}
