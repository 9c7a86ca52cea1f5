// Schema migrations, portable between SQLite and MySQL/MariaDB through kysely's schema builder. Each
// migration runs once, inside a transaction where the dialect allows DDL in one, and is recorded in
// schema_migrations. Names compare case-insensitively (NOCASE on SQLite, a _ci collation on MySQL).
import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { Dialect } from './database.js';

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
];

export const SCHEMA_VERSION = migrations[migrations.length - 1]!.id;

export async function migrate(db: Kysely<any>, dialect: Dialect): Promise<string[]> {
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
    // MySQL commits DDL implicitly, so a transaction only helps SQLite; ifNotExists makes a re-run safe.
    const run = async (trx: Kysely<any>) => {
      await m.up(trx, dialect);
      await trx
        .insertInto('schema_migrations')
        .values({ id: m.id, applied_at: new Date().toISOString().slice(0, 19) })
        .execute();
    };
    if (dialect === 'sqlite') await db.transaction().execute(run);
    else await run(db);
    applied.push(m.id);
  }
  return applied;
}
