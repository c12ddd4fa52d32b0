import type { Kysely, Migration } from 'kysely';

export const analyticsMigrations: Record<string, Migration> = {
  '2026-11-28-analytics': {
    async up(db: Kysely<any>) {
      let days = db.schema.createTable('analytics_days').addColumn('day', 'text', (column) => column.primaryKey());
      for (const name of ['sign_ups', 'verified', 'premium_change', 'pro_change', 'generations']) days = days.addColumn(name, 'integer', (column) => column.notNull());
      await days
        .addColumn('tokens_in', 'bigint', (column) => column.notNull())
        .addColumn('tokens_out', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('analytics_members')
        .addColumn('user_id', 'text', (column) => column.primaryKey())
        .addColumn('signed_up_on', 'text')
        .addColumn('verified_on', 'text')
        .addColumn('first_paid_on', 'text')
        .addColumn('paying', 'text')
        .addColumn('deleted', 'boolean', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('analytics_streams')
        .addColumn('stream_id', 'text', (column) => column.primaryKey())
        .addColumn('last_revision', 'bigint', (column) => column.notNull())
        .execute();
    },
  },
};
