// A PREMIUM member's Insights (docs/product.md "Analytics"): the platform ideas and other members' ideas they saved,
// each with what changed in the original since they saved it (read from its history in the event store, as the
// admin's history reads it, without anyone's email), and the ideas they shared on the platform. A platform idea's
// score is its score under the active rubric version (the catalog's scores); members' ideas are not scored. Momentum is
// the momentum read model's (./momentum.ts).
import type { Kysely } from 'kysely';
import type { FieldChange } from '@app/domain/history/history-view';
import type { Insights } from '@app/domain/analytics/analytics-api';
import { dayNumber } from '@app/domain/momentum/momentum-days';
import { ideaScoreOf } from '@app/domain/scoring/scorecard';
import { NotFound } from '@app/domain/shared/errors';
import { ERASED_IDEA_FIELDS, SOURCE_OF_KIND } from '@app/domain/workspace/workspace-fields';
import { readEntityChanges, type HistoryDeps } from '../history/entity-history';
import { activityLines, summedDays } from './momentum';
import type { QueryApiDatabase } from './query-api-database';
import { copiesInView } from './workspace';

/** The days a sparkline and a shared idea's chart cover, today last. */
export const INSIGHTS_DAYS = 30;

/** The fields a member reads on an idea (its content and type): the record's other fields are the admin's. */
const IDEA_FIELDS = new Set(Object.keys(ERASED_IDEA_FIELDS));

/** A field's value as the screen prints it: lists joined, nothing as null. */
function shown(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.join(', ');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** What changed in the original's content after `savedAt`, newest first. */
async function changesSince(deps: HistoryDeps, kind: 'ideas' | 'ugi' | 'ugp2p', id: number, savedAt: Date): Promise<Insights['saved'][number]['changes']> {
  let entries: { at: string; changes: FieldChange[] }[];
  try {
    entries = await readEntityChanges(deps, kind, String(id));
  } catch (error) {
    // An original with no history left to read (its stream gone with an erased author) has no change to tell.
    if (error instanceof NotFound) return [];
    throw error;
  }
  return entries
    .filter((entry) => Date.parse(entry.at) > savedAt.getTime())
    .reverse()
    .flatMap((entry) =>
      entry.changes.filter((change) => IDEA_FIELDS.has(change.field)).map((change) => ({ field: change.field, before: shown(change.from), after: shown(change.to), at: entry.at })),
    );
}

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
      changes: await changesSince(deps, copy.kind === 'idea' ? 'ideas' : copy.kind, copy.original_id, copy.added_at),
    })),
  );
  return {
    saved,
    shared: shared.map((idea, index) => ({ ideaId: idea.id, source: idea.source, title: idea.title, status: idea.status, days: sharedDays[index]! })),
  };
}
