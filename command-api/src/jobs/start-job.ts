// The two generation calls start a job the same way: record the request on `job-<id>`, put its items on the work
// queue, then wait for the job within the request's patience. A job done by then (a small batch, the local AI)
// answers the spec's result at once (200); a longer one answers 202 with where to follow it, and the SPA follows it
// either way. The request is recorded before the items are queued, so a crash or a queue outage in between loses
// nothing: the workers queue the open items of running jobs again (open-jobs.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Actor, CommandMetadata } from '@app/domain/shared/decider';
import { jobDecider, type JobState } from '@app/domain/jobs/job-decider';
import { jobStreamId, type JobRequest } from '@app/domain/jobs/job-events';
import { jobStatusUrl, type JobAcceptedAnswer, type JobFinishedAnswer } from '@app/domain/jobs/job-view';
import type { EventStore } from '@app/infra/event-store/event-store';
import type { StreamStateCache } from '@app/infra/event-store/load-aggregate';
import { maxPosition } from '@app/infra/event-store/position';
import { uuidv7 } from '@app/infra/ids/uuid';
import type { WorkQueue } from '@app/infra/work-queue/work-queue';
import type { CommandApiDatabase } from '../command-api-database';
import type { RunCommand } from '../commands/command-handler';
import { runFor, withPosition } from '../http/command-context';
import { loadJob } from '../reads/stream-states';

export interface StartJobDeps {
  eventStore: EventStore;
  workQueue: WorkQueue;
  /** How long a request waits for its job before answering 202 (default 10 s). */
  jobPatienceMs?: number;
  /** The command handler's cache of job states: the wait reads only what the job recorded since its last look. */
  jobStates: StreamStateCache<JobState>;
}

/** What the admin's generation calls need: where ids are allocated, and what starting a job needs. */
export interface AdminJobsDeps extends StartJobDeps {
  db: Kysely<CommandApiDatabase>;
}

const DEFAULT_PATIENCE_MS = 10_000;
const POLL_MS = 100;

export async function startJob<R extends JobRequest>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  deps: StartJobDeps,
  actor: Actor,
  jobRequest: R,
): Promise<JobFinishedAnswer<R['kind']> | JobAcceptedAnswer> {
  const jobId = await requestJob({ run: runFor(app, request), workQueue: deps.workQueue, log: request.log }, { actor, now: app.clock.now() }, jobRequest);
  const ended = await jobEnded(deps, jobId, deps.jobPatienceMs ?? DEFAULT_PATIENCE_MS);
  if (ended) {
    // The answer names the job's last event: a read after it sees every idea and document the job wrote.
    request.lastPosition = maxPosition(request.lastPosition, ended.position);
    return withPosition(request, { jobId, status: ended.job.status, ...ended.job.result } as JobFinishedAnswer<R['kind']>);
  }
  return acceptedJob(request, reply, jobId);
}

/** 202: where to follow the job. */
export function acceptedJob(request: FastifyRequest, reply: FastifyReply, jobId: string): JobAcceptedAnswer {
  void reply.status(202);
  return withPosition(request, { jobId, status: 'running', statusUrl: jobStatusUrl(jobId) });
}

export interface RequestJobDeps {
  run: RunCommand;
  workQueue: WorkQueue;
  log: { error(object: unknown, message: string): void };
}

/**
 * Records the job's request on its own stream, then queues its items; the job's id. A queue that is down loses
 * nothing: the workers find the items of a recorded job once it has been quiet a while (open-jobs.ts).
 */
export async function requestJob(deps: RequestJobDeps, metadata: CommandMetadata, jobRequest: JobRequest): Promise<string> {
  const jobId = await recordJob(deps.run, metadata, jobRequest);
  await queueJob(deps, jobId, jobRequest);
  return jobId;
}

/**
 * The job's request, recorded under a new id (or the caller's, when recording again must find the job it recorded
 * before): its items are open from now on, queued or not.
 */
export async function recordJob(run: RunCommand, metadata: CommandMetadata, jobRequest: JobRequest, jobId = uuidv7()): Promise<string> {
  await run(jobDecider, jobStreamId(jobId), { type: 'RequestJob', data: { jobId, request: jobRequest }, metadata });
  return jobId;
}

/** Queues a recorded job's items; a failure is only logged (see requestJob). */
export async function queueJob(deps: Omit<RequestJobDeps, 'run'>, jobId: string, jobRequest: JobRequest): Promise<void> {
  try {
    await deps.workQueue.enqueue(jobRequest.items.map((item) => ({ jobId, itemKey: item.key })));
  } catch (error) {
    deps.log.error({ err: error, jobId }, 'Could not queue the items of a job; the workers will find them');
  }
}

/** The job once it is no longer running, or undefined when the patience ran out first. */
async function jobEnded({ eventStore, jobStates }: StartJobDeps, jobId: string, patienceMs: number) {
  const deadline = Date.now() + patienceMs;
  for (;;) {
    const { state, position } = await loadJob(eventStore, jobId, jobStates);
    if (state.status === 'completed' || state.status === 'cancelled') return { job: { ...state, status: state.status }, position };
    if (Date.now() + POLL_MS > deadline) return undefined;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
