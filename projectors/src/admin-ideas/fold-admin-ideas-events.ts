// Folds a page of events onto the admin's idea rows they touch, in memory, so a page costs one read and one write per
// table however many events it holds (a benchmark loads 100,000 ideas). Every stream's last applied revision is
// kept, and events at or below it are skipped, which makes a page applied twice change nothing.
//
// A member's idea is their personal data (domain/src/workspace/workspace-events.ts): its events arrive with
// `personal` opened, null once the member is erased, and the member's `UserDeleted` erases their ideas: no text,
// deleted, gone from the deleted ideas, and their workspace stream closed to later events. A rebuild ends the same way.
import { splitCategories } from '@app/domain/ideas/admin-idea-view';
import type { IdeaSource } from '@app/domain/ideas/idea-enumerations';
import { IDEA_EVENT_TYPES, type IdeaEvent } from '@app/domain/ideas/idea-events';
import { TREND_EVENT_TYPES, type TrendEvent } from '@app/domain/trends/trend-events';
import type { UserDeleted } from '@app/domain/users/user-events';
import { workspaceStreamId, type WorkspaceEvent } from '@app/domain/workspace/workspace-events';
import { ERASED_IDEA_FIELDS, SOURCE_OF_KIND, type CopyFields } from '@app/domain/workspace/workspace-fields';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import { erasedMember } from '../erasure/erased-member';
import type { AdminIdeaDetailsTable, AdminIdeasTable, DeletedIdeasTable } from './admin-ideas.table';

/** The workspace events that make or change a user idea as the admin sees it. */
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

const ERASING: readonly UserDeleted['type'][] = ['UserDeleted'];

export const ADMIN_IDEAS_EVENT_TYPES: readonly string[] = [...IDEA_EVENT_TYPES, ...TREND_EVENT_TYPES, ...USER_IDEA_EVENT_TYPES, ...ERASING];

const STREAM_KINDS = [
  { prefix: 'idea-', types: IDEA_EVENT_TYPES as readonly string[] },
  { prefix: 'trend-', types: TREND_EVENT_TYPES as readonly string[] },
  { prefix: 'workspace-', types: USER_IDEA_EVENT_TYPES as readonly string[] },
  { prefix: 'user-', types: ERASING as readonly string[] },
];

/** An erased member's workspace stream's last revision: no later event of it is at or below it. */
const CLOSED = 2n ** 63n - 1n;


/** A whole idea while folding: its list row and its content fields. */
export type AdminIdea = Omit<AdminIdeasTable, 'change_seq'> & Omit<AdminIdeaDetailsTable, 'source' | 'id'>;

export const ideaKey = (source: IdeaSource, id: number) => `${source}:${id}`;
const copyKey = (source: IdeaSource, copyId: number) => `${source}:${copyId}`;

export interface AdminIdeasState {
  /** The ideas the page names, by ideaKey (deleted ones included). */
  ideas: ReadonlyMap<string, AdminIdea>;
  /** The last applied revision of the page's streams. */
  revisions: ReadonlyMap<string, bigint>;
}

export type TrendChange =
  | { type: 'linked'; trendId: number; ideaIds: number[] }
  | { type: 'unlinked'; trendId: number; ideaId: number }
  | { type: 'trendDeleted'; trendId: number };

export interface AdminIdeasChanges {
  /** Ideas whose list row changed, by ideaKey. */
  ideas: Map<string, AdminIdea>;
  /** The keys among `ideas` whose content fields changed too. */
  detailsChanged: Set<string>;
  /** Per ideaKey: the deleted-ideas row to write, or null to remove it. */
  deleted: Map<string, DeletedIdeasTable | null>;
  /** In event order: they must be written in it. */
  trendChanges: TrendChange[];
  revisions: Map<string, bigint>;
}

/** The events of the page this projection handles: known types on the streams that carry them. */
function handled(events: readonly RecordedEvent[]): RecordedEvent[] {
  return events.filter((event) => STREAM_KINDS.some((kind) => event.streamId.startsWith(kind.prefix) && kind.types.includes(event.type)));
}

