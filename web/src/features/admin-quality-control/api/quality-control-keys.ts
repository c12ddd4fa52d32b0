import type { QualityControlFilters } from '../utils/quality-control';

// Query keys of the Quality Control section, general to specific, so `qualityControlKeys.reports()` reaches the report
// of every filter.
export const qualityControlKeys = {
  all: ['admin-quality-control'] as const,
  reports: () => [...qualityControlKeys.all, 'report'] as const,
  report: (filters: QualityControlFilters) => [...qualityControlKeys.reports(), filters] as const,
};
