// A PREMIUM member's Insights (docs/product.md "Analytics"): the platform ideas and other members' ideas they saved,
// each with what changed in the original since they saved it (./saved-changes.ts), and the ideas they shared on the
// platform. An original's score is its score under the active rubric version (the catalog's scores). Momentum is the
// momentum read model's (./momentum.ts).
import type { Kysely } from 'kysely';
import type { Insights } from '@app/domain/analytics/analytics-api';
import { dayNumber } from '@app/domain/momentum/momentum-days';
import { ideaScoreOf } from '@app/domain/scoring/scorecard';
import { SOURCE_OF_KIND } from '@app/domain/workspace/workspace-fields';
import type { HistoryDeps } from '../history/entity-history';
import { activityLines, summedDays } from './momentum';
import type { QueryApiDatabase } from './query-api-database';
import { changesSince } from './saved-changes';
import { copiesInView } from './workspace';

/** The days a sparkline and a shared idea's chart cover, today last. */
export const INSIGHTS_DAYS = 30;

/** `GET /api/workspace/insights` for the member `userId` on the day of `now`. */
export async function memberInsights(deps: HistoryDeps, userId: string, now: Date): Promise<Insights> {
  const db: Kysely<QueryApiDatabase> = deps.db;
  const [copies, shared] = await Promise.all([
    copiesInView(db)
      .leftJoin('read.catalog_meta as m', (join) => join.onTrue())
      // A copy's original's score, a platform idea's or a member's (ids are unique across the two).
      .leftJoin('read.idea_scores as s', (join) => join.onRef('s.idea_id', '=', 'c.original_id').onRef('s.rubric_version', '=', 'm.active_rubric'))
      .select(['c.id', 'c.kind', 'c.original_id', 'c.title', 'c.added_at', 's.rubric_version as score_version', 's.scorecard'])
      .where('c.user_id', '=', userId)
      // Saved, not generated: the member's own ideas are under "shared" when they shared them.
      .where((eb) => eb.or([eb('u.creator_id', 'is', null), eb('u.creator_id', '!=', userId)]))
      .orderBy('c.added_at', 'desc')
      .orderBy('c.id', 'desc')
      .execute(),
    db
      .selectFrom('read.user_ideas')
      .select(['source', 'id', 'title', 'status', 'created_at'])
      .where('creator_id', '=', userId)
      .where('private', '=', false)
      .where('deleted_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  const last = dayNumber(now);
  const first = last - INSIGHTS_DAYS + 1;
  const [lines, sharedDays] = await Promise.all([
    activityLines(db, copies.map((copy) => copy.original_id), first, last),
    Promise.all(shared.map((idea) => summedDays(db, [idea.id], first, last))),
  ]);
  const saved = await Promise.all(
    copies.map(async (copy) => ({
      copyId: copy.id,
      ideaId: copy.original_id,
      source: SOURCE_OF_KIND[copy.kind],
      title: copy.title,
      savedAt: copy.added_at.toISOString(),
      score: copy.score_version !== null && copy.scorecard !== null ? ideaScoreOf(copy.scorecard, copy.score_version) : null,
      momentum: lines.get(copy.original_id)!,
      changes: await changesSince(deps, copy, copy.added_at),
    })),
  );
  return {
    saved,
    shared: shared.map((idea, index) => ({ ideaId: idea.id, source: idea.source, title: idea.title, status: idea.status, days: sharedDays[index]! })),
  };
}
