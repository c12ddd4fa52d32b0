// A Builder Studio application (docs/product.md "Builder Studio"): one stream per application,
// `studio-application-<uuid>`. Everything the applicant typed (name, email, phone and their texts about the idea) is
// personal data: the command API seals it under the application's own key, so it can be erased without rewriting
// history (crypto-shredding, docs/architecture.md "Streams and events"). The erasure of a member with the same email
// erases it (projectors/src/erasure). Applications stored before the texts were sealed:
// studio-application-upcasters.ts.
import type { Command, Decider, DomainEvent } from '../shared/decider';
import type { Personal } from '../users/user-events';
import type { StudioApplication } from './schemas';

export const studioApplicationStreamId = (applicationId: string) => `studio-application-${applicationId}`;

/** What the applicant typed; the weekly hours are a choice among three. */
export type ApplicantFields = Omit<StudioApplication, 'weeklyHours'>;

export type SubmitStudioApplication = Command<'SubmitStudioApplication', { applicationId: string; application: StudioApplication }>;
export type StudioApplicationSubmitted = DomainEvent<
  'StudioApplicationSubmitted',
  Pick<StudioApplication, 'weeklyHours'> & {
    applicationId: string;
    /** The key that seals `personal` is the application's own. */
    subjectId: string;
    at: string;
    personal: Personal<ApplicantFields>;
  }
>;

/** Anyone may apply (the page is public); an application is recorded once. */
export const studioApplicationDecider: Decider<{ submitted: boolean }, SubmitStudioApplication, StudioApplicationSubmitted> = {
  initialState: () => ({ submitted: false }),
  evolve: () => ({ submitted: true }),
  decide: (command, state) => {
    if (state.submitted) return [];
    const { applicationId, application } = command.data;
    const { weeklyHours, ...personal } = application;
    return [
      { type: 'StudioApplicationSubmitted', data: { weeklyHours, applicationId, subjectId: applicationId, at: command.metadata.now.toISOString(), personal } },
    ];
  },
};
