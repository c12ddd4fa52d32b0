// The Builder Studio's calls, one contract each (shared/api-contract.ts): the public application form and the
// admin's applicants table.
import { z } from 'zod';
import { apiContract, commandAnswer } from '../shared/api-contract';
import { text } from '../shared/text';
import { studioApplicationSchema } from './schemas';

/** A row of the applicants table: name, email and phone are null once the applicant is erased. */
export const studioApplicantViewSchema = z.object({
  id: text(),
  name: text().nullable(),
  email: text().nullable(),
  phone: text().nullable(),
  idea: text(),
  problem: text(),
  targetUsers: text(),
  weeklyHours: text(),
  createdAt: text(),
});
export type StudioApplicantView = z.infer<typeof studioApplicantViewSchema>;

export const builderStudioApi = {
  apply: apiContract({
    method: 'POST',
    path: '/api/builder-studio/apply',
    tag: 'builder studio',
    summary: 'The public application form',
    access: 'public',
    body: studioApplicationSchema,
    responses: { 201: commandAnswer({ message: text() }) },
    errors: [429],
  }),
  applicants: apiContract({
    method: 'GET',
    path: '/api/admin/builder-studio-applicants',
    tag: 'builder studio',
    summary: 'The applicants, newest first',
    access: 'ADMIN',
    responses: { 200: z.object({ applicants: z.array(studioApplicantViewSchema) }) },
  }),
};
