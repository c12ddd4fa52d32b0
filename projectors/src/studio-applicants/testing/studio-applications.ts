// Builder Studio applications as the command API records them (everything the applicant typed sealed under the
// application's own key), for the studio applicants projection's test and the query API's read model test; and as
// the store held them before their texts were sealed (schemaVersion 1: only name, email and phone sealed).
import type { StudioApplication } from '@app/domain/builder-studio/schemas';
import { studioApplicationDecider, studioApplicationStreamId } from '@app/domain/builder-studio/studio-application';
import { currentSchemaVersion } from '@app/domain/shared/upcasters';
import type { AppendResult, EventStore } from '@app/infra/event-store/event-store';
import { uuidv7 } from '@app/infra/ids/uuid';
import type { PersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
import { sealPersonalField } from '@app/infra/personal-data/personal-field';

export const ada = uuidv7(Date.UTC(2026, 10, 23, 10));
export const grace = uuidv7(Date.UTC(2026, 10, 23, 11));

/** Appends the event the command API builds for this application; `personal` overrides its fields. */
export async function submitApplication(
  context: { eventStore: EventStore; vault: PersonalDataVault },
  applicationId: string,
  name: string,
  at: Date,
  personal: Partial<StudioApplication> = {},
  { legacy = false } = {},
): Promise<AppendResult> {
  const [event] = studioApplicationDecider.decide(
    {
      type: 'SubmitStudioApplication',
      data: {
        applicationId,
        application: {
          name,
          email: `${name.toLowerCase()}@example.com`,
          phone: '+1 555 0100',
          idea: `${name}'s idea`,
          problem: 'a problem',
          targetUsers: 'founders',
          weeklyHours: '10-15 hours',
          ...personal,
        },
      },
      metadata: { actor: null, now: at },
    },
    studioApplicationDecider.initialState(),
  );
  const id = uuidv7();
  const { personal: typed, ...rest } = event!.data;
  // Version 1 sealed the name, email and phone only.
  const { idea, problem, targetUsers, ...identity } = typed!;
  const data = legacy ? { ...rest, idea, problem, targetUsers, personal: identity } : event!.data;
  const schemaVersion = legacy ? 1 : currentSchemaVersion(event!.type);
  return context.eventStore.append(
    studioApplicationStreamId(applicationId),
    [{ id, type: event!.type, data: await sealPersonalField(context.vault, data), metadata: { userId: null, commandId: id, correlationId: id, causationId: id, at: at.toISOString(), schemaVersion } }],
    { expectedRevision: 'no_stream' },
  );
}

/** Ada's application, then Grace's an hour later; the position of the last. */
export async function submitAdaAndGrace(context: { eventStore: EventStore; vault: PersonalDataVault }): Promise<AppendResult> {
  await submitApplication(context, ada, 'Ada', new Date(Date.UTC(2026, 10, 23, 10)));
  return submitApplication(context, grace, 'Grace', new Date(Date.UTC(2026, 10, 23, 11)));
}
