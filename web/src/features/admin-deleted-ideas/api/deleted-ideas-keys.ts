// Query keys of the Deleted Ideas section, general to specific, so `deletedIdeasKeys.all` reaches every one of them.
export const deletedIdeasKeys = {
  all: ['admin-deleted-ideas'] as const,
  list: () => [...deletedIdeasKeys.all, 'list'] as const,
};
