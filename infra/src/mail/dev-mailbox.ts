// The default mailer: messages go to a table instead of the internet, and the links in them are logged (with the id of
// the user the mail is for, never the address: logs hold no personal data), so a developer can verify an account
// from the console or through `GET /api/dev/mailbox?to=EMAIL`. The table lives in
// Postgres because the command API (which sends) and the query API (which reads) may be separate processes, and
// because a restart must not lose a verification link that was just sent. Each mail keeps the id of the user it is
// for, so erasing that user deletes it (forgetDevMailboxUsers).
import { sql, type Kysely } from 'kysely';
import { migrateSchema } from '../database/migrate';
import { uuidv7 } from '../ids/uuid';
import type { Mailer } from './mailer';
import { devMailboxMigrations } from './dev-mailbox.migrations';
import { DEV_MAILBOX_SCHEMA, type DevMailboxDatabase } from './dev-mailbox.table';

export interface DevMailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** ISO 8601. */
  sentAt: string;
}

export interface DevMailboxOptions {
  db: Kysely<DevMailboxDatabase>;
  /** Receives one line per message: the user it is for (by id), the subject and the links in the text. */
  log: (line: string) => void;
}

const TABLE = 'dev_mailbox.messages' as const;
// A developer only ever looks at the latest messages; the cap keeps the answer small however often one address
// is used (for example by a test suite that registers it again and again).
const LIST_LIMIT = 100;
// Sentence punctuation right after a link ("open https://x/verify?t=1.") is not part of it.
const LINK = /https?:\/\/[^\s<>"'()]*[^\s<>"'().,;:!?]/g;

/** Creates the `dev_mailbox` schema; safe to run from every process at start-up. Migrations take any database. */
export function migrateDevMailbox(db: Kysely<any>): Promise<void> {
  return migrateSchema(db, DEV_MAILBOX_SCHEMA, devMailboxMigrations);
}

export function createDevMailbox({ db, log }: DevMailboxOptions): Mailer {
  return {
    kind: 'dev-mailbox',
    async send(message) {
      const to = normalizeAddress(message.to);
      await db
        .insertInto(TABLE)
        .values({ id: uuidv7(), to, user_id: message.userId, subject: message.subject, text: message.text, html: message.html ?? null })
        .execute();
      const links = message.text.match(LINK) ?? [];
      log(`dev mailbox: mail for user ${message.userId}: "${message.subject}"${links.length ? ` ${links.join(' ')}` : ''}`);
    },
    // The database belongs to the caller.
    close: () => Promise.resolve(),
  };
}

/** The messages sent to an address (any case), newest first. */
export async function listDevMailbox(db: Kysely<DevMailboxDatabase>, to: string): Promise<DevMailboxMessage[]> {
  const rows = await db
    .selectFrom(TABLE)
    .selectAll()
    .where('to', '=', normalizeAddress(to))
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    sentAt: row.sent_at.toISOString(),
  }));
}

/**
 * Deletes every mail of these users (their erasure); idempotent. It runs wherever erasure runs, which may be a process
 * that sends by SMTP: a database where no process has created the mailbox's user column holds no mail to forget by it.
 */
export async function forgetDevMailboxUsers(db: Kysely<DevMailboxDatabase>, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const { rows } = await sql<{ linked: boolean }>`
    SELECT EXISTS (
      SELECT 1 FROM information_schema.columns
      WHERE table_schema = ${DEV_MAILBOX_SCHEMA} AND table_name = 'messages' AND column_name = 'user_id'
    ) AS linked`.execute(db);
  if (!rows[0]?.linked) return;
  await db.deleteFrom(TABLE).where('user_id', 'in', userIds).execute();
}

function normalizeAddress(address: string): string {
  return address.trim().toLowerCase();
}
