import { describe, expect, it } from 'vitest';
import type { IdeaEvent } from '@app/domain/ideas/idea-events';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import { foldQualityControlEvents, ideaIdsOf, movesIdea, type QualityControlIdea } from './fold-quality-control-events';
import { ideaCreated, ideaDeleted, ideaEdited, ideaRestored, IDEAS } from './testing/quality-control-history';

/** The events as one page of `idea-<id>` streams, each stream's revisions counted from `from`. */
function page(events: readonly [number, IdeaEvent][], from: Record<number, number> = {}): RecordedEvent[] {
  const next = { ...from };
  return events.map(([ideaId, event]) => {
    const revision = next[ideaId] ?? 0;
    next[ideaId] = revision + 1;
    return {
      id: `${ideaId}-${revision}`,
      type: event.type,
      data: event.data,
      metadata: { userId: 'admin-1', commandId: 'c', correlationId: 'c', causationId: 'c', at: event.data.at },
      streamId: `idea-${ideaId}`,
      revision: BigInt(revision),
      position: { commit: 0n, prepare: 0n },
      createdAt: new Date(event.data.at),
    };
  });
}

const stored: QualityControlIdea = {
  id: 1, revision: 1n, title: IDEAS[0]!.title, description: IDEAS[0]!.description, category: 'HealthTech', batchNumber: 1, type: 'FREE',
  status: 'Published', createdAt: new Date('2026-12-01T10:00:00.000Z'), deleted: false,
};
const held = new Map([[1, stored]]);

describe('folding a page of platform ideas', () => {
  it('takes a created idea in, unpublished, and names the ideas of idea streams only', () => {
    const events = page([[4, ideaCreated(IDEAS[3]!, 3)]]);
    const changes = foldQualityControlEvents(new Map(), events);
    expect(changes.get(4)).toEqual({
      before: undefined,
      after: expect.objectContaining({ id: 4, revision: 0n, title: IDEAS[3]!.title, category: 'DataTech', batchNumber: 1, status: 'Unpublished', deleted: false }) as unknown,
    });
    expect(movesIdea(changes.get(4)!)).toEqual({ leaves: false, enters: true });
    expect(ideaIdsOf([...events, { ...events[0]!, streamId: 'workspace-4' }])).toEqual([4]);
  });

  it('folds every event of an idea in the page onto its last state', () => {
    const changes = foldQualityControlEvents(held, page([[1, ideaEdited(1, { title: 'New title' }, 5)], [1, ideaDeleted(1, 6)], [1, ideaRestored(1, 7)]], { 1: 2 }));
    expect(changes.get(1)).toEqual({ before: stored, after: { ...stored, title: 'New title', revision: 4n } });
  });

  it('moves an idea whose text or categories change, or that leaves or comes back; not one whose type or status does', () => {
    const after = (event: IdeaEvent) => movesIdea(foldQualityControlEvents(held, page([[1, event]], { 1: 2 })).get(1)!);
    expect(after(ideaEdited(1, { description: 'Another description' }, 5))).toEqual({ leaves: true, enters: true });
    expect(after(ideaEdited(1, { category: 'EdTech' }, 5))).toEqual({ leaves: true, enters: true });
    expect(after(ideaEdited(1, { marketSize: '$2B' }, 5))).toEqual({ leaves: false, enters: false });
    expect(after({ type: 'IdeaTypeChanged', data: { ideaId: 1, type: 'PREMIUM', at: '2026-12-01T10:05:00.000Z' } })).toEqual({ leaves: false, enters: false });
    expect(after(ideaDeleted(1, 5))).toEqual({ leaves: true, enters: false });
    const deleted = new Map([[1, { ...stored, deleted: true }]]);
    expect(movesIdea(foldQualityControlEvents(deleted, page([[1, ideaRestored(1, 5)]], { 1: 2 })).get(1)!)).toEqual({ leaves: false, enters: true });
  });

  it('skips events at or below the revision the model holds, and events of an idea it never saw created', () => {
    expect(foldQualityControlEvents(held, page([[1, ideaCreated(IDEAS[0]!, 0)], [1, ideaEdited(1, { title: 'Old edit' }, 1)]]))).toEqual(new Map());
    expect(foldQualityControlEvents(new Map(), page([[9, ideaDeleted(9, 1)]], { 9: 3 }))).toEqual(new Map());
  });
});
