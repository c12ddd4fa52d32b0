// Folds a page of catalog events onto the rows they touch, in memory, so a page costs one read and one write per
// table however many events it holds (the seed appends thousands, a benchmark hundreds of thousands). Events at or
// below a row's last applied revision are skipped, which makes a page applied twice change nothing.
//
// A member's idea is their personal data (domain/src/workspace/workspace-events.ts): its events arrive with
// `personal` opened, null once the member is erased, and the member's `UserDeleted` erases their ideas' rows: no
// text, deleted, and closed to any later event of their stream. A rebuild from zero ends the same way.
import type { IdeaSource, IdeaType } from '@app/domain/ideas/idea-enumerations';
import type { IdeaContent } from '@app/domain/ideas/idea-fields';
import { competitionRank, parseMarketSize, stampRank } from '@app/domain/ideas/idea-display';
import { IDEA_EVENT_TYPES, IDEA_VIEWS_STREAM, type IdeaEvent, type IdeaViewsRecorded } from '@app/domain/ideas/idea-events';
import { TREND_EVENT_TYPES, type TrendEvent } from '@app/domain/trends/trend-events';
import type { UserDeleted } from '@app/domain/users/user-events';
import { workspaceStreamId, type WorkspaceEvent } from '@app/domain/workspace/workspace-events';
import { ERASED_IDEA_FIELDS, SOURCE_OF_KIND } from '@app/domain/workspace/workspace-fields';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import { erasedMember } from '../erasure/erased-member';
import type { IdeaDocumentsTable, IdeasTable, TrendsTable } from './catalog.table';

/**
 * What a member's workspace stream says about a user idea: its generation, the edits of the creator's own copy (which
 * edit the idea), its share and the admin's curation. Edits of other copies name no user idea and are passed over.
 */
const USER_IDEA_EVENT_TYPES = [
  'UserIdeaGenerated',
  'WorkspaceIdeaEdited',
  'UserIdeaShared',
  'UserIdeaPublished',
  'UserIdeaUnpublished',
  'UserIdeaStamped',
  'UserIdeaDeleted',
  'UserIdeaRestored',
] as const satisfies readonly WorkspaceEvent['type'][];
type UserIdeaEvent = Extract<WorkspaceEvent, { type: (typeof USER_IDEA_EVENT_TYPES)[number] }>;
const isUserIdeaEvent = (type: string): boolean => (USER_IDEA_EVENT_TYPES as readonly string[]).includes(type);

export const CATALOG_EVENT_TYPES: readonly string[] = [...IDEA_EVENT_TYPES, ...TREND_EVENT_TYPES, 'IdeaViewsRecorded', ...USER_IDEA_EVENT_TYPES, 'UserDeleted'];

/** A row's last revision once its member is erased: no later event of their stream is at or below it. */
const CLOSED = 2n ** 63n - 1n;


/** An `ideas` row while folding: revision and views as numbers; change_seq is the table's business. */
export type IdeaRow = Omit<IdeasTable, 'last_revision' | 'views' | 'change_seq'> & { last_revision: bigint; views: number };
export type TrendRow = Omit<TrendsTable, 'last_revision'> & { last_revision: bigint };
export type DocumentRow = IdeaDocumentsTable;

export interface CatalogState {
  ideas: ReadonlyMap<number, IdeaRow>;
  /** The documents of the ideas whose documents the page edits. */
  documents: ReadonlyMap<number, DocumentRow>;
  trends: ReadonlyMap<number, TrendRow>;
  viewsRevision: bigint;
}

