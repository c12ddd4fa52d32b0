// The scoring jobs (docs/product.md "Scores and market sizing"): which platform ideas a job scores, in chunks of id
// ranges (a job of 100,000 ideas is a few hundred items, not 100,000 job events), and under which rubric version.
// Asked for when an idea is created or a scored field is edited (the active version), at first start for the seed
// catalog, and by an admin for a draft version (every platform idea). The items are idempotent per idea and rubric
// version (score-item.ts), so asking twice costs reads, never a second score.
import type { Kysely } from 'kysely';
import type { ScoreChunkItem, ScoreIdeasRequest } from '@app/domain/jobs/job-events';
import type { EventStore } from '@app/infra/event-store/event-store';
import type { CommandApiDatabase } from '../command-api-database';
import { idRangesUpTo, lastIdOf } from '../ids/id-sequences';
import type { CommandMetadata } from '@app/domain/shared/decider';
import type { RunCommand } from '../commands/command-handler';
import { loadRubric } from '../reads/stream-states';
import { queueJob, recordJob, type RequestJobDeps } from './start-job';

/** Ideas a chunk covers: a chunk is one queue item, a few seconds of the local scorer's work. */
export const SCORE_CHUNK_SIZE = 250;

/** The ids from `from` to `to` in chunks of `size`. */
export function scoreChunks(from: number, to: number, size = SCORE_CHUNK_SIZE): ScoreChunkItem[] {
  const chunks: ScoreChunkItem[] = [];
  for (let firstId = from; firstId <= to; firstId += size) {
    const lastId = Math.min(to, firstId + size - 1);
    chunks.push({ key: `${firstId}-${lastId}`, firstId, lastId });
  }
  return chunks;
}

/** Every platform idea (every id the sequence handed out) under `rubricVersion`. */
export async function scoreAllRequest(db: Kysely<CommandApiDatabase>, rubricVersion: number, chunkSize = SCORE_CHUNK_SIZE): Promise<ScoreIdeasRequest> {
  const ranges = idRangesUpTo('platform_idea_ids', await lastIdOf(db, 'platform_idea_ids'));
  return { kind: 'score-ideas', rubricVersion, items: ranges.flatMap(({ from, to }) => scoreChunks(from, to, chunkSize)) };
}

/** Some ideas (created or edited now) under the active rubric version: one chunk per idea. */
export async function scoreIdeasRequest(eventStore: EventStore, ideaIds: readonly number[]): Promise<ScoreIdeasRequest> {
  const { active } = await loadRubric(eventStore);
  return { kind: 'score-ideas', rubricVersion: active, items: [...new Set(ideaIds)].map((ideaId) => ({ key: `${ideaId}-${ideaId}`, firstId: ideaId, lastId: ideaId })) };
}

export interface ScoreOnChangeDeps extends Omit<RequestJobDeps, 'run'> {
  eventStore: EventStore;
}

/**
 * Makes a change to platform ideas (a creation, an edit of a scored field) with their scoring job around it: the job
 * is recorded first, the change made, then the job queued. A process that dies between any two steps loses nothing:
 * the recorded job's open items are queued again by the workers (open-jobs.ts), and an item that runs before or
 * without the change finds the idea as its stream has it (nothing to score, or already scored).
 */
export async function withScoring<T>(deps: ScoreOnChangeDeps, run: RunCommand, metadata: CommandMetadata, ideaIds: readonly number[], change: () => Promise<T>): Promise<T> {
  const request = await scoreIdeasRequest(deps.eventStore, ideaIds);
  const jobId = await recordJob(run, metadata, request);
  const changed = await change();
  await queueJob(deps, jobId, request);
  return changed;
}
