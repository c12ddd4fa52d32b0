// Studio applications as stored before the applicant's texts were sealed (schemaVersion 1: name, email and phone
// sealed, idea, problem and target users in clear). The store keeps those texts in clear; the upcaster moves them into
// `unsealedPersonal`, which readers that open personal data merge into `personal` while the application's key exists
// and drop once it is erased (shared/unsealed-personal.ts).
import type { Upcaster } from '../shared/upcasting';
import { moveToUnsealedPersonal } from '../shared/unsealed-personal';
import type { ApplicantFields } from './studio-application';

type SubmittedV1 = Pick<ApplicantFields, 'idea' | 'problem' | 'targetUsers'>;

export const STUDIO_APPLICATION_UPCASTERS: Record<string, readonly Upcaster[]> = {
  StudioApplicationSubmitted: [(data) => moveToUnsealedPersonal(data as SubmittedV1, ['idea', 'problem', 'targetUsers'])],
};
