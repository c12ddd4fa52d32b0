import type { TrendType } from '@app/domain/trends/trend-view';

// Query keys of the admin's AI operations, general to specific, so `adminJobsKeys.all` reaches every one of them.
export const adminJobsKeys = {
  all: ['admin-jobs'] as const,
  /** Every admin's running jobs (the progress view). */
  running: () => [...adminJobsKeys.all, 'running'] as const,
  /** One job this tab started, followed until it ends. */
  job: (jobId: string) => [...adminJobsKeys.all, 'job', jobId] as const,
  /** The existing trends the batch settings offer for a trend type. */
  allTrends: () => [...adminJobsKeys.all, 'trends'] as const,
  trends: (type: TrendType) => [...adminJobsKeys.allTrends(), type] as const,
};
