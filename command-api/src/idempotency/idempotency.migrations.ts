import { sql, type Kysely, type Migration } from 'kysely';

export const idempotencyMigrations: Record<string, Migration> = {
  '2026-11-22-idempotency-keys': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('scope', 'text', (column) => column.notNull())
        .addColumn('key', 'text', (column) => column.notNull())
        .addColumn('fingerprint', 'text', (column) => column.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('response_body', 'text')
        .addColumn('response_headers', 'jsonb')
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
        .execute();
    },
  },
  // A claim renewed while its request runs: one not renewed for a while belongs to a request whose process died.
  '2026-11-27-idempotency-claim-renewal': {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('idempotency_keys')
        .addColumn('renewed_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
};
