// Query keys of the payments feature, general to specific.
export const paymentsKeys = {
  all: ['payments'] as const,
  localCheckout: (sessionId: string) => [...paymentsKeys.all, 'local-checkout', sessionId] as const,
  subscription: () => [...paymentsKeys.all, 'subscription'] as const,
};
