// The `studio_applicants` read model (spec 001 §2 Studio applicants section). An application is one event on a
// stream of its own, so a page is one insert that keeps rows already there. Name, email and phone arrive sealed
// under the application's own key and are opened here; an erased application reads as null.
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
    const rows = new Map<string, BuilderStudioApplicantsTable>();
    for (const event of events) {
      const data = event.data as Submitted;
      if (rows.has(data.applicationId)) continue;
      const { personal } = (await openPersonalForReadModel(vault, data)) as { personal: PersonalFields };
      rows.set(data.applicationId, {
        id: data.applicationId,
        name: personal?.name ?? null,
        email: personal?.email ?? null,
        phone: personal?.phone ?? null,
        idea: data.idea,
        problem: data.problem,
        target_users: data.targetUsers,
        weekly_hours: data.weeklyHours,
        created_at: new Date(data.at),
      });
    }
    if (rows.size === 0) return;
    await db
      .insertInto('builder_studio_applicants')
      .values([...rows.values()])
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  },
};
