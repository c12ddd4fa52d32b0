// The one fold of the events that make and change ideas, shared by the read models that hold ideas (catalog,
// admin_ideas): a platform idea's events on its stream `idea-<id>`, a member's idea's on its creator's
// `workspace-<userId>`, and a member's erasure. A page's events are folded in memory onto the rows they touch, so a
// page costs one read and one write per table however many events it holds; each projection reads the rows into this
// model, writes from it what its own tables need, and keeps what is its own through the hooks (the catalog's
// documents, the admin's deleted ideas). README.md beside this file says who decides what.
//
// An event changes an idea only from the idea's own stream and above the revision of it the row has seen, which makes
// a page applied twice change nothing.
//
// A member's idea is their personal data (domain/src/workspace/workspace-events.ts): its events arrive with
// `personal` opened, null once the member is erased, and the member's `UserDeleted` erases their ideas' rows: no
// text, deleted, and closed to any later event of their stream. A rebuild from zero ends the same way.
import type { IdeaSource, IdeaType } from '@app/domain/ideas/idea-enumerations';
import { IDEA_EVENT_TYPES, ideaStreamId, type IdeaCreated, type IdeaDocumentAdded, type IdeaDocumentEdited, type IdeaEvent } from '@app/domain/ideas/idea-events';
import type { IdeaScored } from '@app/domain/scoring/scoring-events';
import type { UserDeleted } from '@app/domain/users/user-events';
import { workspaceStreamId, type UserIdeaGenerated, type WorkspaceEvent } from '@app/domain/workspace/workspace-events';
import { ERASED_IDEA_FIELDS, SOURCE_OF_KIND, type CopyFields } from '@app/domain/workspace/workspace-fields';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import { erasedMember } from '../erasure/erased-member';
import type { IdeaFieldColumns, IdeaStateColumns } from './idea-columns.table';
import { fieldColumns } from './idea-field-columns.table';

/**
 * What a member's workspace stream says about their idea: its generation, the edits of the creator's own copy (which
 * edit the idea), its share and the admin's curation. Edits of other copies name no idea and are passed over.
 */
