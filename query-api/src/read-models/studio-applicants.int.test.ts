// The Builder Studio applicants read model's reads, over the rows the studio applicants projection writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersonalDataVault, migratePersonalData } from '@app/infra/personal-data/personal-data-vault';
import type { PersonalDataDatabase } from '@app/infra/personal-data/personal-data.table';
import { studioApplicantsProjection } from '@app/projectors/studio-applicants/studio-applicants.projection';
import { ada, grace, submitAdaAndGrace } from '@app/projectors/studio-applicants/testing/studio-applications';
import { listStudioApplicants } from './studio-applicants';
import { openReadModelTestKit, type ReadModelTestKit } from './testing/read-model-test-kit';

let kit: ReadModelTestKit;

beforeAll(async () => {
  kit = await openReadModelTestKit([studioApplicantsProjection]);
  await migratePersonalData(kit.db);
  await kit.projected((await submitAdaAndGrace({ eventStore: kit.eventStore, vault: createPersonalDataVault(kit.db.withTables<PersonalDataDatabase>()) })).position);
});

afterAll(async () => {
  await kit?.close();
});

describe('the studio applicants read model', () => {
  it('lists the applications newest first, personal data opened', async () => {
    expect(await listStudioApplicants(kit.read)).toEqual([
      {
        id: grace,
        name: 'Grace',
        email: 'grace@example.com',
        phone: '+1 555 0100',
        idea: "Grace's idea",
        problem: 'a problem',
        targetUsers: 'founders',
        weeklyHours: '10-15 hours',
        createdAt: '2026-11-23T11:00:00.000Z',
      },
      expect.objectContaining({ id: ada, name: 'Ada', email: 'ada@example.com', createdAt: '2026-11-23T10:00:00.000Z' }),
    ]);
  });
});
