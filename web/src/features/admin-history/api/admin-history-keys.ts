import type { AsOfKind, HistoryKind } from '@app/domain/history/history-view';

// Query keys of the history screens, general to specific: `adminHistoryKeys.timeline(kind, id)` reaches every page
// of one entity's history.
export const adminHistoryKeys = {
  all: ['admin-history'] as const,
  timelines: () => [...adminHistoryKeys.all, 'timeline'] as const,
  timeline: (kind: HistoryKind, id: string) => [...adminHistoryKeys.timelines(), kind, id] as const,
  asOf: (kind: AsOfKind, id: string, at: string) => [...adminHistoryKeys.all, 'as-of', kind, id, at] as const,
};
