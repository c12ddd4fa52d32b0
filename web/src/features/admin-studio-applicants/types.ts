/** A row of the Studio applicants table: name, email and phone are null once the applicant is erased (phone also when none was given). */
export type { StudioApplicantView as StudioApplicant } from '@app/domain/builder-studio/builder-studio-api';
