// The workers of a process: competing consumers of the work queue (docs/architecture.md "Long work: jobs"). Every
// process that runs workers first puts the open items of running jobs back on the queue: the event store is the
// truth, so an item lost with an in-process queue (the process died) or never enqueued (the command API died between
// recording the request and enqueueing) is found again. A queue that already holds an item drops the repeat or
// delivers it twice, and a second delivery of a resolved item only acknowledges it.
import { jobDecider, openItemKeys } from '@app/domain/jobs/job-decider';
import { jobStreamId, type JobEvent } from '@app/domain/jobs/job-events';
import type { EventStore } from '@app/infra/event-store/event-store';
import { loadAggregate } from '@app/infra/event-store/load-aggregate';
import type { Position } from '@app/infra/event-store/position';
import type { WorkQueue } from '@app/infra/work-queue/work-queue';
import type { JobItemDeps } from './job-item-context';
import { runJobItem } from './run-job-item';

export interface JobWorkerOptions {
  /** Items handled at once by this process. */
  concurrency: number;
  /**
   * How often a running item tells the queue it is still being worked on: well within the ack wait, so an AI call
   * that takes long (with its retries) is not handed to a second worker meanwhile.
   */
  heartbeatMs: number;
  log: { error(object: unknown, message: string): void };
}

/** A third of the ack wait: two heartbeats may be late before an item is handed to another worker. */
export const heartbeatFor = (ackWaitMs: number) => Math.max(100, Math.floor(ackWaitMs / 3));

/** Starts the workers; the function returned stops them, waiting for the items they are running. */
export async function startJobWorkers(deps: JobItemDeps, queue: WorkQueue, options: JobWorkerOptions): Promise<() => Promise<void>> {
  await queue.enqueue(await openItemsOfRunningJobs(deps.eventStore));
  return queue.consume(async (delivery) => {
    const heartbeat = setInterval(() => delivery.working(), options.heartbeatMs);
    try {
      await runJobItem(deps, delivery);
    } catch (error) {
      options.log.error({ err: error, item: delivery.item, attempt: delivery.attempt }, 'Job item failed; it will be delivered again');
      throw error;
    } finally {
      clearInterval(heartbeat);
    }
  }, { concurrency: options.concurrency });
}

const LIFECYCLE: readonly JobEvent['type'][] = ['JobRequested', 'JobCompleted', 'JobCancelled'];

/** The items without an outcome of every job that is neither completed nor cancelled. */
export async function openItemsOfRunningJobs(eventStore: EventStore): Promise<{ jobId: string; itemKey: string }[]> {
  const running = new Set<string>();
  let after: Position | undefined;
  for (;;) {
    const page = await eventStore.readAll({ ...(after ? { after } : {}), limit: 1000, eventTypes: LIFECYCLE });
    for (const event of page.events) {
      const { jobId } = event.data as { jobId: string };
      if (event.type === 'JobRequested') running.add(jobId);
      else running.delete(jobId);
    }
    if (page.atEnd || !page.next) break;
    after = page.next;
  }
  const open = [];
  for (const jobId of running) {
    const { state } = await loadAggregate(eventStore, jobStreamId(jobId), jobDecider);
    if (state.status === 'running') open.push(...openItemKeys(state).map((itemKey) => ({ jobId, itemKey })));
  }
  return open;
}
