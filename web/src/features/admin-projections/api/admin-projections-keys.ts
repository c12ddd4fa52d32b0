// Query keys of the Projections section, general to specific, so `adminProjectionsKeys.all` reaches every one of them.
export const adminProjectionsKeys = {
  all: ['admin-projections'] as const,
  list: () => [...adminProjectionsKeys.all, 'list'] as const,
};
