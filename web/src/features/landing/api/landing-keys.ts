// Query keys of the landing page, general to specific, so `landingKeys.all` reaches every one of them.
export const landingKeys = {
  all: ['landing'] as const,
  featuredIdeas: () => [...landingKeys.all, 'featured-ideas'] as const,
};
