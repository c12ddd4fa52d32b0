// Decisions of the job aggregate (`job-<id>`, docs/architecture.md "Long work: jobs"). An admin asks; the workers
// record each item's outcome once (a redelivered item records nothing the second time); the outcome that resolves
// the last item also completes the job. A cancel stops the items not started: the workers read it before each item.
// Outcomes of items already running when the cancel came are still recorded, so the costs and the ideas they made
// are accounted for.
import type { Command, Decider } from '../shared/decider';
import { Conflict, NotFound } from '../shared/errors';
import { requireRole } from '../users/permissions';
import type { GenerationRecord } from '../workspace/workspace-fields';
import type { ItemResult, JobEvent, JobRequest } from './job-events';
import { emptyJobResult, evolveJobResult } from './job-result';
import type { JobResult } from './job-view';

export const JOB_NOT_FOUND = 'Job not found';
export const JOB_ALREADY_FINISHED = 'This job has already finished';
export const JOB_CANCELLED_MESSAGE = 'Job cancelled';

export type RequestJob = Command<'RequestJob', { jobId: string; request: JobRequest }>;
export type ItemOutcome =
  | { succeeded: true; result: ItemResult; generation: GenerationRecord }
  | { succeeded: false; reason: string; generation: GenerationRecord | null };
export type RecordItemOutcome = Command<'RecordItemOutcome', { itemKey: string; outcome: ItemOutcome }>;
export type CancelJob = Command<'CancelJob', Record<string, never>>;
export type JobCommand = RequestJob | RecordItemOutcome | CancelJob;

export interface ExistingJob {
  status: 'running' | 'completed' | 'cancelled';
  jobId: string;
  request: JobRequest;
  /** Keys of the items with an outcome. */
  resolved: ReadonlySet<string>;
  succeeded: number;
  failed: number;
  /** What the items produced so far, in the generation call's answer shape. */
  result: JobResult;
}
export type JobState = { status: 'new' } | ExistingJob;

export function evolveJob(state: JobState, event: JobEvent): JobState {
  if (event.type === 'JobRequested') {
    const { jobId, request } = event.data;
    return { status: 'running', jobId, request, resolved: new Set(), succeeded: 0, failed: 0, result: emptyJobResult(request) };
  }
  if (state.status === 'new') return state;
  const result = evolveJobResult(state.result, state.request, event);
  switch (event.type) {
    case 'JobItemSucceeded':
      return { ...state, result, resolved: new Set(state.resolved).add(event.data.itemKey), succeeded: state.succeeded + 1 };
    case 'JobItemFailed':
      return { ...state, result, resolved: new Set(state.resolved).add(event.data.itemKey), failed: state.failed + 1 };
    case 'JobCancelled':
      return { ...state, status: 'cancelled' };
    case 'JobCompleted':
      return { ...state, status: 'completed' };
  }
}

/** The items of the request that have no outcome yet, in request order. */
export function openItemKeys(job: ExistingJob): string[] {
  return job.request.items.map((item) => item.key).filter((key) => !job.resolved.has(key));
}

export function decideJob(command: JobCommand, state: JobState): JobEvent[] {
  const at = command.metadata.now.toISOString();
  if (command.type === 'RequestJob') {
    requireRole(command.metadata.actor, 'ADMIN');
    return state.status === 'new' ? [{ type: 'JobRequested', data: { ...command.data, at } }] : [];
  }
  if (state.status === 'new') throw new NotFound(JOB_NOT_FOUND);
  const { jobId } = state;
  switch (command.type) {
    case 'CancelJob':
      requireRole(command.metadata.actor, 'ADMIN');
      if (state.status === 'cancelled') return [];
      if (state.status === 'completed') throw new Conflict(JOB_ALREADY_FINISHED);
      return [{ type: 'JobCancelled', data: { jobId, at } }];
    case 'RecordItemOutcome': {
      const { itemKey, outcome } = command.data;
      if (!state.request.items.some((item) => item.key === itemKey)) throw new Error(`Job ${jobId} has no item ${itemKey}`);
      if (state.resolved.has(itemKey)) return [];
      const recorded: JobEvent = outcome.succeeded
        ? { type: 'JobItemSucceeded', data: { jobId, itemKey, result: outcome.result, generation: outcome.generation, at } }
        : { type: 'JobItemFailed', data: { jobId, itemKey, reason: outcome.reason, generation: outcome.generation, at } };
      const after = evolveJob(state, recorded) as ExistingJob;
      if (after.status !== 'running' || openItemKeys(after).length > 0) return [recorded];
      return [recorded, { type: 'JobCompleted', data: { jobId, succeeded: after.succeeded, failed: after.failed, at } }];
    }
  }
}

export const jobDecider: Decider<JobState, JobCommand, JobEvent> = {
  initialState: () => ({ status: 'new' }),
  evolve: evolveJob,
  decide: decideJob,
};
