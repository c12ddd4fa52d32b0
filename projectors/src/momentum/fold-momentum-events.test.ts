import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import { copiesToRead, foldMomentumEvents } from './fold-momentum-events';

let prepare = 0n;
function recorded(type: string, data: object): RecordedEvent {
  prepare += 1n;
  return {
    id: `e${prepare}`,
    type,
    data,
    metadata: { userId: null, commandId: 'c', correlationId: 'c', causationId: 'c', at: '2026-11-28T00:00:00.000Z' },
    streamId: 's',
    revision: 0n,
    position: { commit: 1n, prepare },
    createdAt: new Date(0),
  };
}

const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

const empty = { lastPosition: undefined, newestDay: undefined, copies: new Map<number, number>() };

describe('the momentum fold', () => {
  it('adds a page’s counts per idea and day, in the key’s order, passing over ids and counts that are no ids or counts', () => {
    const events = [
      recorded('IdeaViewsRecorded', { counts: { 9: 2, 3: 1, x: 4, 0: 1, 5: -1, 6: 1.5 }, shares: { 3: 1 }, at: '2026-11-27T23:00:00Z' }),
      recorded('IdeaViewsRecorded', { counts: { 3: 2 }, shares: {}, at: '2026-11-28T01:00:00Z' }),
      recorded('IdeaDocumentAdded', { ideaId: 9, documentId: 1, type: 'PRD', content: '', at: '2026-11-27T10:00:00Z' }),
    ];
    const { days, newestDay, lastPosition } = foldMomentumEvents(empty, events);
    expect(days).toEqual([
      { idea_id: 3, day: day('2026-11-27'), views: 1, saves: 0, shares: 1, documents: 0 },
      { idea_id: 3, day: day('2026-11-28'), views: 2, saves: 0, shares: 0, documents: 0 },
      { idea_id: 9, day: day('2026-11-27'), views: 2, saves: 0, shares: 0, documents: 1 },
    ]);
    expect(lastPosition).toEqual(events[2]!.position);
    expect(newestDay).toBe(day('2026-11-28'));
  });

  it('folds a page’s events of one idea and day into one row, its increments summed', () => {
    const page = [
      ...Array.from({ length: 200 }, (_, n) => recorded('IdeaViewsRecorded', { counts: { 5: 1 }, shares: n % 4 ? {} : { 5: 1 }, at: `2026-11-28T${String(n % 24).padStart(2, '0')}:00:00Z` })),
      ...Array.from({ length: 30 }, (_, n) => recorded('IdeaSavedToWorkspace', { userId: 'u', copyId: 70 + n, kind: 'idea', originalId: 5, subjectId: 'u', at: '2026-11-28T05:00:00Z', personal: null })),
    ];
    expect(foldMomentumEvents(empty, page).days).toEqual([{ idea_id: 5, day: day('2026-11-28'), views: 200, saves: 30, shares: 50, documents: 0 }]);
  });

  it('counts a copy’s document for its idea, the copy made in the page or read before it, and passes over events already applied', () => {
    const saved = recorded('IdeaSavedToWorkspace', { userId: 'u', copyId: 50, kind: 'idea', originalId: 7, subjectId: 'u', at: '2026-11-28T01:00:00Z', personal: null });
    const page = [
      saved,
      recorded('WorkspaceDocumentGenerated', { userId: 'u', documentId: 1, kind: 'idea', copyId: 50, type: 'PRD', at: '2026-11-28T02:00:00Z', personal: null }),
      recorded('WorkspaceDocumentGenerated', { userId: 'u', documentId: 2, kind: 'ugi', copyId: 60, type: 'PRD', at: '2026-11-28T02:00:00Z', personal: null }),
    ];
    expect(copiesToRead(page)).toEqual([60]);
    const { days, copies } = foldMomentumEvents({ ...empty, copies: new Map([[60, 100000]]) }, page);
    expect(copies).toEqual(new Map([[50, 7]]));
    expect(days.map((row) => [row.idea_id, row.saves, row.documents])).toEqual([
      [7, 1, 1],
      [100000, 0, 1],
    ]);
    expect(foldMomentumEvents({ ...empty, lastPosition: page[2]!.position }, page).days).toEqual([]);
  });
});
