// Reads of the `catalog` read model for the site's pages, sitemap and link preview cards (../site/): only what a
// visitor who is not signed in may see of an idea (never its premium body) and of a trend.
import type { Kysely } from 'kysely';
import type { QueryApiDatabase } from './query-api-database';

export interface PageIdea {
  id: number;
  title: string;
  description: string;
  /** Comma-separated; the first is the one shown. */
  category: string;
  /** Overall 0-100 under the active rubric version; null while it has none. */
  score: number | null;
}

export interface PageTrend {
  id: number;
  title: string;
  description: string;
}

export interface SitemapEntry {
  kind: 'idea' | 'trend';
  id: number;
  updatedAt: Date;
}

/** The ideas everyone may see: isPublicIdea (catalog.ts) as SQL. */
function publicIdeas(db: Kysely<QueryApiDatabase>) {
  return db
    .selectFrom('read.ideas as i')
    .where('i.status', '=', 'Published')
    .where('i.archived', '=', false)
    .where('i.private', '=', false)
    .where('i.deleted_at', 'is', null);
}

/** A published idea everyone may see, with its score; undefined for any other. */
export async function findPublicIdea(db: Kysely<QueryApiDatabase>, id: number): Promise<PageIdea | undefined> {
  const row = await publicIdeas(db)
    .innerJoin('read.catalog_meta as m', (join) => join.onTrue())
    .leftJoin('read.idea_scores as s', (join) => join.onRef('s.idea_id', '=', 'i.id').onRef('s.rubric_version', '=', 'm.active_rubric'))
    .select(['i.id', 'i.title', 'i.description', 'i.category', 's.overall'])
    .where('i.id', '=', id)
    .executeTakeFirst();
  return row && { id: row.id, title: row.title, description: row.description, category: row.category, score: row.overall };
}

/** A trend not deleted; undefined for any other. */
export async function findLiveTrend(db: Kysely<QueryApiDatabase>, id: number): Promise<PageTrend | undefined> {
  return db.selectFrom('read.trends').select(['id', 'title', 'description']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

/** Every published idea everyone may see and every live trend, ideas first, each by id, at most `limit` in all. */
/** How many ideas and trends the sitemap lists. */
export async function countSitemapEntries(db: Kysely<QueryApiDatabase>): Promise<{ ideas: number; trends: number }> {
  const ideas = await publicIdeas(db).select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  const trends = await db
    .selectFrom('read.trends')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { ideas: Number(ideas.count), trends: Number(trends.count) };
}

/** The sitemap's entries [offset, offset + limit): the published ideas by id, then the live trends by id. */
export async function listSitemapEntries(
  db: Kysely<QueryApiDatabase>,
  { offset, limit, ideaCount }: { offset: number; limit: number; ideaCount: number },
): Promise<SitemapEntry[]> {
  const ideas =
    offset < ideaCount ? await publicIdeas(db).select(['i.id', 'i.updated_at']).orderBy('i.id').offset(offset).limit(limit).execute() : [];
  const trends = await db
    .selectFrom('read.trends')
    .select(['id', 'updated_at'])
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .offset(Math.max(0, offset - ideaCount))
    .limit(Math.max(0, limit - ideas.length))
    .execute();
  return [
    ...ideas.map((row) => ({ kind: 'idea' as const, id: row.id, updatedAt: row.updated_at })),
    ...trends.map((row) => ({ kind: 'trend' as const, id: row.id, updatedAt: row.updated_at })),
  ];
}
