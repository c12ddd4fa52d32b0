// Reads of the `jobs` read model (the projection in projectors/src/jobs/ writes it), for GET /api/admin/jobs and
// GET /api/admin/jobs/{id}.
import type { Kysely, Selectable } from 'kysely';
import { jobLabel } from '@app/domain/jobs/job-label';
import type { JobView } from '@app/domain/jobs/job-view';
import type { JobsTable } from '@app/projectors/jobs/jobs.table';
import type { QueryApiDatabase } from './query-api-database';

/** The progress view's list: the running jobs and the recent ones. */
export const JOB_LIST_LIMIT = 20;

export async function findJob(db: Kysely<QueryApiDatabase>, id: string): Promise<JobView | undefined> {
  const row = await db.selectFrom('read.jobs').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toView(row);
}

/** Newest first, at most JOB_LIST_LIMIT. */
export async function listJobs(db: Kysely<QueryApiDatabase>, status: 'running' | 'all'): Promise<JobView[]> {
  const rows = await db
    .selectFrom('read.jobs')
    .selectAll()
    .$if(status === 'running', (query) => query.where('status', '=', 'running'))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(JOB_LIST_LIMIT)
    .execute();
  return rows.map(toView);
}

function toView(row: Selectable<JobsTable>): JobView {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    label: jobLabel(row.request),
    total: row.total,
    done: row.succeeded + row.failed,
    succeeded: row.succeeded,
    failed: row.failed,
    failures: row.failures,
    requestedBy: row.requested_by,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    result: row.result,
  };
}
