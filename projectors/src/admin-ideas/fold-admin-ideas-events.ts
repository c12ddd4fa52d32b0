// Folds a page of events onto the admin's idea rows they touch, in memory, so a page costs one read and one write per
// table however many events it holds (a benchmark loads 100,000 ideas): the ideas through the fold the catalog shares
// (../ideas/fold-idea-events.ts), with the deleted ideas and the trend links beside them. Every stream's last
// applied revision is kept, and events at or below it are skipped, which makes a page applied twice change nothing.
//
// A member's `UserDeleted` erases their ideas (the fold blanks them), takes them off the deleted ideas, and closes
// their workspace stream to later events. A rebuild ends the same way.
import type { IdeaEvent } from '@app/domain/ideas/idea-events';
import { TREND_EVENT_TYPES, type TrendEvent } from '@app/domain/trends/trend-events';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import { ERASED_IDEA_FIELDS } from '@app/domain/workspace/workspace-fields';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import { erasedMember } from '../erasure/erased-member';
import { IDEA_FOLD_EVENT_TYPES, PLATFORM_IDEA_EVENT_TYPES, ideaFold, ideaKey, ideaRowsToRead, USER_IDEA_EVENT_TYPES, type IdeaRow, type IdeaRowsToRead } from '../ideas/fold-idea-events';
import type { DeletedIdeasTable } from './admin-ideas.table';

export const ADMIN_IDEAS_EVENT_TYPES: readonly string[] = [...IDEA_FOLD_EVENT_TYPES, ...TREND_EVENT_TYPES];

const STREAM_KINDS = [
  { prefix: 'idea-', types: new Set<string>(PLATFORM_IDEA_EVENT_TYPES) },
  { prefix: 'trend-', types: new Set<string>(TREND_EVENT_TYPES) },
  { prefix: 'workspace-', types: new Set<string>(USER_IDEA_EVENT_TYPES) },
  { prefix: 'user-', types: new Set<string>(['UserDeleted']) },
];

/** Documents are read from the catalog: their events only move their stream's revision here. */
const DOCUMENT_EVENTS = new Set<string>(['IdeaDocumentAdded', 'IdeaDocumentEdited'] satisfies IdeaEvent['type'][]);

/** An erased member's workspace stream's last revision: no later event of it is at or below it. */
const CLOSED = 2n ** 63n - 1n;

export interface AdminIdeasState {
  /** The ideas the page names, by ideaKey (deleted ones included), each with -1 as its last revision. */
  ideas: ReadonlyMap<string, IdeaRow>;
  /** The last applied revision of the page's streams. */
  revisions: ReadonlyMap<string, bigint>;
}

export type TrendChange =
  | { type: 'linked'; trendId: number; ideaIds: number[] }
  | { type: 'unlinked'; trendId: number; ideaId: number }
  | { type: 'trendDeleted'; trendId: number };

export interface AdminIdeasChanges {
  /** Ideas whose list row changed, by ideaKey. */
  ideas: Map<string, IdeaRow>;
  /** The keys among `ideas` whose details changed too. */
  detailsChanged: Set<string>;
  /** Per ideaKey: the deleted-ideas row to write, or null to remove it. */
  deleted: Map<string, DeletedIdeasTable | null>;
  /** In event order: they must be written in it. */
  trendChanges: TrendChange[];
  revisions: Map<string, bigint>;
}

/** The events of the page this projection handles: known types on the streams that carry them. */
function handled(events: readonly RecordedEvent[]): RecordedEvent[] {
  return events.filter((event) => STREAM_KINDS.some((kind) => event.streamId.startsWith(kind.prefix) && kind.types.has(event.type)));
}

/** What a page needs read before folding: its streams' revisions, and the ideas the fold needs. */
export function rowsToRead(events: readonly RecordedEvent[]): IdeaRowsToRead & { streamIds: string[] } {
  const mine = handled(events);
  return { streamIds: [...new Set(mine.map((event) => event.streamId))], ...ideaRowsToRead(mine) };
}

export function foldAdminIdeasEvents(stored: AdminIdeasState, events: readonly RecordedEvent[]): AdminIdeasChanges {
  const deleted = new Map<string, DeletedIdeasTable | null>();
  const trendChanges: TrendChange[] = [];
  const revisions = new Map<string, bigint>();
  /** Who deleted it (the event's actor), with the title and description the event carries. */
  const deletion = (idea: IdeaRow, recorded: RecordedEvent, at: string, { title, description }: { title: string; description: string }) =>
    deleted.set(ideaKey(idea.source, idea.id), { source: idea.source, id: idea.id, user_id: recorded.metadata.userId, title, description, deleted_at: new Date(at) });
  const ideas = ideaFold(stored.ideas, {
    changed(idea, event, recorded) {
      switch (event.type) {
        case 'UserIdeaShared':
          // The admin's list dates a share (the marketplace does not).
          idea.updated_at = new Date(event.data.at);
          return;
        case 'IdeaDeleted':
          deletion(idea, recorded, event.data.at, event.data);
          return;
        case 'UserIdeaDeleted':
          deletion(idea, recorded, event.data.at, event.data.personal ?? ERASED_IDEA_FIELDS);
          return;
        case 'IdeaRestored':
        case 'UserIdeaRestored':
          deleted.set(ideaKey(idea.source, idea.id), null);
          return;
      }
    },
    erased(idea) {
      deleted.set(ideaKey(idea.source, idea.id), null);
    },
  });

  for (const recorded of handled(events)) {
    const applied = revisions.get(recorded.streamId) ?? stored.revisions.get(recorded.streamId) ?? -1n;
    if (recorded.revision <= applied) continue;
    revisions.set(recorded.streamId, recorded.revision);
    if (recorded.streamId.startsWith('trend-')) {
      const trendChange = trendChangeOf({ type: recorded.type, data: recorded.data } as TrendEvent);
      if (trendChange) trendChanges.push(trendChange);
      continue;
    }
    if (DOCUMENT_EVENTS.has(recorded.type)) continue;
    const member = erasedMember(recorded);
    if (member !== undefined) revisions.set(workspaceStreamId(member), CLOSED);
    ideas.apply(recorded);
  }
  return { ideas: ideas.changes.ideas, detailsChanged: ideas.changes.fieldsChanged, deleted, trendChanges, revisions };
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
