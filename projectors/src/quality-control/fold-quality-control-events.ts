// Folds a page of platform ideas' events onto what the model holds of the ideas they name, in memory, so the page's
// similarity work is done once per idea on its final state, however many of its events the page holds. Events at or
// below an idea's last applied revision are skipped, which makes a page applied twice change nothing.
import type { IdeaStatus, IdeaType } from '@app/domain/ideas/idea-enumerations';
import type { IdeaEvent } from '@app/domain/ideas/idea-events';
import type { RecordedEvent } from '@app/infra/event-store/event-store';

export const QUALITY_CONTROL_EVENT_TYPES = [
  'IdeaCreated',
  'IdeaEdited',
  'IdeaPublished',
  'IdeaUnpublished',
  'IdeaTypeChanged',
  'IdeaDeleted',
  'IdeaRestored',
] as const satisfies readonly IdeaEvent['type'][];

type QualityControlEvent = Extract<IdeaEvent, { type: (typeof QUALITY_CONTROL_EVENT_TYPES)[number] }>;

/** What the events say about an idea. */
export interface QualityControlIdea {
  id: number;
  revision: bigint;
  title: string;
  description: string;
  category: string;
  batchNumber: number | null;
  type: IdeaType;
  status: IdeaStatus;
  createdAt: Date;
  deleted: boolean;
}

export interface IdeaChange {
  /** As the model held it before the page; undefined for an idea the page creates. */
  before: QualityControlIdea | undefined;
  after: QualityControlIdea;
}

/** The idea ids a page names, among the events this model reads (platform ideas' streams only). */
export function ideaIdsOf(events: readonly RecordedEvent[]): number[] {
  return [...new Set(handled(events).map((event) => (event.data as QualityControlEvent['data']).ideaId))];
}

function handled(events: readonly RecordedEvent[]): RecordedEvent[] {
  return events.filter((event) => event.streamId.startsWith('idea-') && (QUALITY_CONTROL_EVENT_TYPES as readonly string[]).includes(event.type));
}

/** The ideas the page changed, with their state before and after it. */
export function foldQualityControlEvents(stored: ReadonlyMap<number, QualityControlIdea>, events: readonly RecordedEvent[]): Map<number, IdeaChange> {
  const changes = new Map<number, IdeaChange>();
  for (const recorded of handled(events)) {
    const event = { type: recorded.type, data: recorded.data } as QualityControlEvent;
    const id = event.data.ideaId;
    const before = stored.get(id);
    const current = changes.get(id)?.after ?? before;
    if (current && recorded.revision <= current.revision) continue;
    if (event.type === 'IdeaCreated') {
      // A second creation of a known idea cannot happen on one stream (the decider refuses it).
      if (current) continue;
      const { title, description, category, batchNumber, type, createdAt } = event.data;
      const created: QualityControlIdea = {
        id, revision: recorded.revision, title, description, category, batchNumber, type, status: 'Unpublished', createdAt: new Date(createdAt), deleted: false,
      };
      changes.set(id, { before, after: created });
      continue;
    }
    // An idea the model never saw created has nothing to change.
    if (!current) continue;
    const after: QualityControlIdea = { ...current, revision: recorded.revision };
    switch (event.type) {
      case 'IdeaEdited': {
        const { title, description, category } = event.data.changes;
        if (title !== undefined) after.title = title;
        if (description !== undefined) after.description = description;
        if (category !== undefined) after.category = category;
        break;
      }
      case 'IdeaPublished':
        after.status = 'Published';
        break;
      case 'IdeaUnpublished':
        after.status = 'Unpublished';
        break;
      case 'IdeaTypeChanged':
        after.type = event.data.type;
        break;
      case 'IdeaDeleted':
        after.deleted = true;
        break;
      case 'IdeaRestored':
        after.deleted = false;
        break;
    }
    changes.set(id, { before, after });
  }
  return changes;
}

/**
 * Whether the change moves the idea in or out of the groups and pairs, or changes what decides them (its text) or
 * how they are filtered (its categories; the batch never changes): then its pairs are found afresh.
 */
export function movesIdea({ before, after }: IdeaChange): { leaves: boolean; enters: boolean } {
  const wasIn = before !== undefined && !before.deleted;
  const isIn = !after.deleted;
  const same = wasIn && isIn && before.title === after.title && before.description === after.description && before.category === after.category;
  return { leaves: wasIn && !same, enters: isIn && !same };
}
