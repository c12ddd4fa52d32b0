import type { ActivityFilters } from '../utils/activity-filters';

// Query keys of the Activity section, general to specific: `adminActivityKeys.lists()` reaches every filtered list.
export const adminActivityKeys = {
  all: ['admin-activity'] as const,
  lists: () => [...adminActivityKeys.all, 'list'] as const,
  list: (filters: ActivityFilters) => [...adminActivityKeys.lists(), filters] as const,
};