export interface CatalogChanges {
  ideas: Map<number, IdeaRow>;
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
 * What a page needs read before folding: the ideas and trends its events name, the documents it edits, the user
 * ideas whose creator's copy it edits (by copy id), and the members it erases (their ideas by creator).
 */
export function rowsToRead(events: readonly RecordedEvent[]): {
  ideaIds: number[];
  copyIds: number[];
  documentIdeaIds: number[];
  trendIds: number[];
  erasedMembers: string[];
} {
  const ideaIds = new Set<number>();
  const copyIds = new Set<number>();
  const documentIdeaIds = new Set<number>();
  const trendIds = new Set<number>();
  const erasedMembers = new Set<string>();
  for (const event of events) {
    if (event.type === 'UserDeleted') {
      const member = erasedMember(event);
      if (member !== undefined) erasedMembers.add(member);
    } else if (isUserIdeaEvent(event.type)) {
      const { data } = event as unknown as UserIdeaEvent;
      if ('ideaId' in data) ideaIds.add(data.ideaId);
      else if (data.kind !== 'idea') copyIds.add(data.copyId);
    } else if (event.type === 'IdeaViewsRecorded') {
      for (const key of Object.keys((event.data as IdeaViewsRecorded['data']).counts ?? {})) {
        const id = Number(key);
        if (Number.isSafeInteger(id)) ideaIds.add(id);
      }
    } else if ((TREND_EVENT_TYPES as readonly string[]).includes(event.type)) {
      trendIds.add((event.data as TrendEvent['data']).trendId);
    } else {
      const { ideaId } = event.data as IdeaEvent['data'];
      ideaIds.add(ideaId);
      if (event.type === 'IdeaDocumentEdited') documentIdeaIds.add(ideaId);
    }
  }
  return { ideaIds: [...ideaIds], copyIds: [...copyIds], documentIdeaIds: [...documentIdeaIds], trendIds: [...trendIds], erasedMembers: [...erasedMembers] };
}

export function foldCatalogEvents(stored: CatalogState, events: readonly RecordedEvent[]): CatalogChanges {
  const changes: CatalogChanges = {
    ideas: new Map(),
    documents: new Map(),
    trends: new Map(),
    linked: new Map(),
    unlinked: new Map(),
    trendsDeleted: new Set(),
    viewsRevision: undefined,
  };
  let viewsRevision = stored.viewsRevision;
  const idea = (id: number): IdeaRow | undefined => {
    const changed = changes.ideas.get(id);
    if (changed) return changed;
    const row = stored.ideas.get(id);
    return row && { ...row };
  };
  /** A user idea's id by its creator's copy. */
  const userIdeaOfCopy = new Map<number, number>();
  for (const row of stored.ideas.values()) if (row.copy_id !== null) userIdeaOfCopy.set(row.copy_id, row.id);
  for (const recorded of events) {
    const member = erasedMember(recorded);
    if (member !== undefined) {
      const mine = new Set([...stored.ideas.values(), ...changes.ideas.values()].filter((row) => row.copy_id !== null && row.creator_id === member).map((row) => row.id));
      for (const id of mine) {
        const row = idea(id)!;
        eraseUserIdea(row, new Date((recorded.data as UserDeleted['data']).at));
        changes.ideas.set(id, row);
      }
      continue;
    }
    if (isUserIdeaEvent(recorded.type)) {
      const event = { type: recorded.type, data: recorded.data } as UserIdeaEvent;
      if (event.type === 'UserIdeaGenerated') {
        if (idea(event.data.ideaId)) continue;
        changes.ideas.set(event.data.ideaId, generated(event.data, recorded.revision));
        userIdeaOfCopy.set(event.data.copyId, event.data.ideaId);
        continue;
      }
      const id = event.type === 'WorkspaceIdeaEdited' ? userIdeaOfCopy.get(event.data.copyId) : event.data.ideaId;
      const row = id === undefined ? undefined : idea(id);
      const source = event.type === 'WorkspaceIdeaEdited' ? SOURCE_OF_KIND[event.data.kind] : event.data.source;
      // Only the creator's stream speaks for a user idea (a member cannot share another's idea), so its revisions order
      // everything that changes the row.
      if (!row || row.source !== source || recorded.streamId !== workspaceStreamId(row.creator_id) || recorded.revision <= row.last_revision) continue;
      row.last_revision = recorded.revision;
      changes.ideas.set(row.id, row);
      evolveUserIdea(row, event);
      continue;
    }
    if (recorded.type === 'IdeaViewsRecorded') {
      if (recorded.streamId !== IDEA_VIEWS_STREAM || recorded.revision <= viewsRevision) continue;
      viewsRevision = recorded.revision;
      changes.viewsRevision = viewsRevision;
      for (const [key, count] of Object.entries((recorded.data as IdeaViewsRecorded['data']).counts ?? {})) {
        const row = idea(Number(key));
        if (!row || !Number.isSafeInteger(count) || count <= 0) continue;
        row.views += count;
        changes.ideas.set(row.id, row);
      }
      continue;
    }
    if ((TREND_EVENT_TYPES as readonly string[]).includes(recorded.type)) {
      foldTrendEvent(stored, changes, { type: recorded.type, data: recorded.data } as TrendEvent, recorded.revision);
      continue;
    }
    const event = { type: recorded.type, data: recorded.data } as IdeaEvent;
    if (event.type === 'IdeaCreated') {
      // Creation is revision 0 of the stream, so a row that exists has seen it.
      if (!idea(event.data.ideaId)) changes.ideas.set(event.data.ideaId, created(event.data, recorded.revision));
      continue;
    }
    const row = idea(event.data.ideaId);
    // Without a row there is no creation to build on: the stream cannot be an idea's.
    if (!row || row.source !== 'FD' || recorded.revision <= row.last_revision) continue;
    row.last_revision = recorded.revision;
    changes.ideas.set(row.id, row);
    evolveIdea(row, event, stored, changes);
  }
  return changes;
}

/** A row before its content: Unpublished, public, not deleted, without views. */
function newRow(row: { id: number; source: IdeaSource; type: IdeaType; creatorId: string; at: Date; revision: bigint }): IdeaRow {
  return {
    id: row.id,
    batch_number: null,
    source: row.source,
    stamp: null,
    title: '',
    description: '',
    type: row.type,
    status: 'Unpublished',
    category: '',
    business_model: '',
    market_size: '',
    competition: '',
    problem: '',
    solution: '',
    differentiation: '',
    go_to_market: '',
    wow_factor: '',
    revenue: '',
    timeline: '',
    team_size: '',
    technologies: [],
    tags: [],
    mockup: null,
    country: 'Global',
    private: false,
    auto_deleted: false,
    auto_delete_activated_at: null,
    archived: false,
    creator_id: row.creatorId,
    created_at: row.at,
    updated_at: row.at,
    deleted_at: null,
    views: 0,
    market_size_amount: null,
    competition_rank: competitionRank(''),
    stamp_rank: stampRank(null),
    last_revision: row.revision,
    copy_id: null,
  };
}

function created(data: Extract<IdeaEvent, { type: 'IdeaCreated' }>['data'], revision: bigint): IdeaRow {
  const row = newRow({ id: data.ideaId, source: 'FD', type: data.type, creatorId: data.creatorId, at: new Date(data.createdAt), revision });
  row.batch_number = data.batchNumber;
  setStamp(row, data.stamp);
  applyContent(row, data);
  return row;
}

/** A member's generated idea: private until shared, Unpublished until an admin approves it; without text once erased. */
function generated(data: Extract<UserIdeaEvent, { type: 'UserIdeaGenerated' }>['data'], revision: bigint): IdeaRow {
  const idea = data.personal?.idea ?? ERASED_IDEA_FIELDS;
  const row = newRow({ id: data.ideaId, source: data.source, type: idea.type, creatorId: data.userId, at: new Date(data.at), revision });
  row.private = data.private;
  row.copy_id = data.copyId;
  applyContent(row, idea);
  return row;
}

/** An erased member's idea: no text, out of the marketplace, and no later event of their stream applies to it. */
function eraseUserIdea(row: IdeaRow, at: Date): void {
  applyContent(row, ERASED_IDEA_FIELDS);
  row.type = ERASED_IDEA_FIELDS.type;
  row.deleted_at = at;
  row.updated_at = at;
  row.last_revision = CLOSED;
}

function setStamp(row: IdeaRow, stamp: string | null): void {
  row.stamp = stamp;
  row.stamp_rank = stampRank(stamp);
}

/** The columns of each content field, and the derived sort keys that follow them. */
function applyContent(row: IdeaRow, content: Partial<IdeaContent>): void {
  if (content.title !== undefined) row.title = content.title;
  if (content.description !== undefined) row.description = content.description;
  if (content.category !== undefined) row.category = content.category;
  if (content.businessModel !== undefined) row.business_model = content.businessModel;
  if (content.marketSize !== undefined) {
    row.market_size = content.marketSize;
    row.market_size_amount = parseMarketSize(content.marketSize);
  }
  if (content.competition !== undefined) {
    row.competition = content.competition;
    row.competition_rank = competitionRank(content.competition);
  }
  if (content.problem !== undefined) row.problem = content.problem;
  if (content.solution !== undefined) row.solution = content.solution;
  if (content.differentiation !== undefined) row.differentiation = content.differentiation;
  if (content.goToMarket !== undefined) row.go_to_market = content.goToMarket;
  if (content.wowFactor !== undefined) row.wow_factor = content.wowFactor;
  if (content.revenue !== undefined) row.revenue = content.revenue;
  if (content.timeline !== undefined) row.timeline = content.timeline;
  if (content.teamSize !== undefined) row.team_size = content.teamSize;
  if (content.technologies !== undefined) row.technologies = [...content.technologies];
  if (content.tags !== undefined) row.tags = [...content.tags];
  if (content.mockup !== undefined) row.mockup = content.mockup;
  if (content.country !== undefined) row.country = content.country;
}

function evolveIdea(row: IdeaRow, event: Exclude<IdeaEvent, { type: 'IdeaCreated' }>, stored: CatalogState, changes: CatalogChanges): void {
  const at = new Date(event.data.at);
  switch (event.type) {
    case 'IdeaEdited':
      applyContent(row, event.data.changes);
      row.updated_at = at;
      return;
    case 'IdeaPublished':
      row.status = 'Published';
      row.updated_at = at;
      return;
    case 'IdeaUnpublished':
      row.status = 'Unpublished';
      row.updated_at = at;
      return;
    case 'IdeaTypeChanged':
      row.type = event.data.type;
      row.updated_at = at;
      return;
    case 'IdeaStamped':
      setStamp(row, event.data.stamp);
      row.updated_at = at;
      return;
    case 'IdeaAutoDeleteSwitched':
      row.auto_deleted = event.data.autoDeleted;
      row.auto_delete_activated_at = event.data.activatedAt ? new Date(event.data.activatedAt) : null;
      row.updated_at = at;
      return;
    case 'IdeaArchived':
      row.archived = true;
      row.updated_at = at;
      return;
    case 'IdeaDeleted':
      row.deleted_at = at;
      row.updated_at = at;
      return;
    case 'IdeaRestored':
      row.deleted_at = null;
      row.updated_at = at;
      return;
    case 'IdeaDocumentAdded': {
      const { documentId, type, content } = event.data;
      changes.documents.set(documentId, { id: documentId, idea_id: row.id, type, content, created_at: at, updated_at: at });
      return;
    }
    case 'IdeaDocumentEdited': {
      const { documentId, content } = event.data;
      const document = changes.documents.get(documentId) ?? stored.documents.get(documentId);
      if (document?.idea_id === row.id) changes.documents.set(documentId, { ...document, content, updated_at: at });
      return;
    }
  }
}

/** The creator's edits and share move the row as the workspace's `user_ideas` moves; the admin's curation as a platform idea's. */
function evolveUserIdea(row: IdeaRow, event: Exclude<UserIdeaEvent, { type: 'UserIdeaGenerated' }>): void {
  const at = new Date(event.data.at);
  switch (event.type) {
    case 'WorkspaceIdeaEdited': {
      const { type, ...content } = event.data.personal?.changes ?? {};
      applyContent(row, content);
      if (type !== undefined) row.type = type;
      row.updated_at = at;
      return;
    }
    case 'UserIdeaShared':
      row.private = false;
      return;
    case 'UserIdeaPublished':
      row.status = 'Published';
      row.updated_at = at;
      return;
    case 'UserIdeaUnpublished':
      row.status = 'Unpublished';
      row.updated_at = at;
      return;
    case 'UserIdeaStamped':
      setStamp(row, event.data.stamp);
      row.updated_at = at;
      return;
    case 'UserIdeaDeleted':
      row.deleted_at = at;
      row.updated_at = at;
      return;
    case 'UserIdeaRestored':
      row.deleted_at = null;
      row.updated_at = at;
      return;
  }
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
