// The `jobs` read model: each admin job's progress (GET /api/admin/jobs, /api/admin/jobs/{id}), from its `job-<id>`
// stream. The request, the result and the failures are JSON: they are read whole, never queried into.
import type { ColumnType } from 'kysely';
import type { JobKind, JobRequest } from '@app/domain/jobs/job-events';
import type { JobFailureView, JobResult, JobStatus } from '@app/domain/jobs/job-view';

/** jsonb: read as the value, written as its JSON text (pg would write a JS array as a Postgres array). */
type Json<T> = ColumnType<T, string, string>;

export interface JobsTable {
  id: string;
  kind: JobKind;
  status: JobStatus;
  /** Items the request named. */
  total: number;
  succeeded: number;
  failed: number;
  /** Keys of the items with an outcome (the job's own state: evolveJob folds it). */
  resolved: string[];
  request: Json<JobRequest>;
  /** What the items produced so far, in the generation call's answer shape. */
  result: Json<JobResult>;
  /** In the order the failures were recorded. */
  failures: Json<JobFailureView[]>;
  /** The admin who asked. */
  requested_by: string | null;
  created_at: Date;
  /** When it was completed or cancelled. */
  finished_at: Date | null;
  /** The job stream's last revision applied: events at or below it are skipped (idempotent pages); bigint, read as text. */
  last_revision: string;
}

/** Inside the projection's own schema (migrations and handler); a type, not an interface: `withTables` takes it. */
export type JobsProjectionDatabase = {
  jobs: JobsTable;
};

/** What readers query: the view onto the active generation (a type, not an interface: `withTables` takes it). */
export type JobsReadDatabase = {
  'read.jobs': JobsTable;
};
