/** A row of the Studio applicants table (GET /api/admin/builder-studio-applicants). */
export interface StudioApplicant {
  id: string;
  /** Name, email and phone are null once the applicant's personal data was erased; phone also when none was given. */
  name: string | null;
  email: string | null;
  phone: string | null;
  idea: string;
  problem: string;
  targetUsers: string;
  /** '5-10 hours', '10-15 hours' or '15+ hours'; null when the applicant did not say. */
  weeklyHours: string | null;
  /** ISO 8601, as the server sent it; null when it sent none. */
  appliedAt: string | null;
}
