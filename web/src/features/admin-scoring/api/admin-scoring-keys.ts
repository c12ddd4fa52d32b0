// Query keys of the admin's scoring rubric, general to specific, so `adminScoringKeys.all` reaches every one of them.
export const adminScoringKeys = {
  all: ['admin-scoring'] as const,
  versions: () => [...adminScoringKeys.all, 'versions'] as const,
  comparison: (version: number) => [...adminScoringKeys.all, 'comparison', version] as const,
};
