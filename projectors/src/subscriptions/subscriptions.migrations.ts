import type { Kysely, Migration } from 'kysely';

export const subscriptionsMigrations: Record<string, Migration> = {
  '2026-11-25-subscriptions': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('subscriptions')
        .addColumn('user_id', 'text', (column) => column.primaryKey())
        .addColumn('subscription_id', 'text', (column) => column.notNull())
        .addColumn('role', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('cancel_at_period_end', 'boolean', (column) => column.notNull())
        .addColumn('current_period_end', 'timestamptz')
        .addColumn('last_payment_failed_at', 'timestamptz')
        .addColumn('as_of', 'bigint', (column) => column.notNull())
        .execute();
    },
  },
};
