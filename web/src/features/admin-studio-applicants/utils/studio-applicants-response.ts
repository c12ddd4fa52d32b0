import { InvalidResponseError, isRecord, optionalText } from '../../../lib/invalid-response';
import type { StudioApplicant } from '../types';

// GET /api/admin/builder-studio-applicants → { applicants: [{ id, name, email, phone, idea, problem, targetUsers,
// weeklyHours, createdAt }] }, newest first.

/** The rows in the server's order. Rows without an id are dropped. */
export function parseStudioApplicants(body: unknown): StudioApplicant[] {
  if (!isRecord(body) || !Array.isArray(body.applicants)) throw new InvalidResponseError();
  return body.applicants.map(parseStudioApplicant).filter((applicant): applicant is StudioApplicant => applicant !== null);
}

function parseStudioApplicant(value: unknown): StudioApplicant | null {
  if (!isRecord(value)) return null;
  const id = optionalText(value.id);
  if (id === null) return null;
  return {
    id,
    name: optionalText(value.name),
    email: optionalText(value.email),
    phone: optionalText(value.phone),
    idea: optionalText(value.idea) ?? '',
    problem: optionalText(value.problem) ?? '',
    targetUsers: optionalText(value.targetUsers) ?? '',
    weeklyHours: optionalText(value.weeklyHours),
    appliedAt: optionalText(value.createdAt),
  };
}
