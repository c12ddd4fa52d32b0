// The prefix of every query key of the admin's idea lists (the Ideas section's pages, filters and details). Other
// sections that change ideas (a restore from Deleted Ideas) refresh them all with one invalidation by this prefix,
// without importing the Ideas feature.
export const ADMIN_IDEAS_QUERY_KEY = ['admin', 'ideas'] as const;
