import { JOB_KINDS } from '@app/domain/jobs/job-events';
import type { GenerateDocumentsResult, GenerateIdeasResult, JobFailureView, JobResult, JobStatus, JobView } from '@app/domain/jobs/job-view';
import { DOCUMENT_TYPES, type DocumentType } from '@app/domain/ideas/idea-enumerations';
import { InvalidResponseError, isRecord } from '../../../lib/invalid-response';

// The jobs' answers are checked before the toasts and the progress view read them (spec 001 §8 'Invalid response
// format from server'): a count read from a missing list would announce a wrong number.

/** What a generation call answered: its result at once (200), or the job to follow (202). */
export type JobAnswer = { state: 'finished'; jobId: string; cancelled: boolean; result: JobResult } | { state: 'accepted'; jobId: string };

const JOB_STATUSES: readonly JobStatus[] = ['running', 'completed', 'cancelled'];

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isDocumentType = (value: unknown): value is DocumentType => (DOCUMENT_TYPES as readonly unknown[]).includes(value);

function list<T>(value: unknown, item: (entry: Record<string, unknown>) => T | null): T[] {
  if (!Array.isArray(value)) throw new InvalidResponseError();
  return value.map((entry) => {
    const parsed = isRecord(entry) ? item(entry) : null;
    if (parsed === null) throw new InvalidResponseError();
    return parsed;
  });
}

function ids(value: unknown): number[] {
  if (!Array.isArray(value) || !value.every(isNumber)) throw new InvalidResponseError();
  return value;
}

// Entries the screens only count are kept as sent once they are objects with their idea's id.
const withIdeaId =
  <T>(field: 'id' | 'ideaId') =>
  (entry: Record<string, unknown>): T | null =>
    isNumber(entry[field]) ? (entry as T) : null;

/** generate-batch's or documents/generate's result, as the answer or a job view carries it. */
export function parseJobResult(value: unknown): JobResult {
  if (!isRecord(value)) throw new InvalidResponseError();
  if (value.kind === 'generate-ideas') {
    const result: GenerateIdeasResult = {
      kind: 'generate-ideas',
      ideas: list(value.ideas, withIdeaId<GenerateIdeasResult['ideas'][number]>('id')),
      links: list(value.links, withIdeaId<GenerateIdeasResult['links'][number]>('ideaId')),
      skipped: ids(value.skipped),
    };
    return result;
  }
  if (value.kind === 'generate-documents') {
    const result: GenerateDocumentsResult = {
      kind: 'generate-documents',
      successful: list(value.successful, withIdeaId<GenerateDocumentsResult['successful'][number]>('ideaId')),
      failed: list(value.failed, ({ ideaId, type, reason }) =>
        isNumber(ideaId) && isDocumentType(type) && typeof reason === 'string' ? { ideaId, type, reason } : null,
      ),
    };
    return result;
  }
  throw new InvalidResponseError();
}

/** The answer of POST /api/admin/ideas/generate-batch or /api/admin/documents/generate. */
export function parseJobAnswer(body: unknown): JobAnswer {
  if (!isRecord(body) || typeof body.jobId !== 'string' || body.jobId === '') throw new InvalidResponseError();
  if (body.status === 'running') return { state: 'accepted', jobId: body.jobId };
  if (body.status !== 'completed' && body.status !== 'cancelled') throw new InvalidResponseError();
  return { state: 'finished', jobId: body.jobId, cancelled: body.status === 'cancelled', result: parseJobResult(body) };
}

function parseFailure(value: Record<string, unknown>): JobFailureView | null {
  if (typeof value.itemKey !== 'string' || typeof value.reason !== 'string') return null;
  return {
    itemKey: value.itemKey,
    ideaId: isNumber(value.ideaId) ? value.ideaId : 0,
    documentType: isDocumentType(value.documentType) ? value.documentType : null,
    reason: value.reason,
  };
}

/** GET /api/admin/jobs/{id}'s answer, and each row of GET /api/admin/jobs. */
export function parseJobView(value: unknown): JobView {
  if (!isRecord(value)) throw new InvalidResponseError();
  const { id, kind, status, label, total, done, succeeded, failed, createdAt } = value;
  if (typeof id !== 'string' || !(JOB_KINDS as readonly unknown[]).includes(kind) || !(JOB_STATUSES as readonly unknown[]).includes(status)) {
    throw new InvalidResponseError();
  }
  if (!isNumber(total) || !isNumber(done) || !isNumber(succeeded) || !isNumber(failed) || typeof createdAt !== 'string') throw new InvalidResponseError();
  return {
    id,
    kind: kind as JobView['kind'],
    status: status as JobStatus,
    label: typeof label === 'string' ? label : '',
    total,
    done,
    succeeded,
    failed,
    failures: list(value.failures ?? [], parseFailure),
    requestedBy: typeof value.requestedBy === 'string' ? value.requestedBy : null,
    createdAt,
    finishedAt: typeof value.finishedAt === 'string' ? value.finishedAt : null,
    result: parseJobResult(value.result),
  };
}

/** GET /api/admin/jobs?status=running → { jobs }. */
export function parseJobList(body: unknown): JobView[] {
  if (!isRecord(body) || !Array.isArray(body.jobs)) throw new InvalidResponseError();
  return body.jobs.map(parseJobView);
}

/** POST /api/admin/jobs/{id}/cancel → { message, position }. */
export function parseCancelAnswer(body: unknown): string {
  if (!isRecord(body) || typeof body.message !== 'string') throw new InvalidResponseError();
  return body.message;
}
