import { sql, type Kysely, type Migration } from 'kysely';

export const usersMigrations: Record<string, Migration> = {
  '2026-11-22-users': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('email', 'text')
        .addColumn('username', 'text')
        .addColumn('role', 'text', (column) => column.notNull())
        .addColumn('email_verified', 'boolean', (column) => column.notNull())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull())
        .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
        .addColumn('deleted_at', 'timestamptz')
        .addColumn('last_login_at', 'timestamptz')
        .addColumn('last_revision', 'bigint', (column) => column.notNull())
        .execute();
      // The admin list: live users, newest first.
      await db.schema
        .createIndex('users_live_by_created_at')
        .on('users')
        .columns(['created_at desc', 'id desc'])
        .where(sql.ref('deleted_at'), 'is', null)
        .execute();
    },
  },
  '2026-11-26-users-lookup': {
    async up(db: Kysely<any>) {
      // The activity's actor filter names a person by email or username in any case (query-api read-models/activity.ts).
      await db.schema.createIndex('users_by_lower_email').on('users').expression(sql`lower(email)`).execute();
      await db.schema.createIndex('users_by_lower_username').on('users').expression(sql`lower(username)`).execute();
    },
  },
};