/**
 * What a page needs read before folding: its streams' revisions, the ideas it names by id and by their copy, and the
 * members it erases (their ideas by creator).
 */
export function rowsToRead(events: readonly RecordedEvent[]): {
  streamIds: string[];
  ideas: { source: IdeaSource; id: number }[];
  copies: { source: IdeaSource; copyId: number }[];
  erasedMembers: string[];
} {
  const streamIds = new Set<string>();
  const ideas = new Map<string, { source: IdeaSource; id: number }>();
  const copies = new Map<string, { source: IdeaSource; copyId: number }>();
  const erasedMembers = new Set<string>();
  for (const event of handled(events)) {
    streamIds.add(event.streamId);
    if (event.streamId.startsWith('trend-')) continue;
    if (event.streamId.startsWith('user-')) {
      const member = erasedMember(event);
      if (member !== undefined) erasedMembers.add(member);
      continue;
    }
    if (event.streamId.startsWith('idea-')) {
      const { ideaId } = event.data as IdeaEvent['data'];
      ideas.set(ideaKey('FD', ideaId), { source: 'FD', id: ideaId });
      continue;
    }
    const userEvent = { type: event.type, data: event.data } as UserIdeaEvent;
    if (userEvent.type === 'WorkspaceIdeaEdited') {
      const { kind, copyId } = userEvent.data;
      if (kind !== 'idea') copies.set(copyKey(SOURCE_OF_KIND[kind], copyId), { source: SOURCE_OF_KIND[kind], copyId });
    } else {
      const { source, ideaId } = userEvent.data;
      ideas.set(ideaKey(source, ideaId), { source, id: ideaId });
    }
  }
  return { streamIds: [...streamIds], ideas: [...ideas.values()], copies: [...copies.values()], erasedMembers: [...erasedMembers] };
}

