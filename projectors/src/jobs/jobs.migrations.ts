import { sql, type Kysely, type Migration } from 'kysely';

export const jobsMigrations: Record<string, Migration> = {
  '2026-11-26-jobs': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('jobs')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('total', 'integer', (column) => column.notNull())
        .addColumn('succeeded', 'integer', (column) => column.notNull())
        .addColumn('failed', 'integer', (column) => column.notNull())
        .addColumn('resolved', sql`text[]`, (column) => column.notNull())
        .addColumn('request', 'jsonb', (column) => column.notNull())
        .addColumn('result', 'jsonb', (column) => column.notNull())
        .addColumn('failures', 'jsonb', (column) => column.notNull())
        .addColumn('requested_by', 'text')
        .addColumn('created_at', 'timestamptz', (column) => column.notNull())
        .addColumn('finished_at', 'timestamptz')
        .addColumn('last_revision', 'bigint', (column) => column.notNull())
        .execute();
      // Newest first, all or only the running ones.
      await db.schema.createIndex('jobs_by_created_at').on('jobs').columns(['created_at desc', 'id desc']).execute();
    },
  },
};
