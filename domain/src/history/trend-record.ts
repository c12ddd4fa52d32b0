// A trend as it was (`TrendRecord`), folded from its stream. The decider's state keeps only the linked ids; the
// record keeps the trend's text too, and keeps the links of a deleted trend, which show what it held when deleted.
import type { TrendEvent } from '../trends/trend-events';
import type { TrendRecord } from './history-view';
import type { RecordFold } from './record-tracker';

function evolveTrendRecord(record: TrendRecord | null, event: TrendEvent): TrendRecord | null {
  if (event.type === 'TrendCreated') {
    const { trendId, title, description, type, source, createdAt } = event.data;
    return { trendId, title, description, type, source, createdAt, ideaIds: [], deleted: false };
  }
  if (record === null) return null;
  switch (event.type) {
    case 'TrendIdeasLinked':
      return { ...record, ideaIds: [...new Set([...record.ideaIds, ...event.data.ideaIds])] };
    case 'TrendIdeaUnlinked':
      return { ...record, ideaIds: record.ideaIds.filter((ideaId) => ideaId !== event.data.ideaId) };
    case 'TrendDeleted':
      return { ...record, deleted: true };
  }
}

export const trendRecordFold: RecordFold<TrendRecord | null, TrendEvent, TrendRecord> = {
  initialState: () => null,
  evolve: evolveTrendRecord,
  record: (record) => record,
};
