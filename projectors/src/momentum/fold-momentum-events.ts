// Folds a page of events into each idea's activity per UTC day (docs/product.md "Momentum"), in memory, so a page
// costs one additive upsert however many events it holds. Views and shares come in the query API's batches; a save
// counts for the idea saved (a platform idea, or a member's approved idea); a document for the platform idea it was
// added to, or for the idea a member's copy is of (the copies are known from the saves and generations before it).
import { MOMENTUM_RETENTION_DAYS } from '@app/domain/momentum/momentum-api';
import { dayNumber } from '@app/domain/momentum/momentum-days';
import type { IdeaDocumentAdded, IdeaViewsRecorded } from '@app/domain/ideas/idea-events';
import type { IdeaSavedToWorkspace, UserIdeaGenerated, WorkspaceDocumentGenerated } from '@app/domain/workspace/workspace-events';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import { comparePositions, type Position } from '@app/infra/event-store/position';
import type { MomentumDaysStagedTable } from './momentum.table';

export const MOMENTUM_EVENT_TYPES = ['IdeaViewsRecorded', 'IdeaSavedToWorkspace', 'UserIdeaGenerated', 'WorkspaceDocumentGenerated', 'IdeaDocumentAdded'] as const;

const MAX_ID = 2 ** 31 - 1;

export type Signal = 'views' | 'saves' | 'shares' | 'documents';

/** A page's sums for one idea and day: the day in days since 1970-01-01 (sent as a number: momentum.projection.ts). */
export type DayRow = MomentumDaysStagedTable;

export interface MomentumState {
  lastPosition: Position | undefined;
  /** Days since 1970 of the newest event seen; undefined before the first. */
  newestDay: number | undefined;
  /** Copy id → idea id, for the copies the page's documents name (read before the fold). */
  copies: ReadonlyMap<number, number>;
}

export interface MomentumChanges {
  /** The (idea, day) counts to add, each day within the retention window of the newest day, by idea then day. */
  days: DayRow[];
  /** Copies the page made (copy id → idea id). */
  copies: Map<number, number>;
  lastPosition: Position | undefined;
  newestDay: number | undefined;
}

/** The oldest day kept when `newest` is the newest: the retention window ends on it. */
export const oldestKeptDay = (newest: number): number => newest - MOMENTUM_RETENTION_DAYS + 1;

/** The copy ids whose ideas the fold needs from the table: those documents name that the page does not create. */
export function copiesToRead(events: readonly RecordedEvent[]): number[] {
  const made = new Set<number>();
  const wanted = new Set<number>();
  for (const event of events) {
    if (event.type === 'IdeaSavedToWorkspace' || event.type === 'UserIdeaGenerated') made.add((event.data as { copyId: number }).copyId);
    else if (event.type === 'WorkspaceDocumentGenerated') {
      const { copyId } = event.data as WorkspaceDocumentGenerated['data'];
      if (!made.has(copyId)) wanted.add(copyId);
    }
  }
  return [...wanted];
}

export function foldMomentumEvents(state: MomentumState, events: readonly RecordedEvent[]): MomentumChanges {
  // By day, then idea: a page's events fall on a day or two, and small integer keys are the ones a Map hashes fastest.
  const byDay = new Map<number, Map<number, DayRow>>();
  let rowsOfDay: Map<number, DayRow> | undefined;
  let rowsDay = NaN;
  const copies = new Map<number, number>();
  let { lastPosition, newestDay } = state;
  const add = (ideaId: unknown, day: number, signal: Signal, count: unknown) => {
    if (!Number.isInteger(ideaId) || (ideaId as number) < 1 || (ideaId as number) > MAX_ID) return;
    if (!Number.isInteger(count) || (count as number) <= 0 || Number.isNaN(day)) return;
    if (day !== rowsDay) {
      rowsDay = day;
      rowsOfDay = byDay.get(day);
      if (!rowsOfDay) byDay.set(day, (rowsOfDay = new Map<number, DayRow>()));
    }
    let row = rowsOfDay!.get(ideaId as number);
    if (!row) {
      row = { idea_id: ideaId as number, day, views: 0, saves: 0, shares: 0, documents: 0 };
      rowsOfDay!.set(ideaId as number, row);
    }
    row[signal] += count as number;
  };
  const addAll = (named: Record<string, number> | undefined, day: number, signal: Signal) => {
    for (const id in named) add(Number(id), day, signal, named[id]);
  };

  for (const event of events) {
    // A page applied again (its commit was lost) adds nothing twice.
    if (lastPosition && comparePositions(event.position, lastPosition) <= 0) continue;
    lastPosition = event.position;
    const day = dayNumber((event.data as { at?: string }).at ?? event.metadata.at);
    if (!Number.isNaN(day) && (newestDay === undefined || day > newestDay)) newestDay = day;
    switch (event.type) {
      case 'IdeaViewsRecorded': {
        const { counts: views, shares } = event.data as IdeaViewsRecorded['data'];
        addAll(views, day, 'views');
        addAll(shares, day, 'shares');
        break;
      }
      case 'UserIdeaGenerated': {
        const { copyId, ideaId } = event.data as UserIdeaGenerated['data'];
        copies.set(copyId, ideaId);
        break;
      }
      case 'IdeaSavedToWorkspace': {
        const { copyId, originalId } = event.data as IdeaSavedToWorkspace['data'];
        copies.set(copyId, originalId);
        add(originalId, day, 'saves', 1);
        break;
      }
      case 'WorkspaceDocumentGenerated': {
        const { copyId } = event.data as WorkspaceDocumentGenerated['data'];
        add(copies.get(copyId) ?? state.copies.get(copyId), day, 'documents', 1);
        break;
      }
      case 'IdeaDocumentAdded':
        add((event.data as IdeaDocumentAdded['data']).ideaId, day, 'documents', 1);
        break;
    }
  }
  const oldest = newestDay === undefined ? undefined : oldestKeptDay(newestDay);
  const days: DayRow[] = [];
  for (const [day, rows] of byDay) if (oldest === undefined || day >= oldest) for (const row of rows.values()) days.push(row);
  // In the primary key's order: the upsert then walks the index's pages in order rather than at random.
  days.sort((a, b) => a.idea_id - b.idea_id || a.day - b.day);
  return { days, copies, lastPosition, newestDay };
}
