// Query keys of the auth feature, general to specific, so `authKeys.all` reaches every one of them.
export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
  emailVerification: (token: string) => [...authKeys.all, 'email-verification', token] as const,
};
