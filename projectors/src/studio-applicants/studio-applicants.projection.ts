// The `studio_applicants` read model (spec 001 §2 Studio applicants section). An application is one event on a
// stream of its own, so a page is one insert that keeps rows already there. Name, email and phone arrive sealed
// under the application's own key and are opened here, the page's at once (one read of their keys); an erased
// application reads as null.
import type { StudioApplicationSubmitted } from '@app/domain/builder-studio/studio-application';
import { createPersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
import type { PersonalDataDatabase } from '@app/infra/personal-data/personal-data.table';
import { openPersonalForReadModel } from '../runtime/decode-event';
import type { Projection } from '../runtime/projection';
import { studioApplicantsMigrations } from './studio-applicants.migrations';
import type { BuilderStudioApplicantsTable, StudioApplicantsProjectionDatabase } from './studio-applicants.table';

type Submitted = StudioApplicationSubmitted['data'];
type PersonalFields = { name: string; email: string; phone: string } | null;

export const studioApplicantsProjection: Projection = {
  name: 'studio_applicants',
  version: 1,
  eventTypes: ['StudioApplicationSubmitted'],
  tables: ['builder_studio_applicants'],
  migrations: studioApplicantsMigrations,
  async apply(trx, events) {
    const db = trx.withTables<StudioApplicantsProjectionDatabase>();
    const vault = createPersonalDataVault(trx.withTables<PersonalDataDatabase>());
    const submitted = new Map<string, Submitted>();
    for (const event of events) {
      const data = event.data as Submitted;
      if (!submitted.has(data.applicationId)) submitted.set(data.applicationId, data);
    }
    const opened = (await openPersonalForReadModel(vault, [...submitted.values()])) as (Omit<Submitted, 'personal'> & { personal: PersonalFields })[];
    const rows = opened.map(
      (data): BuilderStudioApplicantsTable => ({
        id: data.applicationId,
        name: data.personal?.name ?? null,
        email: data.personal?.email ?? null,
        phone: data.personal?.phone ?? null,
        idea: data.idea,
        problem: data.problem,
        target_users: data.targetUsers,
        weekly_hours: data.weeklyHours,
        created_at: new Date(data.at),
      }),
    );
    if (rows.length === 0) return;
    await db
      .insertInto('builder_studio_applicants')
      .values(rows)
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  },
};
