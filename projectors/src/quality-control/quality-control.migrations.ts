import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Version 3's: every version builds a schema of its own from these. Version 1's `2026-12-01-quality-control` kept each
 * idea's band keys as rows of `quality_control_bands`; version 2's `2026-12-02-quality-control` held them in the
 * projector's memory (candidate-index.ts), with `quality_control_state` saying which page it shows, and paired ideas;
 * `2026-12-03-quality-control` pairs texts (an exact-duplicate group is one side) and keeps the pairs' count.
 */
export const qualityControlMigrations: Record<string, Migration> = {
  '2026-12-03-quality-control': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('quality_control_ideas')
        .addColumn('id', 'integer', (column) => column.primaryKey())
        .addColumn('revision', 'bigint', (column) => column.notNull())
        .addColumn('title', 'text', (column) => column.notNull())
        .addColumn('description', 'text', (column) => column.notNull())
        .addColumn('category', 'text', (column) => column.notNull())
        .addColumn('categories', sql`text[]`, (column) => column.notNull())
        .addColumn('batch_number', 'integer')
        .addColumn('type', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull())
        .addColumn('deleted', 'boolean', (column) => column.notNull())
        .addColumn('text_key', 'text', (column) => column.notNull())
        .addColumn('shingles', 'bytea', (column) => column.notNull())
        .addColumn('bands', sql`integer[]`, (column) => column.notNull())
        .execute();
      // A group's ideas, oldest first; a group's count after a change.
      await db.schema.createIndex('quality_control_ideas_live_by_text').on('quality_control_ideas').columns(['text_key', 'id']).where(sql.ref('deleted'), '=', false).execute();
      await db.schema
        .createTable('quality_control_groups')
        .addColumn('text_key', 'text', (column) => column.primaryKey())
        .addColumn('size', 'integer', (column) => column.notNull())
        .addColumn('newest_at', 'timestamptz', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('quality_control_groups_by_size').on('quality_control_groups').columns(['size desc', 'newest_at desc', 'text_key']).execute();

      await db.schema
        .createTable('quality_control_pairs')
        .addColumn('key1', 'text', (column) => column.notNull())
        .addColumn('key2', 'text', (column) => column.notNull())
        .addColumn('similarity', 'double precision', (column) => column.notNull())
        .addColumn('filters', sql`text[]`, (column) => column.notNull())
        .addPrimaryKeyConstraint('quality_control_pairs_pkey', ['key1', 'key2'])
        .execute();
      await db.schema.createIndex('quality_control_pairs_by_key2').on('quality_control_pairs').column('key2').execute();
      await db.schema.createIndex('quality_control_pairs_by_similarity').on('quality_control_pairs').columns(['similarity desc', 'key1', 'key2']).execute();

      await db.schema
        .createTable('quality_control_pair_filters')
        .addColumn('filter', 'text', (column) => column.notNull())
        .addColumn('similarity', 'double precision', (column) => column.notNull())
        .addColumn('key1', 'text', (column) => column.notNull())
        .addColumn('key2', 'text', (column) => column.notNull())
        .addColumn('batches', sql`integer[]`, (column) => column.notNull())
        .execute();
      // Both the filtered read (one filter, by similarity) and the removal of a pair's rows (every column known).
      // `batches` is included so a category and a batch together are checked in the index, whose walk stops at the
      // read's bound, instead of visiting the rows of every pair in the category.
      await sql`CREATE UNIQUE INDEX quality_control_pair_filters_by_similarity
        ON quality_control_pair_filters (filter, similarity DESC, key1, key2) INCLUDE (batches)`.execute(db);

      await db.schema.createTable('quality_control_totals').addColumn('pairs', 'integer', (column) => column.notNull()).execute();
      await db.insertInto('quality_control_totals').values({ pairs: 0 }).execute();

      // One row: the page the model applied last, as its applier named it (a random id).
      await db.schema.createTable('quality_control_state').addColumn('page', 'text').execute();
      await db.insertInto('quality_control_state').values({ page: null }).execute();
    },
  },
};
