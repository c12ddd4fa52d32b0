import { sql, type Kysely, type Migration } from 'kysely';

export const personalDataMigrations: Record<string, Migration> = {
  '2026-11-22-subject-keys': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('subject_keys')
        .addColumn('subject_id', 'text', (column) => column.primaryKey())
        .addColumn('key_id', 'uuid', (column) => column.notNull().unique())
        .addColumn('key', 'bytea')
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .addColumn('erased_at', 'timestamptz')
        // A row either has its key or records when the key was erased, never both.
        .addCheckConstraint('subject_keys_key_or_erased', sql`(key IS NULL) = (erased_at IS NOT NULL)`)
        .execute();
    },
  },
};
