// Reads of the `studio_applicants` read model (the projection in projectors/src/studio-applicants/ writes it), for
// GET /api/admin/builder-studio-applicants.
import type { Kysely } from 'kysely';
import type { StudioApplicantView } from '@app/domain/builder-studio/builder-studio-api';
import type { QueryApiDatabase } from './query-api-database';

/** Newest first. */
export async function listStudioApplicants(db: Kysely<QueryApiDatabase>): Promise<StudioApplicantView[]> {
  const rows = await db
    .selectFrom('read.builder_studio_applicants')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    idea: row.idea,
    problem: row.problem,
    targetUsers: row.target_users,
    weeklyHours: row.weekly_hours,
    createdAt: row.created_at.toISOString(),
  }));
}
