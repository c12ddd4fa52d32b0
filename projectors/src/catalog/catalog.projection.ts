// The `catalog` read model: platform ideas with their documents, members' ideas (from their workspace streams),
// trends and their links, and the views counted by the query API. A page is one read of the rows it touches, an
// in-memory fold, and one write per table (in chunks, to stay under Postgres' parameter limit). Every changed idea
// row takes a fresh `change_seq`.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Projection } from '../runtime/projection';
import { catalogMigrations } from './catalog.migrations';
import type { CatalogProjectionDatabase, IdeasTable, TrendsTable } from './catalog.table';
import { CATALOG_EVENT_TYPES, foldCatalogEvents, rowsToRead, type CatalogChanges, type IdeaRow, type TrendRow } from './fold-catalog-events';

/** Rows per INSERT: ideas have 38 columns, Postgres allows 65,535 parameters per statement. */
const CHUNK = 500;

export const catalogProjection: Projection = {
  name: 'catalog',
  // 2: user ideas join the platform's, from the workspace events recorded before this version too.
  version: 2,
  eventTypes: CATALOG_EVENT_TYPES,
  tables: ['ideas', 'idea_documents', 'trends', 'idea_trends', 'catalog_meta'],
  migrations: catalogMigrations,
  async apply(trx, events) {
    const db = trx.withTables<CatalogProjectionDatabase>();
    const wanted = rowsToRead(events);
    const [ideas, documents, trends, meta] = await Promise.all([
      wanted.ideaIds.length || wanted.copyIds.length
        ? db
            .selectFrom('ideas')
            .selectAll()
            .where((eb) =>
              eb.or([
                ...(wanted.ideaIds.length ? [eb('id', 'in', wanted.ideaIds)] : []),
                ...(wanted.copyIds.length ? [eb('copy_id', 'in', wanted.copyIds)] : []),
              ]),
            )
            .execute()
        : [],
      wanted.documentIdeaIds.length ? db.selectFrom('idea_documents').selectAll().where('idea_id', 'in', wanted.documentIdeaIds).execute() : [],
      wanted.trendIds.length ? db.selectFrom('trends').selectAll().where('id', 'in', wanted.trendIds).execute() : [],
      db.selectFrom('catalog_meta').select('views_revision').where('id', '=', 1).executeTakeFirstOrThrow(),
    ]);
    const changes = foldCatalogEvents(
      {
        ideas: new Map(ideas.map((row) => [row.id, ideaFromColumns(row)])),
        documents: new Map(documents.map((row) => [row.id, row])),
        trends: new Map(trends.map((row) => [row.id, trendFromColumns(row)])),
        viewsRevision: BigInt(meta.views_revision),
      },
      events,
    );
    await write(db, changes);
  },
};

function ideaFromColumns(row: Selectable<IdeasTable>): IdeaRow {
  const { change_seq: _seq, ...columns } = row;
  return { ...columns, last_revision: BigInt(row.last_revision), views: Number(row.views) };
}

function trendFromColumns(row: Selectable<TrendsTable>): TrendRow {
  return { ...row, last_revision: BigInt(row.last_revision) };
}

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK) result.push(rows.slice(start, start + CHUNK));
  return result;
}

async function write(db: Kysely<CatalogProjectionDatabase>, changes: CatalogChanges): Promise<void> {
  for (const rows of chunks([...changes.ideas.values()])) {
    await db
      .insertInto('ideas')
      .values(rows.map((row) => ({ ...row, last_revision: row.last_revision.toString(), views: String(row.views) })))
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet((eb) => ({
          ...Object.fromEntries(IDEA_UPDATED_COLUMNS.map((column) => [column, eb.ref(`excluded.${column}`)])),
          // Each write of a row takes the next value, so incremental readers see every change.
          change_seq: sql`DEFAULT`,
        })),
      )
      .execute();
  }
  for (const rows of chunks([...changes.documents.values()])) {
    await db
      .insertInto('idea_documents')
      .values(rows)
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet((eb) => ({ content: eb.ref('excluded.content'), updated_at: eb.ref('excluded.updated_at') })),
      )
      .execute();
  }
  for (const rows of chunks([...changes.trends.values()])) {
    await db
      .insertInto('trends')
      .values(rows.map((row) => ({ ...row, last_revision: row.last_revision.toString() })))
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          description: eb.ref('excluded.description'),
          type: eb.ref('excluded.type'),
          source: eb.ref('excluded.source'),
          updated_at: eb.ref('excluded.updated_at'),
          deleted_at: eb.ref('excluded.deleted_at'),
          last_revision: eb.ref('excluded.last_revision'),
        })),
      )
      .execute();
  }
  if (changes.trendsDeleted.size > 0) {
    await db.deleteFrom('idea_trends').where('trend_id', 'in', [...changes.trendsDeleted]).execute();
  }
  const unlinked = [...changes.unlinked.values()];
  if (unlinked.length > 0) {
    const trendIds = unlinked.map((link) => link.trend_id);
    const ideaIds = unlinked.map((link) => link.idea_id);
    await sql`
      DELETE FROM idea_trends
      WHERE (trend_id, idea_id) IN (SELECT * FROM unnest(${trendIds}::int[], ${ideaIds}::int[]))`.execute(db);
  }
  for (const rows of chunks([...changes.linked.values()])) {
    await db.insertInto('idea_trends').values(rows).onConflict((conflict) => conflict.columns(['trend_id', 'idea_id']).doNothing()).execute();
  }
  if (changes.viewsRevision !== undefined) {
    await db.updateTable('catalog_meta').set({ views_revision: changes.viewsRevision.toString() }).where('id', '=', 1).execute();
  }
}

const IDEA_UPDATED_COLUMNS = [
  'batch_number', 'source', 'stamp', 'title', 'description', 'type', 'status', 'category', 'business_model', 'market_size',
  'competition', 'problem', 'solution', 'differentiation', 'go_to_market', 'wow_factor', 'revenue', 'timeline', 'team_size',
  'technologies', 'tags', 'mockup', 'country', 'private', 'auto_deleted', 'auto_delete_activated_at', 'archived',
  'creator_id', 'created_at', 'updated_at', 'deleted_at', 'views', 'market_size_amount', 'competition_rank', 'stamp_rank',
  'last_revision', 'copy_id',
] as const satisfies readonly (keyof IdeasTable)[];
