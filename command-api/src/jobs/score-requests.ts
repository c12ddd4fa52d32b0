// The scoring jobs (docs/product.md "Scores and market sizing"): which ideas a job scores, platform ideas in chunks of
// id ranges (a job of 100,000 ideas is a few hundred items, not 100,000 job events), members' ideas by their creator,
// and under which rubric version. Asked for when an idea is created or a scored field is edited, when a member makes
// their idea public or edits it while public (the active version), at first start for the seed catalog, and by an
// admin for a draft version (every idea). The items are idempotent per idea and rubric
// version (score-item.ts), so asking twice costs reads, never a second score.
import type { Kysely } from 'kysely';
import type { MemberScoreItem, ScoreChunkItem, ScoreIdeasRequest } from '@app/domain/jobs/job-events';
import type { EventStore } from '@app/infra/event-store/event-store';
import type { CommandApiDatabase } from '../command-api-database';
import { idRangesUpTo, lastIdOf } from '../ids/id-sequences';
import { userIdeasByOwner } from '../ids/user-idea-owners';
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

/**
 * Every platform idea (every id the sequence handed out) and every member's idea (by its creator: the item passes over
 * the private ones) under `rubricVersion`.
 */
export async function scoreAllRequest(db: Kysely<CommandApiDatabase>, rubricVersion: number, chunkSize = SCORE_CHUNK_SIZE): Promise<ScoreIdeasRequest> {
  const ranges = idRangesUpTo('platform_idea_ids', await lastIdOf(db, 'platform_idea_ids'));
  const members = [...(await userIdeasByOwner(db))].map(([userId, ideaIds]): MemberScoreItem => ({ key: `member-${userId}`, userId, ideaIds }));
  return { kind: 'score-ideas', rubricVersion, items: [...ranges.flatMap(({ from, to }) => scoreChunks(from, to, chunkSize)), ...members] };
}

/** Platform ideas created or edited now: one item per idea. */
export const platformIdeaItems = (ideaIds: readonly number[]): ScoreChunkItem[] =>
  [...new Set(ideaIds)].map((ideaId) => ({ key: `${ideaId}-${ideaId}`, firstId: ideaId, lastId: ideaId }));

/** A member's idea made public or edited while public. */
export const memberIdeaItem = (userId: string, ideaId: number): MemberScoreItem => ({ key: `member-${userId}-${ideaId}`, userId, ideaIds: [ideaId] });

export interface ScoreOnChangeDeps extends Omit<RequestJobDeps, 'run'> {
  eventStore: EventStore;
}

/**
 * Records the scoring jobs of `items`, one under the active rubric version and one under each draft (so a draft being
 * compared does not miss the ideas created or changed meanwhile), requested as `metadata` says (an admin's change: the
 * admin; a member's: the job actor, since members request no jobs); the function that queues them once the change
 * they score is made.
 */
export async function recordScoring(deps: ScoreOnChangeDeps, run: RunCommand, metadata: CommandMetadata, items: ScoreIdeasRequest['items']): Promise<() => Promise<void>> {
  const { active, versions } = await loadRubric(deps.eventStore);
  const drafts = versions.filter((version) => version.status === 'draft').map((version) => version.version);
  const jobs: { jobId: string; request: ScoreIdeasRequest }[] = [];
  for (const rubricVersion of [active, ...drafts]) {
    const request: ScoreIdeasRequest = { kind: 'score-ideas', rubricVersion, items };
    jobs.push({ jobId: await recordJob(run, metadata, request), request });
  }
  return async () => {
    for (const { jobId, request } of jobs) await queueJob(deps, jobId, request);
  };
}

/**
 * Makes a change to ideas (a creation, an edit of a scored field, a member's share) with their scoring job around it:
 * the job is recorded first, the change made, then the job queued. A process that dies between any two steps loses
 * nothing: the recorded job's open items are queued again by the workers (open-jobs.ts), and an item that runs before
 * or without the change finds the idea as its stream has it (nothing to score, or already scored).
 */
export async function withScoring<T>(deps: ScoreOnChangeDeps, run: RunCommand, metadata: CommandMetadata, items: ScoreIdeasRequest['items'], change: () => Promise<T>): Promise<T> {
  const queue = await recordScoring(deps, run, metadata, items);
  const changed = await change();
  await queue();
  return changed;
}
