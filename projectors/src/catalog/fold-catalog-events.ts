// Folds a page of catalog events onto the rows they touch, in memory, so a page costs one read and one write per
// table however many events it holds (the seed appends thousands, a benchmark hundreds of thousands): the ideas through
// the fold the admin's ideas share (../ideas/fold-idea-events.ts), with the catalog's own documents, views and trends
// beside them. Events at or below a row's last applied revision are skipped, which makes a page applied twice change
// nothing.
import { IDEA_SOURCES } from '@app/domain/ideas/idea-enumerations';
import { competitionRank, parseMarketSize, stampRank } from '@app/domain/ideas/idea-display';
import { IDEA_VIEWS_STREAM, type IdeaViewsRecorded } from '@app/domain/ideas/idea-events';
import { TREND_EVENT_TYPES, type TrendEvent } from '@app/domain/trends/trend-events';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import { IDEA_FOLD_EVENT_TYPES, ideaFold, ideaKey, ideaRowsToRead, type IdeaRow } from '../ideas/fold-idea-events';
import type { IdeaDocumentsTable, IdeasTable, TrendsTable } from './catalog.table';

export const CATALOG_EVENT_TYPES: readonly string[] = [...IDEA_FOLD_EVENT_TYPES, ...TREND_EVENT_TYPES, 'IdeaViewsRecorded'];

const TREND_EVENTS = new Set<string>(TREND_EVENT_TYPES);

/** An `ideas` row as written: views as a number; change_seq is the table's business. */
export type IdeaRecord = Omit<IdeasTable, 'views' | 'change_seq'> & { views: number };
export type TrendRow = Omit<TrendsTable, 'last_revision'> & { last_revision: bigint };
export type DocumentRow = IdeaDocumentsTable;

export interface CatalogState {
  /** By ideaKey. */
  ideas: ReadonlyMap<string, IdeaRow>;
  /** The views of the ideas read, by id. */
  views: ReadonlyMap<number, number>;
  /** The documents of the ideas whose documents the page edits. */
  documents: ReadonlyMap<number, DocumentRow>;
  trends: ReadonlyMap<number, TrendRow>;
  viewsRevision: bigint;
}

export interface CatalogChanges {
  /** The idea rows to write, in the order the page first changed them (each takes the next change_seq). */
  ideas: IdeaRecord[];
  documents: Map<number, DocumentRow>;
  trends: Map<number, TrendRow>;
  /** Links to insert (kept if already there), keyed `trendId:ideaId`. */
  linked: Map<string, { trend_id: number; idea_id: number; created_at: Date }>;
  /** Links to remove; written before `linked`. */
  unlinked: Map<string, { trend_id: number; idea_id: number }>;
  /** Trends deleted in the page: every link of theirs goes. */
  trendsDeleted: Set<number>;
  /** Set when the page recorded views. */
  viewsRevision: bigint | undefined;
}

/**
 * What a page needs read before folding: the ideas its events name (views name them by id alone: ids are unique
 * across sources in the catalog, its key), the member's ideas whose creator's copy it edits (by copy id) and those of
 * the members it erases, the documents it edits and the trends it names.
 */
export function rowsToRead(events: readonly RecordedEvent[]): {
  ideaIds: number[];
  copyIds: number[];
  documentIdeaIds: number[];
  trendIds: number[];
  erasedMembers: string[];
} {
  const { ideas, copies, erasedMembers } = ideaRowsToRead(events);
  const ideaIds = new Set(ideas.map((idea) => idea.id));
  const documentIdeaIds = new Set<number>();
  const trendIds = new Set<number>();
  for (const event of events) {
    if (event.type === 'IdeaViewsRecorded') {
      for (const key of Object.keys((event.data as IdeaViewsRecorded['data']).counts ?? {})) {
        const id = Number(key);
        if (Number.isSafeInteger(id)) ideaIds.add(id);
      }
    } else if (TREND_EVENTS.has(event.type)) trendIds.add((event.data as TrendEvent['data']).trendId);
    else if (event.type === 'IdeaDocumentEdited') documentIdeaIds.add((event.data as { ideaId: number }).ideaId);
  }
  return { ideaIds: [...ideaIds], copyIds: copies.map((copy) => copy.copyId), documentIdeaIds: [...documentIdeaIds], trendIds: [...trendIds], erasedMembers };
}

