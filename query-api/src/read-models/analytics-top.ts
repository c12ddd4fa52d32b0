// The Analytics section's top lists (docs/product.md "Analytics"): the ideas, categories and trends with the most
// momentum at the end of the window, from the `momentum` read model (projectors/src/momentum/README.md): activity
// (views, saves, shares, documents) of the window's last 7 days against the 7 before, ranked by the marketplace's own
// `trending` measure (`trendingScore`). An idea counts in each of its categories and trends. Only what had activity in
// the last 7 days ranks; a deleted idea or trend does not.
import { sql, type Kysely } from 'kysely';
import type { AdminAnalytics } from '@app/domain/analytics/analytics-api';
import { addDays } from '@app/domain/analytics/analytics-window';
import { splitCategories } from '@app/domain/ideas/admin-idea-view';
import { trendingScore } from '@app/domain/momentum/momentum-days';
import type { QueryApiDatabase } from './query-api-database';

/** At most this many of each. */
export const TOP_LIST_LENGTH = 10;

type TopLists = Pick<AdminAnalytics, 'topIdeas' | 'topCategories' | 'topTrends'>;
interface Ranked {
  key: string;
  label: string;
  last7: number;
  previous7: number;
}

export async function readTopLists(db: Kysely<QueryApiDatabase>, to: string): Promise<TopLists> {
  const lastWeek = addDays(to, -6);
  const { rows: ideas } = await sql<{ id: number; title: string; category: string; last7: number; previous7: number }>`
    SELECT i.id, i.title, i.category, a.last7, a.previous7
    FROM (
      SELECT idea_id,
        coalesce(sum(views + saves + shares + documents) FILTER (WHERE day >= ${lastWeek}::date), 0)::int AS last7,
        coalesce(sum(views + saves + shares + documents) FILTER (WHERE day < ${lastWeek}::date), 0)::int AS previous7
      FROM read.momentum_days
      WHERE day BETWEEN ${addDays(to, -13)}::date AND ${to}::date
      GROUP BY idea_id
    ) a
    JOIN read.ideas i ON i.id = a.idea_id AND i.deleted_at IS NULL`.execute(db);
  const links = ideas.length === 0 ? [] : await db
    .selectFrom('read.idea_trends as it')
    .innerJoin('read.trends as t', 't.id', 'it.trend_id')
    .select(['it.idea_id', 't.id', 't.title'])
    .where('it.idea_id', 'in', ideas.map((idea) => idea.id))
    .where('t.deleted_at', 'is', null)
    .execute();

  const categories = new Map<string, Ranked>();
  const trends = new Map<number, Ranked & { trendId: number }>();
  const byId = new Map(ideas.map((idea) => [idea.id, idea]));
  for (const idea of ideas) {
    for (const category of splitCategories(idea.category)) add(categories, category, { key: category, label: category }, idea);
  }
  for (const link of links) add(trends, link.id, { key: String(link.id), label: link.title, trendId: link.id }, byId.get(link.idea_id)!);
  return {
    topIdeas: top(ideas.map((idea) => ({ key: String(idea.id), ideaId: idea.id, label: idea.title, last7: idea.last7, previous7: idea.previous7 }))),
    topCategories: top([...categories.values()]),
    topTrends: top([...trends.values()]),
  };
}

/** Adds an idea's activity to its group's, the group made from `named` the first time. */
function add<Key, Group extends Ranked>(groups: Map<Key, Group>, key: Key, named: Omit<Group, 'last7' | 'previous7'>, { last7, previous7 }: Pick<Ranked, 'last7' | 'previous7'>): void {
  const group = groups.get(key) ?? ({ ...named, last7: 0, previous7: 0 } as Group);
  groups.set(key, { ...group, last7: group.last7 + last7, previous7: group.previous7 + previous7 });
}

/** Those active in the last 7 days, the first TOP_LIST_LENGTH by momentum, then by that activity, then by key. */
function top<Row extends Ranked>(rows: readonly Row[]): Row[] {
  return rows
    .filter((row) => row.last7 > 0)
    .sort((a, b) => trendingScore(b.last7, b.previous7) - trendingScore(a.last7, a.previous7) || b.last7 - a.last7 || a.key.localeCompare(b.key))
    .slice(0, TOP_LIST_LENGTH);
}