export function foldAdminIdeasEvents(stored: AdminIdeasState, events: readonly RecordedEvent[]): AdminIdeasChanges {
  const changes: AdminIdeasChanges = { ideas: new Map(), detailsChanged: new Set(), deleted: new Map(), trendChanges: [], revisions: new Map() };
  const byCopy = new Map<string, string>();
  for (const [key, idea] of stored.ideas) if (idea.copy_id !== null) byCopy.set(copyKey(idea.source, idea.copy_id), key);
  // A stored idea is copied before it changes; one the page already changed is its own, changed in place (a copy per
  // event made most of a rebuild's garbage).
  const find = (key: string | undefined): AdminIdea | undefined => {
    if (key === undefined) return undefined;
    const own = changes.ideas.get(key);
    if (own) return own;
    const idea = stored.ideas.get(key);
    return idea && { ...idea };
  };
  const save = (idea: AdminIdea, at: Date, detailsChanged = false) => {
    idea.updated_at = at;
    const key = ideaKey(idea.source, idea.id);
    changes.ideas.set(key, idea);
    if (detailsChanged) changes.detailsChanged.add(key);
  };
  const created = (idea: AdminIdea) => {
    const key = ideaKey(idea.source, idea.id);
    if (find(key)) return;
    changes.ideas.set(key, idea);
    changes.detailsChanged.add(key);
    if (idea.copy_id !== null) byCopy.set(copyKey(idea.source, idea.copy_id), key);
  };
  const deleted = (idea: AdminIdea, at: Date, actor: string | null, title: string, description: string) => {
    idea.deleted_at = at;
    save(idea, at);
    changes.deleted.set(ideaKey(idea.source, idea.id), { source: idea.source, id: idea.id, user_id: actor, title, description, deleted_at: at });
  };
  const restored = (idea: AdminIdea, at: Date) => {
    idea.deleted_at = null;
    save(idea, at);
    changes.deleted.set(ideaKey(idea.source, idea.id), null);
  };

  for (const recorded of handled(events)) {
    const applied = changes.revisions.get(recorded.streamId) ?? stored.revisions.get(recorded.streamId) ?? -1n;
    if (recorded.revision <= applied) continue;
    changes.revisions.set(recorded.streamId, recorded.revision);
    const actor = recorded.metadata.userId;

    if (recorded.streamId.startsWith('user-')) {
      const member = erasedMember(recorded);
      if (member === undefined) continue;
      const at = new Date((recorded.data as UserDeleted['data']).at);
      const mine = [...stored.ideas.values(), ...changes.ideas.values()].filter((idea) => idea.source !== 'FD' && idea.creator_id === member);
      for (const key of new Set(mine.map((idea) => ideaKey(idea.source, idea.id)))) {
        const idea = find(key)!;
        applyContent(idea, ERASED_IDEA_FIELDS);
        idea.deleted_at = at;
        save(idea, at, true);
        changes.deleted.set(key, null);
      }
      changes.revisions.set(workspaceStreamId(member), CLOSED);
      continue;
    }

    if (recorded.streamId.startsWith('trend-')) {
      const trendChange = trendChangeOf({ type: recorded.type, data: recorded.data } as TrendEvent);
      if (trendChange) changes.trendChanges.push(trendChange);
      continue;
    }

    if (recorded.streamId.startsWith('idea-')) {
      const event = { type: recorded.type, data: recorded.data } as IdeaEvent;
      if (event.type === 'IdeaCreated') {
        created(platformIdea(event.data));
        continue;
      }
      const idea = find(ideaKey('FD', event.data.ideaId));
      if (!idea) continue;
      const at = new Date(event.data.at);
      switch (event.type) {
        case 'IdeaEdited':
          applyContent(idea, event.data.changes);
          save(idea, at, true);
          break;
        case 'IdeaPublished':
        case 'IdeaUnpublished':
          idea.status = event.type === 'IdeaPublished' ? 'Published' : 'Unpublished';
          save(idea, at);
          break;
        case 'IdeaTypeChanged':
          idea.type = event.data.type;
          save(idea, at);
          break;
        case 'IdeaStamped':
          idea.stamp = event.data.stamp;
          save(idea, at);
          break;
        case 'IdeaAutoDeleteSwitched':
          idea.auto_deleted = event.data.autoDeleted;
          idea.auto_delete_activated_at = event.data.activatedAt ? new Date(event.data.activatedAt) : null;
          save(idea, at);
          break;
        case 'IdeaArchived':
          idea.archived = true;
          save(idea, at);
          break;
        case 'IdeaDeleted':
          deleted(idea, at, actor, event.data.title, event.data.description);
          break;
        case 'IdeaRestored':
          restored(idea, at);
          break;
        case 'IdeaDocumentAdded':
        case 'IdeaDocumentEdited':
          // Documents are read from the catalog.
          break;
      }
      continue;
    }

    const event = { type: recorded.type, data: recorded.data } as UserIdeaEvent;
    const at = new Date(event.data.at);
    if (event.type === 'UserIdeaGenerated') {
      created(userIdea(event.data));
      continue;
    }
    if (event.type === 'WorkspaceIdeaEdited') {
      const { kind, copyId, personal, userId } = event.data;
      if (kind === 'idea') continue;
      const idea = find(byCopy.get(copyKey(SOURCE_OF_KIND[kind], copyId)));
      // Only the creator's own copy stands for the idea.
      if (!idea || idea.creator_id !== userId) continue;
      applyContent(idea, personal?.changes ?? {});
      save(idea, at, true);
      continue;
    }
    const idea = find(ideaKey(event.data.source, event.data.ideaId));
    // The event names the idea's creator; one naming someone else changes nothing.
    if (!idea || idea.creator_id !== event.data.userId) continue;
    switch (event.type) {
      case 'UserIdeaShared':
        idea.private = false;
        save(idea, at);
        break;
      case 'UserIdeaPublished':
      case 'UserIdeaUnpublished':
        idea.status = event.type === 'UserIdeaPublished' ? 'Published' : 'Unpublished';
        save(idea, at);
        break;
      case 'UserIdeaStamped':
        idea.stamp = event.data.stamp;
        save(idea, at);
        break;
      case 'UserIdeaDeleted': {
        const { title, description } = event.data.personal ?? ERASED_IDEA_FIELDS;
        deleted(idea, at, actor, title, description);
        break;
      }
      case 'UserIdeaRestored':
        restored(idea, at);
        break;
    }
  }
  return changes;
}

