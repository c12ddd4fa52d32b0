// The `catalog` read model: platform ideas with their documents, members' ideas (from their workspace streams),
// trends and their links, and the views counted by the query API. A page is one read of the rows it touches, an
// in-memory fold, and one write per table (the rows as one json parameter, recordset.ts). Every changed idea row
// takes a fresh `change_seq`.
import { sql, type Kysely, type Selectable } from 'kysely';
import { withPersonalOpened } from '../runtime/decode-event';
import type { Projection } from '../runtime/projection';
import { columnsOf, fromExcluded, insertRecordset } from '../runtime/recordset';
import { ideaKey, type IdeaRow } from '../ideas/fold-idea-events';
import { IDEA_FIELD_COLUMN_TYPES, IDEA_STATE_COLUMN_TYPES } from '../ideas/idea-columns.table';
import { catalogMigrations } from './catalog.migrations';
import { applyScoreEvents, SCORE_EVENT_TYPES } from './fold-score-events';
import type { CatalogProjectionDatabase, IdeaDocumentsTable, IdeasTable, IdeaTrendsTable, TrendsTable } from './catalog.table';
import { CATALOG_EVENT_TYPES, foldCatalogEvents, rowsToRead, type CatalogChanges, type TrendRow } from './fold-catalog-events';

export const catalogProjection: Projection = {
  name: 'catalog',
  // 2: user ideas join the platform's, from the workspace events recorded before this version too. 3: a member's
  // ideas are their personal data: sealed, opened here, erased with them (the ideas of members erased before too).
  // 4: the ideas' scores under every rubric version, and the rubric's versions (fold-score-events.ts). Members' ideas'
  // scores (UserIdeaScored) came later without a new version: none was recorded before they were handled.
  version: 4,
  eventTypes: [...CATALOG_EVENT_TYPES, ...SCORE_EVENT_TYPES],
  tables: ['ideas', 'idea_documents', 'trends', 'idea_trends', 'catalog_meta', 'idea_scores', 'rubric_versions'],
  migrations: catalogMigrations,
  async apply(trx, stored) {
    const db = trx.withTables<CatalogProjectionDatabase>();
    const events = await withPersonalOpened(trx, stored);
    const wanted = rowsToRead(events);
    const [ideas, documents, trends, meta] = await Promise.all([
      wanted.ideaIds.length || wanted.copyIds.length || wanted.erasedMembers.length
        ? db
            .selectFrom('ideas')
            .selectAll()
            .where((eb) =>
              eb.or([
                ...(wanted.ideaIds.length ? [eb('id', 'in', wanted.ideaIds)] : []),
                ...(wanted.copyIds.length ? [eb('copy_id', 'in', wanted.copyIds)] : []),
                ...(wanted.erasedMembers.length ? [eb.and([eb('creator_id', 'in', wanted.erasedMembers), eb('copy_id', 'is not', null)])] : []),
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
        ideas: new Map(ideas.map((row) => [ideaKey(row.source, row.id), ideaFromColumns(row)])),
        views: new Map(ideas.map((row) => [row.id, Number(row.views)])),
        documents: new Map(documents.map((row) => [row.id, row])),
        trends: new Map(trends.map((row) => [row.id, trendFromColumns(row)])),
        viewsRevision: BigInt(meta.views_revision),
      },
      events,
    );
    await write(db, changes);
    await applyScoreEvents(db, events, wanted.erasedMembers);
  },
};

/** The fold's row of a stored idea: its sort keys are derived again when it is written, its views kept beside it. */
function ideaFromColumns(row: Selectable<IdeasTable>): IdeaRow {
  const { change_seq: _seq, views: _views, market_size_amount: _amount, competition_rank: _competition, stamp_rank: _stamp, ...columns } = row;
  return { ...columns, last_revision: BigInt(row.last_revision) };
}

function trendFromColumns(row: Selectable<TrendsTable>): TrendRow {
  return { ...row, last_revision: BigInt(row.last_revision) };
}

/** The ideas' columns with their SQL types (change_seq aside: every write of a row takes the next value). */
const IDEA_COLUMNS = {
  ...IDEA_STATE_COLUMN_TYPES, ...IDEA_FIELD_COLUMN_TYPES, views: 'bigint', market_size_amount: 'double precision', competition_rank: 'integer',
  stamp_rank: 'integer', last_revision: 'bigint',
} as const satisfies Record<Exclude<keyof IdeasTable, 'change_seq'>, string>;
const DOCUMENT_COLUMNS = {
  id: 'integer', idea_id: 'integer', type: 'text', content: 'text', created_at: 'timestamptz', updated_at: 'timestamptz',
} as const satisfies Record<keyof IdeaDocumentsTable, string>;
const TREND_COLUMNS = {
  id: 'integer', title: 'text', description: 'text', type: 'text', source: 'text', created_at: 'timestamptz', updated_at: 'timestamptz',
  deleted_at: 'timestamptz', last_revision: 'bigint',
} as const satisfies Record<keyof TrendsTable, string>;
const LINK_COLUMNS = { trend_id: 'integer', idea_id: 'integer', created_at: 'timestamptz' } as const satisfies Record<keyof IdeaTrendsTable, string>;


/** One statement per table that the page changed, each row written once however many of its events the page holds. */
async function write(db: Kysely<CatalogProjectionDatabase>, changes: CatalogChanges): Promise<void> {
  if (changes.ideas.length > 0) {
    await insertRecordset('ideas', IDEA_COLUMNS, changes.ideas, sql`ON CONFLICT (id) DO UPDATE SET ${fromExcluded(columnsOf(IDEA_COLUMNS, 'id'))}, change_seq = DEFAULT`).execute(db);
  }
  if (changes.documents.size > 0) {
    const rows = [...changes.documents.values()];
    await insertRecordset('idea_documents', DOCUMENT_COLUMNS, rows, sql`ON CONFLICT (id) DO UPDATE SET ${fromExcluded(['content', 'updated_at'])}`).execute(db);
  }
  if (changes.trends.size > 0) {
    const rows = [...changes.trends.values()].map((row) => ({ ...row, last_revision: row.last_revision.toString() }));
    const update = fromExcluded(columnsOf(TREND_COLUMNS, 'id', 'created_at'));
    await insertRecordset('trends', TREND_COLUMNS, rows, sql`ON CONFLICT (id) DO UPDATE SET ${update}`).execute(db);
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
  if (changes.linked.size > 0) {
    await insertRecordset('idea_trends', LINK_COLUMNS, [...changes.linked.values()], sql`ON CONFLICT (trend_id, idea_id) DO NOTHING`).execute(db);
  }
  if (changes.viewsRevision !== undefined) {
    await db.updateTable('catalog_meta').set({ views_revision: changes.viewsRevision.toString() }).where('id', '=', 1).execute();
  }
}
