// Waiting on the scoring jobs of the composed platform: their work runs beside the test's requests, so the tests
// poll the store until what they expect has been recorded.
import { jobDecider } from '@app/domain/jobs/job-decider';
import { jobStreamId } from '@app/domain/jobs/job-events';
import type { ScoreIdeasResult } from '@app/domain/jobs/job-view';
import type { EventStore } from '@app/infra/event-store/event-store';
import { loadAggregate } from '@app/infra/event-store/load-aggregate';

/** `read` again every 100 ms until `done` holds (20 s at most, then a failure naming `what`). */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The scoring job's result once it has completed. */
export async function finishedScoringJob(eventStore: EventStore, jobId: string): Promise<ScoreIdeasResult> {
  const { state } = await eventually(() => loadAggregate(eventStore, jobStreamId(jobId), jobDecider), ({ state }) => state.status === 'completed', `job ${jobId}`);
  if (state.status === 'new' || state.result.kind !== 'score-ideas') throw new Error('not a scoring job');
  return state.result;
}
