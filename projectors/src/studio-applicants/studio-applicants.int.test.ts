// The Builder Studio applicants read model against the real event store and runtime, with the applicants' personal
// data sealed under each application's own key, as the command API writes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '@app/infra/ids/uuid';
import { createPersonalDataVault, migratePersonalData, type PersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
import type { PersonalDataDatabase } from '@app/infra/personal-data/personal-data.table';
import type { ProjectorRuntime } from '../runtime/projector-runtime';
import { openRuntimeTestKit, startTestRuntime, type RuntimeTestKit } from '../runtime/testing/runtime-test-kit';
import { studioApplicantsProjection } from './studio-applicants.projection';
import type { StudioApplicantsReadDatabase } from './studio-applicants.table';
import { ada, grace, submitAdaAndGrace, submitApplication } from './testing/studio-applications';

const REBUILD = { timeout: 30_000 };

let kit: RuntimeTestKit;
let vault: PersonalDataVault;
let runtime: ProjectorRuntime;

/** The rows, newest first. */
function readApplicants() {
  return kit.db.withTables<StudioApplicantsReadDatabase>().selectFrom('read.builder_studio_applicants').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

beforeAll(async () => {
  kit = await openRuntimeTestKit();
  await migratePersonalData(kit.db);
  vault = createPersonalDataVault(kit.db.withTables<PersonalDataDatabase>());
  runtime = await startTestRuntime(kit, [studioApplicantsProjection]);
  const last = await submitAdaAndGrace({ eventStore: kit.eventStore, vault });
  expect(await runtime.waitForPosition(last.position, { timeoutMs: 10_000 })).toBe(true);
});

afterAll(async () => {
  await runtime?.stop();
  await kit?.close();
});

describe('the studio applicants projection', () => {
  it('gives a row per application, personal data opened', async () => {
    expect(await readApplicants()).toEqual([
      {
        id: grace,
        name: 'Grace',
        email: 'grace@example.com',
        phone: '+1 555 0100',
        idea: "Grace's idea",
        problem: 'a problem',
        target_users: 'founders',
        weekly_hours: '10-15 hours',
        created_at: new Date('2026-11-23T11:00:00.000Z'),
      },
      expect.objectContaining({ id: ada, name: 'Ada', email: 'ada@example.com', created_at: new Date('2026-11-23T10:00:00.000Z') }),
    ]);
  });

  it('changes nothing when the events are applied again, and a rebuild after erasure keeps the application without its personal data', REBUILD, async () => {
    const before = await readApplicants();
    const { events } = await kit.eventStore.readAll({ eventTypes: studioApplicantsProjection.eventTypes });
    await kit.db.transaction().execute(async (trx) => {
      const [generation] = await kit.registry.selectFrom('projections.registry').select('schema_name').where('status', '=', 'active').execute();
      await studioApplicantsProjection.apply(trx.withSchema(generation!.schema_name), events);
    });
    expect(await readApplicants()).toEqual(before);

    await vault.erase(ada);
    await runtime.rebuild(studioApplicantsProjection.name);
    expect(await readApplicants()).toEqual([before[0], { ...before[1], name: null, email: null, phone: null }]);
  });

  it('writes the row of an application whose sealed fields hold U+0000 (an older API stored them), with U+FFFD, and rebuilds past it', REBUILD, async () => {
    // The plain fields could not hold U+0000 (jsonb refuses it); inside the sealed ciphertext nothing checked it.
    const nul = uuidv7(Date.UTC(2026, 10, 23, 12));
    const { position } = await submitApplication({ eventStore: kit.eventStore, vault }, nul, 'Nul', new Date(Date.UTC(2026, 10, 23, 12)), {
      name: 'Nul\u0000Applicant',
      email: 'nul\u0000@example.com',
      phone: '\u0000',
    });
    expect(await runtime.waitForPosition(position, { timeoutMs: 10_000 })).toBe(true);
    const listed = await readApplicants();
    expect(listed[0]).toMatchObject({ id: nul, name: 'Nul\uFFFDApplicant', email: 'nul\uFFFD@example.com', phone: '\uFFFD', idea: "Nul's idea" });

    await runtime.rebuild(studioApplicantsProjection.name);
    expect(await readApplicants()).toEqual(listed);
  });
});
