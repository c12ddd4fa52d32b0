// The Builder Studio applicants read model against the real event store and runtime, with everything the applicants
// typed sealed under each application's own key, as the command API writes it: an erased application has no row, and
// a member's erasure removes the applications sent with the member's email.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewEvent } from '@app/infra/event-store/event-store';
import { uuidv7 } from '@app/infra/ids/uuid';
import { createPersonalDataVault, migratePersonalData, type PersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
import type { PersonalDataDatabase } from '@app/infra/personal-data/personal-data.table';
import { emailReservationStreamId } from '@app/infra/personal-data/reservation-stream-ids';
import type { ProjectorRuntime } from '../runtime/projector-runtime';
import { openRuntimeTestKit, startTestRuntime, type RuntimeTestKit } from '../runtime/testing/runtime-test-kit';
import { studioApplicantsProjection } from './studio-applicants.projection';
import type { StudioApplicantsReadDatabase } from './studio-applicants.table';
import { ada, grace, submitAdaAndGrace, submitApplication } from './testing/studio-applications';

const REBUILD = { timeout: 30_000 };

function event(type: string, data: object): NewEvent {
  const id = uuidv7();
  const at = new Date().toISOString();
  return { id, type, data: { ...data, at }, metadata: { userId: null, commandId: id, correlationId: id, causationId: id, at } };
}

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
        email_key: emailReservationStreamId('grace@example.com'),
      },
      expect.objectContaining({ id: ada, name: 'Ada', email: 'ada@example.com', created_at: new Date('2026-11-23T10:00:00.000Z') }),
    ]);
  });

  it('changes nothing when the events are applied again, and a rebuild after an erasure has no row for the erased application', REBUILD, async () => {
    const before = await readApplicants();
    const { events } = await kit.eventStore.readAll({ eventTypes: studioApplicantsProjection.eventTypes });
    await kit.db.transaction().execute(async (trx) => {
      const [generation] = await kit.registry.selectFrom('projections.registry').select('schema_name').where('status', '=', 'active').execute();
      await studioApplicantsProjection.apply(trx.withSchema(generation!.schema_name), events);
    });
    expect(await readApplicants()).toEqual(before);

    await vault.erase(ada);
    await runtime.rebuild(studioApplicantsProjection.name);
    expect(await readApplicants()).toEqual([before[0]]);
  });

  it("removes the applications sent with an erased member's email (any case), whenever they were sent, and no other", REBUILD, async () => {
    const member = uuidv7();
    const sent = { eventStore: kit.eventStore, vault };
    const [before, other] = [uuidv7(Date.UTC(2026, 10, 24, 9)), uuidv7(Date.UTC(2026, 10, 24, 10))];
    await submitApplication(sent, before, 'Lin', new Date(Date.UTC(2026, 10, 24, 9)), { email: 'Lin.Member@Example.com' });
    await submitApplication(sent, other, 'Kai', new Date(Date.UTC(2026, 10, 24, 10)), { email: 'kai@example.com' });
    // The store of an older version: the texts about the idea in clear, the name, email and phone sealed.
    const legacy = uuidv7(Date.UTC(2026, 10, 24, 11));
    await submitApplication(sent, legacy, 'Lin', new Date(Date.UTC(2026, 10, 24, 11)), { email: 'lin.member@example.com', problem: 'Lin legacy problem' }, { legacy: true });
    await kit.eventStore.append(emailReservationStreamId('lin.member@example.com'), [event('EmailReserved', { userId: member })]);
    let position = (await kit.eventStore.append(`user-${member}`, [event('UserDeleted', { userId: member })])).position;
    expect(await runtime.waitForPosition(position, { timeoutMs: 10_000 })).toBe(true);
    const kept = (await readApplicants()).map((row) => row.id);
    expect(kept).toContain(other);
    expect(kept).not.toContain(before);
    expect(kept).not.toContain(legacy);

    // An application sent after the erasure, with the same email, is someone's new one.
    const after = uuidv7(Date.UTC(2026, 10, 25, 9));
    position = (await submitApplication(sent, after, 'Lin', new Date(Date.UTC(2026, 10, 25, 9)), { email: 'lin.member@example.com' })).position;
    expect(await runtime.waitForPosition(position, { timeoutMs: 10_000 })).toBe(true);
    const live = await readApplicants();
    expect(live.map((row) => row.id)).toContain(after);
    await runtime.rebuild(studioApplicantsProjection.name);
    expect(await readApplicants()).toEqual(live);
  });

  it('shows the texts of an application stored before they were sealed, as the applicant typed them', async () => {
    const legacy = uuidv7(Date.UTC(2026, 10, 26, 9));
    const { position } = await submitApplication({ eventStore: kit.eventStore, vault }, legacy, 'Old', new Date(Date.UTC(2026, 10, 26, 9)), {}, { legacy: true });
    expect(await runtime.waitForPosition(position, { timeoutMs: 10_000 })).toBe(true);
    expect((await readApplicants()).find((row) => row.id === legacy)).toMatchObject({ name: 'Old', email: 'old@example.com', idea: "Old's idea", problem: 'a problem' });
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
    expect(listed.find((row) => row.id === nul)).toMatchObject({ id: nul, name: 'Nul\uFFFDApplicant', email: 'nul\uFFFD@example.com', phone: '\uFFFD', idea: "Nul's idea" });

    await runtime.rebuild(studioApplicantsProjection.name);
    expect(await readApplicants()).toEqual(listed);
  });
});
