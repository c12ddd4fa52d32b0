// The erasure reaction against the real event store and runtime: a `UserDeleted` whose command stopped right after
// the append (no key erased, no mail deleted) is carried out by the projection alone, once, and a rebuild repeats it
// without touching anyone else. The Builder Studio applications sent with the erased user's email are erased too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStreamId } from '@app/domain/users/user-events';
import { uuidv7 } from '@app/infra/ids/uuid';
import { createDevMailbox, listDevMailbox, migrateDevMailbox } from '@app/infra/mail/dev-mailbox';
import type { DevMailboxDatabase } from '@app/infra/mail/dev-mailbox.table';
import type { Mailer } from '@app/infra/mail/mailer';
import { createPersonalDataVault, migratePersonalData, type PersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
import type { PersonalDataDatabase } from '@app/infra/personal-data/personal-data.table';
import { openPersonalField } from '@app/infra/personal-data/personal-field';
import { emailReservationStreamId } from '@app/infra/personal-data/reservation-stream-ids';
import type { Sealed } from '@app/infra/personal-data/sealed-value';
import type { ProjectorRuntime } from '../runtime/projector-runtime';
import { openRuntimeTestKit, startTestRuntime, type RuntimeTestKit } from '../runtime/testing/runtime-test-kit';
import { submitApplication } from '../studio-applicants/testing/studio-applications';
import { erasureProjection } from './erasure.projection';

const erased = { userId: uuidv7(), email: 'erased@example.com' };
const kept = { userId: uuidv7(), email: 'kept@example.com' };
let kit: RuntimeTestKit;
let vault: PersonalDataVault;
let mailer: Mailer;
let runtime: ProjectorRuntime;
const sealed = new Map<string, Sealed>();
const applications = new Map([
  [uuidv7(), 'ERASED@example.com'],
  [uuidv7(), 'kept@example.com'],
  [uuidv7(), 'someone.else@example.com'],
]);
const [erasedApplication, ...keptApplications] = [...applications.keys()];
const mailbox = () => kit.db.withTables<DevMailboxDatabase>();

function reserved(userId: string, email: string) {
  const id = uuidv7();
  const at = new Date().toISOString();
  return kit.eventStore.append(emailReservationStreamId(email), [{ id, type: 'EmailReserved', data: { userId, at }, metadata: { userId: null, commandId: id, correlationId: id, causationId: id, at } }]);
}

/** The application's `personal` as readers open it: null once erased. */
async function applicationOf(applicationId: string): Promise<unknown> {
  const [event] = await kit.eventStore.readStream(`studio-application-${applicationId}`);
  return ((await openPersonalField(vault, event!.data)) as { personal: unknown }).personal;
}

async function deleted(userId: string) {
  const id = uuidv7();
  return kit.eventStore.append(
    userStreamId(userId),
    [{ id, type: 'UserDeleted', data: { userId, at: new Date().toISOString() }, metadata: { userId: 'admin', commandId: id, correlationId: id, causationId: id, at: new Date().toISOString() } }],
    { expectedRevision: 'any' },
  );
}

beforeAll(async () => {
  kit = await openRuntimeTestKit();
  await migratePersonalData(kit.db);
  await migrateDevMailbox(kit.db);
  vault = createPersonalDataVault(kit.db.withTables<PersonalDataDatabase>());
  mailer = createDevMailbox({ db: mailbox(), log: () => undefined });
  for (const user of [erased, kept]) {
    await reserved(user.userId, user.email);
    sealed.set(user.userId, await vault.encrypt(user.userId, { email: user.email }));
    await mailer.send({ userId: user.userId, to: user.email, subject: 'Verify your email', text: 'link' });
  }
  // Each user's email sent an application (the erased one's in another case), and so did someone else.
  for (const [applicationId, email] of applications) await submitApplication({ eventStore: kit.eventStore, vault }, applicationId, 'Applicant', new Date(), { email });
  runtime = await startTestRuntime(kit, [erasureProjection]);
});

afterAll(async () => {
  await runtime?.stop();
  await kit?.close();
});

describe('the erasure projection', () => {
  it("erases a deleted user's key and mails, and only theirs", async () => {
    const { position } = await deleted(erased.userId);
    expect(await runtime.waitForPosition(position, { timeoutMs: 10_000 })).toBe(true);
    expect(await vault.decrypt(sealed.get(erased.userId)!)).toBeUndefined();
    expect(await listDevMailbox(mailbox(), erased.email)).toEqual([]);
    expect(await vault.decrypt(sealed.get(kept.userId)!)).toEqual({ email: kept.email });
    expect(await listDevMailbox(mailbox(), kept.email)).toHaveLength(1);
    expect(await applicationOf(erasedApplication!)).toBeNull();
    for (const applicationId of keptApplications) expect(await applicationOf(applicationId)).toMatchObject({ name: 'Applicant' });
  });

  it('changes nothing more when rebuilt from zero', { timeout: 30_000 }, async () => {
    await runtime.rebuild('erasure');
    expect(await vault.decrypt(sealed.get(kept.userId)!)).toEqual({ email: kept.email });
    expect(await listDevMailbox(mailbox(), kept.email)).toHaveLength(1);
    expect(await listDevMailbox(mailbox(), erased.email)).toEqual([]);
    for (const applicationId of keptApplications) expect(await applicationOf(applicationId)).toMatchObject({ name: 'Applicant' });
  });
});
