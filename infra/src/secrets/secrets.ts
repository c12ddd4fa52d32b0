// Server secrets that must stay the same across restarts and across processes (the query API's share-link key):
// generated once, at first use, and kept in Postgres (schema `secrets`). The first process to ask creates it; every
// other one reads the same value.
import { randomBytes } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';
import { migrateSchema } from '../database/migrate';
import type { SecretsDatabase } from './secrets.table';

const SCHEMA = 'secrets';

const migrations: Record<string, Migration> = {
  '2026-11-23-secrets': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('secrets')
        .addColumn('name', 'text', (column) => column.primaryKey())
        .addColumn('value', 'text', (column) => column.notNull())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull())
        .execute();
    },
  },
};

/** The named secret (32 random bytes), created on first use. */
export async function loadOrCreateSecret(db: Kysely<SecretsDatabase>, name: string): Promise<Buffer> {
  await migrateSchema(db, SCHEMA, migrations);
  await db
    .insertInto('secrets.secrets')
    .values({ name, value: randomBytes(32).toString('base64'), created_at: new Date() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('secrets.secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}
