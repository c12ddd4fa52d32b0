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
  '2026-11-24-dev-mailbox-user-id': {
    async up(db: Kysely<any>) {
      // Erasing a user deletes their mails by this column (forgetDevMailboxUsers).
      await db.schema.alterTable('messages').addColumn('user_id', 'text').execute();
      // Every mail sent before the column existed is a verification mail, whose link starts with the user's id.
      await db
        .updateTable('messages')
        .set({ user_id: sql`substring(${sql.ref('text')} from '/verify-email/([0-9a-f-]{36})\\.')` })
        .execute();
      await db.schema.createIndex('messages_user_id_idx').on('messages').column('user_id').execute();
    },
  },
};
