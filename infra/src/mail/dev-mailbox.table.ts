import type { Generated } from 'kysely';

export interface DevMailboxMessagesTable {
  id: string;
  /** Lower-cased, so a lookup matches whatever case the address was typed in. */
  to: string;
  /** Null only for a mail from before the column whose link named no user. */
  user_id: string | null;
  subject: string;
  text: string;
  html: string | null;
  sent_at: Generated<Date>;
}

/** A type, not an interface: `withTables` takes it. */
export type DevMailboxDatabase = {
  'dev_mailbox.messages': DevMailboxMessagesTable;
};

export const DEV_MAILBOX_SCHEMA = 'dev_mailbox';
