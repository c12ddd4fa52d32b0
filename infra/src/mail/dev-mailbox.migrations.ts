// Dated, and never edited once landed: change the table by adding a migration.
import { sql, type Kysely, type Migration } from 'kysely';

export const devMailboxMigrations: Record<string, Migration> = {
  '2026-11-23-dev-mailbox-messages': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('messages')
        .addColumn('id', 'uuid', (column) => column.primaryKey())
        .addColumn('to', 'text', (column) => column.notNull())
        .addColumn('subject', 'text', (column) => column.notNull())
        .addColumn('text', 'text', (column) => column.notNull())
        .addColumn('html', 'text')
        .addColumn('sent_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .execute();
      // The only read: one address's messages, newest first.
      await db.schema.createIndex('messages_to_sent_at_idx').on('messages').columns(['to', 'sent_at desc']).execute();
    },
  },
};
