// The `studio_applicants` read model (docs/product.md "Builder Studio"). An application is one event on a
// stream of its own, sealed under the application's own key: everything the applicant typed, opened here (the page's
// at once, one read of their keys). An erased application has no row. A member's erasure erases the applications
// sent with the member's email too (projectors/src/erasure): their rows go with the member's `UserDeleted`, found by
// the email's key (member-emails.ts), so the table drops them even before the erasure reaction has run.
import type { Kysely } from 'kysely';
import type { StudioApplicationSubmitted } from '@app/domain/builder-studio/studio-application';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import { cutAtErasures } from '../erasure/erased-member';
import { emailKeyOf, MEMBER_EMAIL_EVENT_TYPES, reservedEmail } from '../erasure/member-emails';
import { withPersonalOpened } from '../runtime/decode-event';
import type { Projection } from '../runtime/projection';
import { applicantMemberEmails, studioApplicantsMigrations } from './studio-applicants.migrations';
import type { BuilderStudioApplicantsTable, StudioApplicantsProjectionDatabase } from './studio-applicants.table';

type Submitted = StudioApplicationSubmitted['data'];

export const studioApplicantsProjection: Projection = {
  name: 'studio_applicants',
  // 2: every text of an application is sealed, an erased application has no row, and a member's erasure removes the
  // applications sent with their email.
  version: 2,
  eventTypes: ['StudioApplicationSubmitted', ...MEMBER_EMAIL_EVENT_TYPES],
  tables: ['builder_studio_applicants', 'applicant_member_emails'],
  migrations: studioApplicantsMigrations,
  async apply(trx, stored) {
    const db = trx.withTables<StudioApplicantsProjectionDatabase>();
    const events = await withPersonalOpened(trx, stored);
    for (const part of cutAtErasures(events)) {
      await applicantMemberEmails.remember(trx, part.events.flatMap((event) => reservedEmail(event) ?? []));
      await insertApplications(db, part.events);
      const keys = await applicantMemberEmails.take(trx, part.erased);
      if (keys.length > 0) await db.deleteFrom('builder_studio_applicants').where('email_key', 'in', keys).execute();
    }
  },
};

async function insertApplications(db: Kysely<StudioApplicantsProjectionDatabase>, events: readonly RecordedEvent[]): Promise<void> {
  const rows = new Map<string, BuilderStudioApplicantsTable>();
  for (const event of events) {
    if (event.type !== 'StudioApplicationSubmitted') continue;
    const data = event.data as Submitted;
    if (!data.personal || rows.has(data.applicationId)) continue;
    const { name, email, phone, idea, problem, targetUsers } = data.personal;
    rows.set(data.applicationId, {
      id: data.applicationId,
      name,
      email,
      phone,
      idea,
      problem,
      target_users: targetUsers,
      weekly_hours: data.weeklyHours,
      created_at: new Date(data.at),
      email_key: emailKeyOf(email),
    });
  }
  if (rows.size === 0) return;
  await db
    .insertInto('builder_studio_applicants')
    .values([...rows.values()])
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}
