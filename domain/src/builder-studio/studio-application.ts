// A Builder Studio application (spec 001 §5): one stream per application, `studio-application-<uuid>`.
// Name, email and phone are personal data: the command API seals them under the application's own key, so they can
// be erased without rewriting history (crypto-shredding, docs/architecture.md "Streams and events").
import type { Command, Decider, DomainEvent } from '../shared/decider';
import type { Personal } from '../users/user-events';
import type { StudioApplication } from './schemas';

export const studioApplicationStreamId = (applicationId: string) => `studio-application-${applicationId}`;

type PersonalFields = Pick<StudioApplication, 'name' | 'email' | 'phone'>;

export type SubmitStudioApplication = Command<'SubmitStudioApplication', { applicationId: string; application: StudioApplication }>;
export type StudioApplicationSubmitted = DomainEvent<
  'StudioApplicationSubmitted',
  Omit<StudioApplication, keyof PersonalFields> & {
    applicationId: string;
    /** The key that seals `personal` is the application's own. */
    subjectId: string;
    at: string;
    personal: Personal<PersonalFields>;
  }
>;

/** Anyone may apply (the page is public); an application is recorded once. */
export const studioApplicationDecider: Decider<{ submitted: boolean }, SubmitStudioApplication, StudioApplicationSubmitted> = {
  initialState: () => ({ submitted: false }),
  evolve: () => ({ submitted: true }),
  decide: (command, state) => {
    if (state.submitted) return [];
    const { applicationId, application } = command.data;
    const { name, email, phone, ...rest } = application;
    return [
      {
        type: 'StudioApplicationSubmitted',
        data: { ...rest, applicationId, subjectId: applicationId, at: command.metadata.now.toISOString(), personal: { name, email, phone } },
      },
    ];
  },
};