export const USER_IDEA_EVENT_TYPES = [
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

const ERASING = ['UserDeleted'] as const satisfies readonly UserDeleted['type'][];

/** A platform idea's events the row folds: its scores are the scores' projection's, not the idea row's. */
export const PLATFORM_IDEA_EVENT_TYPES: readonly string[] = IDEA_EVENT_TYPES.filter((type) => type !== 'IdeaScored');

/** Every event the fold reads. */
export const IDEA_FOLD_EVENT_TYPES: readonly string[] = [...PLATFORM_IDEA_EVENT_TYPES, ...USER_IDEA_EVENT_TYPES, ...ERASING];

export type IdeaFoldEvent = Exclude<IdeaEvent, IdeaScored> | UserIdeaEvent;
type DocumentEvent = IdeaDocumentAdded | IdeaDocumentEdited;
/** What changes an idea that exists. */
type Change = Exclude<IdeaFoldEvent, IdeaCreated | UserIdeaGenerated | DocumentEvent>;

const PLATFORM_EVENTS = new Set<string>(PLATFORM_IDEA_EVENT_TYPES);
const USER_IDEA_EVENTS = new Set<string>(USER_IDEA_EVENT_TYPES);

/** A row's last revision once its member is erased: no later event of their stream is at or below it. */
export const CLOSED = 2n ** 63n - 1n;

/** An idea as the fold leaves it: the columns the read models hold alike, and how far its stream has been applied. */
export interface IdeaRow extends IdeaStateColumns, IdeaFieldColumns {
  /**
   * The last revision of the idea's own stream applied to it: `idea-<id>` for a platform idea, its creator's
   * `workspace-<userId>` for a member's. -1 on a stored row of a read model that keeps its streams' revisions apart
   * (admin_ideas) and folds only the events above them.
   */
  last_revision: bigint;
}

/** An idea's key: ids come from one sequence per source. */
export const ideaKey = (source: IdeaSource, id: number): string => `${source}:${id}`;

/** The one stream that speaks for an idea: a member cannot share or edit another's idea from their own stream. */
const streamOf = (row: IdeaRow): string => (row.source === 'FD' ? ideaStreamId(row.id) : workspaceStreamId(row.creator_id));

export interface IdeaRowsToRead {
  /** The ideas the page's events name. */
  ideas: { source: IdeaSource; id: number }[];
  /** The copies the page's edits name: a member's idea is found by its creator's copy. */
  copies: { source: IdeaSource; copyId: number }[];
  /** The members the page erases: their ideas are found by creator. */
  erasedMembers: string[];
}

/** What a page needs read before it is folded (events the fold does not read are passed over). */
export function ideaRowsToRead(events: readonly RecordedEvent[]): IdeaRowsToRead {
  const ideas = new Map<string, { source: IdeaSource; id: number }>();
  const copies = new Map<string, { source: IdeaSource; copyId: number }>();
  const erasedMembers = new Set<string>();
  for (const recorded of events) {
    if (PLATFORM_EVENTS.has(recorded.type)) {
      const { ideaId } = recorded.data as IdeaEvent['data'];
      ideas.set(ideaKey('FD', ideaId), { source: 'FD', id: ideaId });
    } else if (USER_IDEA_EVENTS.has(recorded.type)) {
      const event = { type: recorded.type, data: recorded.data } as UserIdeaEvent;
      if (event.type !== 'WorkspaceIdeaEdited') ideas.set(ideaKey(event.data.source, event.data.ideaId), { source: event.data.source, id: event.data.ideaId });
      else if (event.data.kind !== 'idea') {
        const source = SOURCE_OF_KIND[event.data.kind];
        copies.set(ideaKey(source, event.data.copyId), { source, copyId: event.data.copyId });
      }
    } else {
      const member = erasedMember(recorded);
      if (member !== undefined) erasedMembers.add(member);
    }
  }
  return { ideas: [...ideas.values()], copies: [...copies.values()], erasedMembers: [...erasedMembers] };
}

/** What is a projection's own, told as the fold goes. */
export interface IdeaFoldHooks {
  /** A platform idea's document added or edited, applied to `row` (which keeps no documents). */
  document?(row: IdeaRow, event: DocumentEvent): void;
  /** `event` changed `row` (made it aside). */
  changed?(row: IdeaRow, event: Change, recorded: RecordedEvent): void;
  /** A member's erasure blanked `row`. */
  erased?(row: IdeaRow): void;
}

export interface IdeaChanges {
  /** Every row the page changed, in the order it first did, by ideaKey (a document's event moves only its revision). */
  ideas: Map<string, IdeaRow>;
  /** The keys of those whose fields changed: made, edited, erased. */
  fieldsChanged: Set<string>;
}

export interface IdeaFold {
  changes: IdeaChanges;
  /** The row of `key` as the page has left it so far, to be read, not changed. */
  row(key: string): IdeaRow | undefined;
  /** Folds one event (one the fold does not read changes nothing). */
  apply(recorded: RecordedEvent): void;
  /** Counts the row of `key` changed by the page: a column of the read model's own changed (the catalog's views). */
  touch(key: string): void;
}

/** A fold of one page onto `stored`, the rows it needs read (ideaRowsToRead) by ideaKey; `stored` is left as it is. */
export function ideaFold(stored: ReadonlyMap<string, IdeaRow>, hooks: IdeaFoldHooks = {}): IdeaFold {
  const changes: IdeaChanges = { ideas: new Map(), fieldsChanged: new Set() };
  /** A member's idea's key by its creator's copy's (ideaKey of the copy's source and id). */
  const byCopy = new Map<string, string>();
  for (const [key, row] of stored) if (row.copy_id !== null) byCopy.set(ideaKey(row.source, row.copy_id), key);

  const row = (key: string): IdeaRow | undefined => changes.ideas.get(key) ?? stored.get(key);
  // A stored row is copied before it changes; one the page already changed is its own, changed in place.
  const own = (key: string | undefined): IdeaRow | undefined => {
    if (key === undefined) return undefined;
    const changed = changes.ideas.get(key);
    if (changed) return changed;
    const found = stored.get(key);
    return found && { ...found };
  };

  const made = (idea: IdeaRow) => {
    const key = ideaKey(idea.source, idea.id);
    // Creation is revision 0 of the idea's stream, so a row that exists has seen it.
    if (row(key)) return;
    changes.ideas.set(key, idea);
    changes.fieldsChanged.add(key);
    if (idea.copy_id !== null) byCopy.set(ideaKey(idea.source, idea.copy_id), key);
  };

  const changed = (idea: IdeaRow | undefined, event: Exclude<IdeaFoldEvent, IdeaCreated | UserIdeaGenerated>, recorded: RecordedEvent) => {
    if (!idea || recorded.streamId !== streamOf(idea) || recorded.revision <= idea.last_revision) return;
    const key = ideaKey(idea.source, idea.id);
    idea.last_revision = recorded.revision;
    changes.ideas.set(key, idea);
    if (event.type === 'IdeaDocumentAdded' || event.type === 'IdeaDocumentEdited') {
      hooks.document?.(idea, event);
      return;
    }
    evolve(idea, event);
    if (event.type === 'IdeaEdited' || event.type === 'WorkspaceIdeaEdited') changes.fieldsChanged.add(key);
    hooks.changed?.(idea, event, recorded);
  };

  const erased = (member: string, at: Date) => {
    const theirs = new Set<string>();
    // A row already erased (closed) stays as it is: a replayed erasure changes nothing.
    for (const rows of [stored, changes.ideas]) for (const [key, idea] of rows) if (idea.copy_id !== null && idea.creator_id === member && idea.last_revision !== CLOSED) theirs.add(key);
    for (const key of theirs) {
      const idea = own(key)!;
      Object.assign(idea, fieldColumns(ERASED_IDEA_FIELDS));
      idea.deleted_at = at;
      idea.updated_at = at;
      idea.last_revision = CLOSED;
      changes.ideas.set(key, idea);
      changes.fieldsChanged.add(key);
      hooks.erased?.(idea);
    }
  };

  const apply = (recorded: RecordedEvent) => {
    if (PLATFORM_EVENTS.has(recorded.type)) {
      const event = { type: recorded.type, data: recorded.data } as Exclude<IdeaEvent, IdeaScored>;
      if (event.type !== 'IdeaCreated') changed(own(ideaKey('FD', event.data.ideaId)), event, recorded);
      else if (recorded.streamId === ideaStreamId(event.data.ideaId)) made(platformIdea(event.data, recorded.revision));
      return;
    }
    if (USER_IDEA_EVENTS.has(recorded.type)) {
      const event = { type: recorded.type, data: recorded.data } as UserIdeaEvent;
      if (event.type === 'UserIdeaGenerated') {
        if (recorded.streamId === workspaceStreamId(event.data.userId)) made(memberIdea(event.data, recorded.revision));
        return;
      }
      const key =
        event.type !== 'WorkspaceIdeaEdited'
          ? ideaKey(event.data.source, event.data.ideaId)
          : event.data.kind === 'idea'
            ? undefined
            : byCopy.get(ideaKey(SOURCE_OF_KIND[event.data.kind], event.data.copyId));
      const idea = own(key);
      // Every workspace event names the member; one naming someone other than the idea's creator changes nothing.
      if (idea?.creator_id === event.data.userId) changed(idea, event, recorded);
      return;
    }
    const member = erasedMember(recorded);
    if (member !== undefined) erased(member, new Date((recorded.data as UserDeleted['data']).at));
  };

  const touch = (key: string) => {
    const idea = own(key);
    if (idea) changes.ideas.set(key, idea);
  };

  return { changes, row, apply, touch };
}

/** A row before its fields: Unpublished, public, not deleted. */
function newIdea(idea: { source: IdeaSource; id: number; type: IdeaType; creatorId: string; at: Date; revision: bigint }): IdeaRow {
  return {
    source: idea.source,
    id: idea.id,
    batch_number: null,
    title: '',
    description: '',
    category: '',
    type: idea.type,
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
    status: 'Unpublished',
    private: false,
    stamp: null,
    auto_deleted: false,
    auto_delete_activated_at: null,
    archived: false,
    creator_id: idea.creatorId,
    copy_id: null,
    created_at: idea.at,
    updated_at: idea.at,
    deleted_at: null,
    last_revision: idea.revision,
  };
}

function platformIdea(data: IdeaCreated['data'], revision: bigint): IdeaRow {
  const idea = newIdea({ source: 'FD', id: data.ideaId, type: data.type, creatorId: data.creatorId, at: new Date(data.createdAt), revision });
  idea.batch_number = data.batchNumber;
  idea.stamp = data.stamp;
  return Object.assign(idea, fieldColumns(data));
}

/** A member's generated idea: private until shared, Unpublished until an admin approves it; without text once erased. */
function memberIdea(data: UserIdeaGenerated['data'], revision: bigint): IdeaRow {
  const fields: CopyFields = data.personal?.idea ?? ERASED_IDEA_FIELDS;
  const idea = newIdea({ source: data.source, id: data.ideaId, type: fields.type, creatorId: data.userId, at: new Date(data.at), revision });
  idea.private = data.private;
  idea.copy_id = data.copyId;
  return Object.assign(idea, fieldColumns(fields));
}

/** The admin's curation and the creator's edits move a platform idea and a member's alike. */
function evolve(idea: IdeaRow, event: Change): void {
  const at = new Date(event.data.at);
  switch (event.type) {
    case 'IdeaEdited':
      Object.assign(idea, fieldColumns(event.data.changes));
      break;
    case 'WorkspaceIdeaEdited':
      Object.assign(idea, fieldColumns(event.data.personal?.changes ?? {}));
      break;
    case 'IdeaPublished':
    case 'UserIdeaPublished':
      idea.status = 'Published';
      break;
    case 'IdeaUnpublished':
    case 'UserIdeaUnpublished':
      idea.status = 'Unpublished';
      break;
    case 'IdeaTypeChanged':
      idea.type = event.data.type;
      break;
    case 'IdeaStamped':
    case 'UserIdeaStamped':
      idea.stamp = event.data.stamp;
      break;
    case 'IdeaAutoDeleteSwitched':
      idea.auto_deleted = event.data.autoDeleted;
      idea.auto_delete_activated_at = event.data.activatedAt ? new Date(event.data.activatedAt) : null;
      break;
    case 'IdeaArchived':
      idea.archived = true;
      break;
    case 'IdeaDeleted':
    case 'UserIdeaDeleted':
      idea.deleted_at = at;
      break;
    case 'IdeaRestored':
    case 'UserIdeaRestored':
      idea.deleted_at = null;
      break;
    case 'UserIdeaShared':
      // Public now, waiting for the admin's approval: the marketplace's order does not move (the admin's list dates it).
      idea.private = false;
      return;
  }
  idea.updated_at = at;
}
