import type { QualityControlFilters, ReportList } from '../utils/quality-control';

// Query keys of the Quality Control section, general to specific, so `qualityControlKeys.reports()` reaches both lists
// of every filter.
export const qualityControlKeys = {
  all: ['admin-quality-control'] as const,
  reports: () => [...qualityControlKeys.all, 'report'] as const,
  list: (list: ReportList, filters: QualityControlFilters) => [...qualityControlKeys.reports(), list, filters] as const,
};
