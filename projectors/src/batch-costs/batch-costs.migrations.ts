import type { Kysely, Migration } from 'kysely';

const DOC_FIGURES_KEYS = ['prd', 'pitch', 'gtm', 'financial', 'prelaunch'] as const;

export const batchCostsMigrations: Record<string, Migration> = {
  '2026-11-26-batch-costs': {
    async up(db: Kysely<any>) {
      let batches = db.schema
        .createTable('batches')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('batch', 'integer', (column) => column.notNull())
        .addColumn('categories', 'text', (column) => column.notNull());
      for (const name of ['free', 'premium', 'free_latency', 'premium_latency', 'tokens_in_free', 'tokens_out_free', 'tokens_in_premium', 'tokens_out_premium']) {
        batches = batches.addColumn(name, 'integer', (column) => column.notNull());
      }
      await batches
        .addColumn('item_types', 'jsonb', (column) => column.notNull())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('batches_by_created_at').on('batches').columns(['created_at desc', 'id desc']).execute();

      let docs = db.schema
        .createTable('batch_docs')
        .addColumn('idea_id', 'integer', (column) => column.primaryKey())
        .addColumn('title', 'text', (column) => column.notNull())
        .addColumn('batch', 'integer');
      for (const key of DOC_FIGURES_KEYS) {
        docs = docs.addColumn(`${key}_latency`, 'integer').addColumn(`${key}_tokens_in`, 'integer').addColumn(`${key}_tokens_out`, 'integer');
      }
      await docs.addColumn('created_at', 'timestamptz', (column) => column.notNull()).execute();
      await db.schema.createIndex('batch_docs_by_created_at').on('batch_docs').columns(['created_at desc', 'idea_id desc']).execute();

      await db.schema
        .createTable('batch_cost_streams')
        .addColumn('stream_id', 'text', (column) => column.primaryKey())
        .addColumn('last_revision', 'bigint', (column) => column.notNull())
        .execute();
    },
  },
};
