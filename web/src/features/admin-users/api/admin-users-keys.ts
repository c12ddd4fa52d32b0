// Query keys of the admin Users section, general to specific, so `adminUsersKeys.all` reaches every one of them.
export const adminUsersKeys = {
  all: ['admin-users'] as const,
  list: () => [...adminUsersKeys.all, 'list'] as const,
};
