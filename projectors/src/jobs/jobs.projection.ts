// The `jobs` read model: each admin job's progress. A row is the domain's own fold of the job's stream (evolveJob:
// status, counts, resolved items and the result in the generation call's shape), never a second copy of its rules,
// plus what the progress view adds: who asked and when, when it ended, and each failure with the item it names. A
// job is one stream, so the row's last applied revision makes a page applied twice change nothing. A page is folded
// per job, then upserted.
import type { Insertable, Selectable } from 'kysely';
import { evolveJob, type ExistingJob } from '@app/domain/jobs/job-decider';
import { JOB_EVENT_TYPES, type JobEvent, type JobItemFailed } from '@app/domain/jobs/job-events';
import type { JobFailureView } from '@app/domain/jobs/job-view';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import type { Projection } from '../runtime/projection';
import { jobsMigrations } from './jobs.migrations';
import type { JobsProjectionDatabase, JobsTable } from './jobs.table';

interface JobProgress {
  job: ExistingJob;
  failures: JobFailureView[];
  requestedBy: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  revision: bigint;
}

export const jobsProjection: Projection = {
  name: 'jobs',
  // 2: a batch's result lists the ideas it could not write (`failed`), for jobs recorded before too.
  version: 2,
  eventTypes: JOB_EVENT_TYPES,
  tables: ['jobs'],
  migrations: jobsMigrations,
  async apply(trx, events) {
    if (events.length === 0) return;
    const db = trx.withTables<JobsProjectionDatabase>();
    const jobIds = [...new Set(events.map((event) => (event.data as JobEvent['data']).jobId))];
    const stored = await db.selectFrom('jobs').selectAll().where('id', 'in', jobIds).execute();
    const jobs = new Map(stored.map((row) => [row.id, fromRow(row)]));
    const changed = new Set<string>();
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as JobEvent;
      const { jobId } = event.data;
      const progress = jobs.get(jobId);
      const next = progress ? progressed(progress, event, recorded) : requested(event, recorded);
      if (!next) continue;
      jobs.set(jobId, next);
      changed.add(jobId);
    }
    if (changed.size === 0) return;
    await db
      .insertInto('jobs')
      .values([...changed].map((jobId) => toRow(jobs.get(jobId)!)))
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet((update) => ({
          status: update.ref('excluded.status'),
          succeeded: update.ref('excluded.succeeded'),
          failed: update.ref('excluded.failed'),
          resolved: update.ref('excluded.resolved'),
          result: update.ref('excluded.result'),
          failures: update.ref('excluded.failures'),
          finished_at: update.ref('excluded.finished_at'),
          last_revision: update.ref('excluded.last_revision'),
        })),
      )
      .execute();
  },
};

/** A job's first row; undefined for an outcome of a job whose request this never saw (nothing to count it against). */
function requested(event: JobEvent, recorded: RecordedEvent): JobProgress | undefined {
  if (event.type !== 'JobRequested') return undefined;
  return {
    job: evolveJob({ status: 'new' }, event) as ExistingJob,
    failures: [],
    requestedBy: recorded.metadata.userId,
    createdAt: new Date(event.data.at),
    finishedAt: null,
    revision: recorded.revision,
  };
}

/** The job with one more event folded in; undefined for an event already applied. */
function progressed(progress: JobProgress, event: JobEvent, recorded: RecordedEvent): JobProgress | undefined {
  if (recorded.revision <= progress.revision) return undefined;
  const job = evolveJob(progress.job, event) as ExistingJob;
  const failures = event.type === 'JobItemFailed' ? [...progress.failures, ...failureOf(job, event)] : progress.failures;
  const finishedAt = event.type === 'JobCancelled' || event.type === 'JobCompleted' ? new Date(event.data.at) : progress.finishedAt;
  return { ...progress, job, failures, finishedAt, revision: recorded.revision };
}

/** The failed item as the request named it (the decider records outcomes of the request's items only). */
function failureOf(job: ExistingJob, event: JobItemFailed): JobFailureView[] {
  const { itemKey, reason } = event.data;
  const item = job.request.items.find((candidate) => candidate.key === itemKey);
  if (!item) return [];
  // A scoring chunk is named by its first idea id, a member's scoring by their first idea's.
  const ideaId = 'ideaId' in item ? item.ideaId : 'firstId' in item ? item.firstId : item.ideaIds[0]!;
  return [{ itemKey, ideaId, documentType: 'documentType' in item ? item.documentType : null, reason }];
}

function fromRow(row: Selectable<JobsTable>): JobProgress {
  return {
    job: {
      status: row.status,
      jobId: row.id,
      request: row.request,
      resolved: new Set(row.resolved),
      succeeded: row.succeeded,
      failed: row.failed,
      result: row.result,
    },
    failures: row.failures,
    requestedBy: row.requested_by,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
    revision: BigInt(row.last_revision),
  };
}

function toRow({ job, failures, requestedBy, createdAt, finishedAt, revision }: JobProgress): Insertable<JobsTable> {
  return {
    id: job.jobId,
    kind: job.request.kind,
    status: job.status,
    total: job.request.items.length,
    succeeded: job.succeeded,
    failed: job.failed,
    resolved: [...job.resolved],
    request: JSON.stringify(job.request),
    result: JSON.stringify(job.result),
    failures: JSON.stringify(failures),
    requested_by: requestedBy,
    created_at: createdAt,
    finished_at: finishedAt,
    last_revision: revision.toString(),
  };
}
