// Which jobs are still running, followed from the event store (their requests, completions and cancels), and the items
// of theirs that have no outcome. The store is the truth, the queue only a way to hand items out: an item lost with an
// in-process queue (its process died) or never queued (the command API died, or the queue was down, between recording
// the request and queueing) is found here and queued again.
import { openItemKeys } from '@app/domain/jobs/job-decider';
import { jobStreamId, type JobEvent } from '@app/domain/jobs/job-events';
import type { EventStore } from '@app/infra/event-store/event-store';
import type { Position } from '@app/infra/event-store/position';
import type { WorkItem } from '@app/infra/work-queue/work-queue';
import { loadJob } from '../reads/stream-states';

const LIFECYCLE: readonly JobEvent['type'][] = ['JobRequested', 'JobCompleted', 'JobCancelled'];

export interface OpenJobs {
  /** The open items of running jobs that have recorded nothing for `quietMs` (every running job's with 0). */
  openItems(quietMs: number): Promise<WorkItem[]>;
}

export function followOpenJobs(eventStore: EventStore): OpenJobs {
  const running = new Set<string>();
  let after: Position | undefined;

  /** Reads the lifecycle events since the last call: the first call reads them all, later ones only what is new. */
  async function refresh(): Promise<void> {
    for (;;) {
      const page = await eventStore.readAll({ ...(after ? { after } : {}), limit: 1000, eventTypes: LIFECYCLE });
      for (const event of page.events) {
        const { jobId } = event.data as { jobId: string };
        if (event.type === 'JobRequested') running.add(jobId);
        else running.delete(jobId);
      }
      after = page.next ?? after;
      if (page.atEnd || !page.next) return;
    }
  }

  async function quietSince(jobId: string): Promise<number> {
    const [last] = await eventStore.readStream(jobStreamId(jobId), { direction: 'backwards', limit: 1 });
    return last ? Date.now() - last.createdAt.getTime() : 0;
  }

  return {
    async openItems(quietMs) {
      await refresh();
      const open: WorkItem[] = [];
      for (const jobId of running) {
        if (quietMs > 0 && (await quietSince(jobId)) < quietMs) continue;
        const { state } = await loadJob(eventStore, jobId);
        if (state.status === 'running') open.push(...openItemKeys(state).map((itemKey) => ({ jobId, itemKey })));
        else running.delete(jobId);
      }
      return open;
    },
  };
}
