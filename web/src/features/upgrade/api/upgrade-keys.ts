// Query keys of the upgrade feature, general to specific.
export const upgradeKeys = {
  all: ['upgrade'] as const,
  prices: () => [...upgradeKeys.all, 'prices'] as const,
};
