// The workers of a process: competing consumers of the work queue (docs/architecture.md "Long work: jobs"). Every
// process that runs workers first queues the open items of running jobs again, then keeps an eye on jobs that have gone
// quiet (open-jobs.ts). A queue that already holds an item drops the repeat or delivers it twice, and a second delivery
// of a resolved item only acknowledges it.
import type { WorkQueue } from '@app/infra/work-queue/work-queue';
import type { JobItemDeps } from './job-item-context';
import { followOpenJobs } from './open-jobs';
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
  /** How often running jobs are checked for having gone quiet (default 1 min). */
  sweepMs?: number;
  /** A running job that has recorded nothing for this long has its open items queued again (default 5 min). */
  quietMs?: number;
}

/** A third of the ack wait: two heartbeats may be late before an item is handed to another worker. */
export const heartbeatFor = (ackWaitMs: number) => Math.max(100, Math.floor(ackWaitMs / 3));

/** Starts the workers; the function returned stops them, waiting for the items they are running. */
export async function startJobWorkers(deps: JobItemDeps, queue: WorkQueue, options: JobWorkerOptions): Promise<() => Promise<void>> {
  const openJobs = followOpenJobs(deps.eventStore);
  await queue.enqueue(await openJobs.openItems(0));
  const sweep = setInterval(() => {
    openJobs
      .openItems(options.quietMs ?? 5 * 60_000)
      .then((items) => queue.enqueue(items))
      .catch((error: unknown) => options.log.error({ err: error }, 'Could not queue the open items of quiet jobs; trying again later'));
  }, options.sweepMs ?? 60_000);
  sweep.unref();
  const stop = await queue.consume(async (delivery) => {
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
  return async () => {
    clearInterval(sweep);
    await stop();
  };
}