function trendChangeOf(event: TrendEvent): TrendChange | undefined {
  switch (event.type) {
    case 'TrendIdeasLinked':
      return { type: 'linked', trendId: event.data.trendId, ideaIds: event.data.ideaIds };
    case 'TrendIdeaUnlinked':
      return { type: 'unlinked', trendId: event.data.trendId, ideaId: event.data.ideaId };
    case 'TrendDeleted':
      return { type: 'trendDeleted', trendId: event.data.trendId };
    case 'TrendCreated':
      return undefined;
  }
}

const EMPTY_CONTENT = {
  title: '', description: '', category: '', categories: [], business_model: '', market_size: '', competition: '', problem: '',
  solution: '', differentiation: '', go_to_market: '', wow_factor: '', revenue: '', timeline: '', team_size: '',
  technologies: [], tags: [], mockup: null, country: 'Global',
} satisfies Partial<AdminIdea>;

function platformIdea(data: Extract<IdeaEvent, { type: 'IdeaCreated' }>['data']): AdminIdea {
  const at = new Date(data.createdAt);
  const idea: AdminIdea = {
    ...EMPTY_CONTENT,
    source: 'FD',
    id: data.ideaId,
    batch_number: data.batchNumber,
    type: data.type,
    status: 'Unpublished',
    private: false,
    stamp: data.stamp,
    auto_deleted: false,
    auto_delete_activated_at: null,
    archived: false,
    creator_id: data.creatorId,
    copy_id: null,
    created_at: at,
    updated_at: at,
    deleted_at: null,
  };
  applyContent(idea, data);
  return idea;
}

function userIdea(data: Extract<UserIdeaEvent, { type: 'UserIdeaGenerated' }>['data']): AdminIdea {
  const at = new Date(data.at);
  const content = data.personal?.idea ?? ERASED_IDEA_FIELDS;
  const idea: AdminIdea = {
    ...EMPTY_CONTENT,
    source: data.source,
    id: data.ideaId,
    batch_number: null,
    type: content.type,
    status: 'Unpublished',
    private: data.private,
    stamp: null,
    auto_deleted: false,
    auto_delete_activated_at: null,
    archived: false,
    creator_id: data.userId,
    copy_id: data.copyId,
    created_at: at,
    updated_at: at,
    deleted_at: null,
  };
  applyContent(idea, content);
  return idea;
}

/** The columns of each content field present (an edit carries only those that changed). */
function applyContent(idea: AdminIdea, content: Partial<CopyFields>): void {
  if (content.title !== undefined) idea.title = content.title;
  if (content.description !== undefined) idea.description = content.description;
  if (content.category !== undefined) {
    idea.category = content.category;
    idea.categories = splitCategories(content.category);
  }
  if (content.businessModel !== undefined) idea.business_model = content.businessModel;
  if (content.marketSize !== undefined) idea.market_size = content.marketSize;
  if (content.competition !== undefined) idea.competition = content.competition;
  if (content.problem !== undefined) idea.problem = content.problem;
  if (content.solution !== undefined) idea.solution = content.solution;
  if (content.differentiation !== undefined) idea.differentiation = content.differentiation;
  if (content.goToMarket !== undefined) idea.go_to_market = content.goToMarket;
  if (content.wowFactor !== undefined) idea.wow_factor = content.wowFactor;
  if (content.revenue !== undefined) idea.revenue = content.revenue;
  if (content.timeline !== undefined) idea.timeline = content.timeline;
  if (content.teamSize !== undefined) idea.team_size = content.teamSize;
  if (content.technologies !== undefined) idea.technologies = [...content.technologies];
  if (content.tags !== undefined) idea.tags = [...content.tags];
  if (content.mockup !== undefined) idea.mockup = content.mockup;
  if (content.country !== undefined) idea.country = content.country;
  if (content.type !== undefined) idea.type = content.type;
}
