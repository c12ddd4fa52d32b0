// Query keys of the Batch-Runs section, general to specific, so `batchRunsKeys.all` reaches every one of them.
export const batchRunsKeys = {
  all: ['admin-batch-runs'] as const,
  list: () => [...batchRunsKeys.all, 'list'] as const,
};
