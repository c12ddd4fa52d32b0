import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentsApi } from '@app/domain/payments/payments-api';
import type { SubscriptionView } from '@app/domain/payments/subscription';
import { apiAnswer } from '../../../lib/api-client';
import { paymentsKeys } from './payments-keys';

// The member's subscription: GET /api/subscription (query API) → { subscription: null | {...} }; POST
// /api/subscription/cancel → the same, now ending at the period's end (404 'No active subscription' otherwise).

export async function getSubscription(signal?: AbortSignal): Promise<SubscriptionView | null> {
  return (await apiAnswer(paymentsApi.subscription.responses[200], '/api/subscription', { signal })).subscription;
}

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: paymentsKeys.subscription(),
    queryFn: ({ signal }) => getSubscription(signal),
  });

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}

export async function cancelSubscription(): Promise<SubscriptionView | null> {
  return (await apiAnswer(paymentsApi.cancelSubscription.responses[200], '/api/subscription/cancel', { method: 'POST' })).subscription;
}

/** The answer is the subscription as it now stands, so the card shows 'Ends on' without a second read. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (subscription) => queryClient.setQueryData(paymentsKeys.subscription(), subscription),
  });
}