export function foldCatalogEvents(stored: CatalogState, events: readonly RecordedEvent[]): CatalogChanges {
  const changes: CatalogChanges = {
    ideas: [],
    documents: new Map(),
    trends: new Map(),
    linked: new Map(),
    unlinked: new Map(),
    trendsDeleted: new Set(),
    viewsRevision: undefined,
  };
  const ideas = ideaFold(stored.ideas, {
    document(idea, event) {
      const at = new Date(event.data.at);
      const { documentId, content } = event.data;
      if (event.type === 'IdeaDocumentAdded') {
        changes.documents.set(documentId, { id: documentId, idea_id: idea.id, type: event.data.type, content, created_at: at, updated_at: at });
        return;
      }
      const document = changes.documents.get(documentId) ?? stored.documents.get(documentId);
      if (document?.idea_id === idea.id) changes.documents.set(documentId, { ...document, content, updated_at: at });
    },
  });
  const views = new Map(stored.views);
  let viewsRevision = stored.viewsRevision;
  for (const recorded of events) {
    if (recorded.type === 'IdeaViewsRecorded') {
      if (recorded.streamId !== IDEA_VIEWS_STREAM || recorded.revision <= viewsRevision) continue;
      viewsRevision = recorded.revision;
      changes.viewsRevision = viewsRevision;
      for (const [named, count] of Object.entries((recorded.data as IdeaViewsRecorded['data']).counts ?? {})) {
        const id = Number(named);
        const key = IDEA_SOURCES.map((source) => ideaKey(source, id)).find((candidate) => ideas.row(candidate));
        if (key === undefined || !Number.isSafeInteger(count) || count <= 0) continue;
        views.set(id, (views.get(id) ?? 0) + count);
        ideas.touch(key);
      }
    } else if (TREND_EVENTS.has(recorded.type)) foldTrendEvent(stored, changes, { type: recorded.type, data: recorded.data } as TrendEvent, recorded.revision);
    else ideas.apply(recorded);
  }
  changes.ideas = [...ideas.changes.ideas.values()].map((idea) => ideaRecord(idea, views.get(idea.id) ?? 0));
  return changes;
}

/** The row the catalog writes of an idea: the fold's, its views, and the sort keys that follow from its fields. */
function ideaRecord(idea: IdeaRow, views: number): IdeaRecord {
  return {
    ...idea,
    last_revision: idea.last_revision.toString(),
    views,
    market_size_amount: parseMarketSize(idea.market_size),
    competition_rank: competitionRank(idea.competition),
    stamp_rank: stampRank(idea.stamp),
  };
}

function foldTrendEvent(stored: CatalogState, changes: CatalogChanges, event: TrendEvent, revision: bigint): void {
  const id = event.data.trendId;
  const known = changes.trends.get(id) ?? stored.trends.get(id);
  const at = new Date(event.data.at);
  if (event.type === 'TrendCreated') {
    if (known) return;
    const { title, description, type, source, createdAt } = event.data;
    const createdDate = new Date(createdAt);
    changes.trends.set(id, { id, title, description, type, source, created_at: createdDate, updated_at: createdDate, deleted_at: null, last_revision: revision });
    return;
  }
  if (!known || revision <= known.last_revision) return;
  const row = { ...known, last_revision: revision };
  changes.trends.set(id, row);
  switch (event.type) {
    case 'TrendIdeasLinked':
      for (const ideaId of event.data.ideaIds) {
        const key = `${id}:${ideaId}`;
        // An unlink earlier in the page stays: removals are written before insertions, so a relink starts afresh.
        if (!changes.linked.has(key)) changes.linked.set(key, { trend_id: id, idea_id: ideaId, created_at: at });
      }
      return;
    case 'TrendIdeaUnlinked': {
      const key = `${id}:${event.data.ideaId}`;
      changes.linked.delete(key);
      changes.unlinked.set(key, { trend_id: id, idea_id: event.data.ideaId });
      return;
    }
    case 'TrendDeleted':
      row.deleted_at = at;
      row.updated_at = at;
      changes.trendsDeleted.add(id);
      for (const [key, link] of changes.linked) if (link.trend_id === id) changes.linked.delete(key);
      for (const [key, link] of changes.unlinked) if (link.trend_id === id) changes.unlinked.delete(key);
      return;
  }
}
