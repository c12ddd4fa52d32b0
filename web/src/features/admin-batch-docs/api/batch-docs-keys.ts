// Query keys of the Batch-Docs section, general to specific, so `batchDocsKeys.all` reaches every one of them.
export const batchDocsKeys = {
  all: ['admin-batch-docs'] as const,
  list: () => [...batchDocsKeys.all, 'list'] as const,
};
