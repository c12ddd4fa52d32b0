// Query keys of the trends feature, general to specific: `detail(id)` reaches the trend's ideas too, so one
// invalidation refreshes the whole trend page.
export const trendsKeys = {
  all: ['trends'] as const,
  list: () => [...trendsKeys.all, 'list'] as const,
  details: () => [...trendsKeys.all, 'detail'] as const,
  detail: (trendId: number) => [...trendsKeys.details(), trendId] as const,
  ideas: (trendId: number) => [...trendsKeys.detail(trendId), 'ideas'] as const,
  momentum: (trendId: number) => [...trendsKeys.detail(trendId), 'momentum'] as const,
  /** Every live trend's 30-day line, for the list's cards. */
  sparklines: () => [...trendsKeys.all, 'sparklines'] as const,
  /** The whole catalog, for the add-ideas dialog (an admin's view: unpublished ideas included). */
  candidates: () => [...trendsKeys.all, 'candidate-ideas'] as const,
};
