// Carries a user's erasure to what lies outside the event store, as a reaction to `UserDeleted`. The runtime commits
// each page together with this projection's checkpoint, so every step happens once the deletion is recorded, in
// whichever process runs the projectors, even when the deleting request died right after its append. Its tables are
// lookups, not a read model: each member's email key and each Builder Studio application's (member-emails.ts), so
// the applications sent with an erased member's email are erased too, without any email kept in clear.
import type { Kysely } from 'kysely';
import type { StudioApplicationSubmitted } from '@app/domain/builder-studio/studio-application';
import { forgetDevMailboxUsers } from '@app/infra/mail/dev-mailbox';
import type { DevMailboxDatabase } from '@app/infra/mail/dev-mailbox.table';
import { createPersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
import type { PersonalDataDatabase } from '@app/infra/personal-data/personal-data.table';
import { withPersonalOpened } from '../runtime/decode-event';
import type { Projection } from '../runtime/projection';
import { cutAtErasures } from './erased-member';
import { emailKeyOf, MEMBER_EMAIL_EVENT_TYPES, memberEmailsTable, reservedEmail } from './member-emails';

/** An application's email key, while it is not erased; `subject_id` names its key (the application's id). */
interface ApplicationEmailsTable {
  subject_id: string;
  email_key: string;
}

type ErasureDatabase = { erasure_application_emails: ApplicationEmailsTable };

const memberEmails = memberEmailsTable('erasure_member_emails');

export const erasureProjection: Projection = {
  name: 'erasure',
  // 2: the Builder Studio applications sent with an erased member's email are erased too (those of members erased
  // before as well: a new version replays every erasure, and each step is idempotent).
  version: 2,
  eventTypes: [...MEMBER_EMAIL_EVENT_TYPES, 'StudioApplicationSubmitted'],
  tables: ['erasure_member_emails', 'erasure_application_emails'],
  migrations: {
    '2026-11-28-erasure-email-keys': {
      async up(db: Kysely<any>) {
        await memberEmails.migration.up(db);
        await db.schema
          .createTable('erasure_application_emails')
          .addColumn('subject_id', 'text', (column) => column.primaryKey())
          .addColumn('email_key', 'text', (column) => column.notNull())
          .execute();
        await db.schema.createIndex('erasure_application_emails_by_key').on('erasure_application_emails').column('email_key').execute();
      },
    },
  },
  async apply(trx, stored) {
    const db = trx.withTables<ErasureDatabase>();
    const vault = createPersonalDataVault(trx.withTables<PersonalDataDatabase>());
    const events = await withPersonalOpened(trx, stored);
    for (const part of cutAtErasures(events)) {
      await memberEmails.remember(trx, part.events.flatMap((event) => reservedEmail(event) ?? []));
      await rememberApplications(db, part.events);
      if (part.erased.length === 0) continue;
      // The deleting command erases the user's key at once; this repeats it for a command that stopped before doing so.
      for (const userId of part.erased) await vault.erase(userId);
      await forgetDevMailboxUsers(trx.withTables<DevMailboxDatabase>(), part.erased);
      const keys = await memberEmails.take(trx, part.erased);
      if (keys.length === 0) continue;
      const applications = await db.deleteFrom('erasure_application_emails').where('email_key', 'in', keys).returning('subject_id').execute();
      for (const { subject_id } of applications) await vault.erase(subject_id);
    }
  },
};

async function rememberApplications(db: Kysely<ErasureDatabase>, events: readonly { type: string; data: unknown }[]): Promise<void> {
  const rows = events.flatMap((event) => {
    if (event.type !== 'StudioApplicationSubmitted') return [];
    const { subjectId, personal } = event.data as StudioApplicationSubmitted['data'];
    // An application already erased has nothing left to erase.
    return personal ? [{ subject_id: subjectId, email_key: emailKeyOf(personal.email) }] : [];
  });
  if (rows.length === 0) return;
  await db.insertInto('erasure_application_emails').values(rows).onConflict((conflict) => conflict.column('subject_id').doNothing()).execute();
}
