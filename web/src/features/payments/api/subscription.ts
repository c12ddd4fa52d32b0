import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { InvalidResponseError, isRecord } from '../../../lib/invalid-response';
import type { SubscriptionStatus, SubscriptionView } from '@app/domain/payments/subscription';
import { paymentsKeys } from './payments-keys';

// The member's subscription: GET /api/subscription (query API) → { subscription: null | {...} }; POST
// /api/subscription/cancel → the same, now ending at the period's end (404 'No active subscription' otherwise).

const STATUSES: readonly string[] = ['active', 'past_due', 'canceled'] satisfies SubscriptionStatus[];

export function parseSubscriptionEnvelope(answer: unknown): SubscriptionView | null {
  if (!isRecord(answer) || !('subscription' in answer)) throw new InvalidResponseError();
  const value = answer.subscription;
  if (value === null) return null;
  if (!isRecord(value)) throw new InvalidResponseError();
  const { role, status, cancelAtPeriodEnd, currentPeriodEnd, lastPaymentFailedAt } = value;
  if (
    (role !== 'PREMIUM' && role !== 'PRO') ||
    typeof status !== 'string' ||
    !STATUSES.includes(status) ||
    typeof cancelAtPeriodEnd !== 'boolean' ||
    (currentPeriodEnd !== null && typeof currentPeriodEnd !== 'string') ||
    (lastPaymentFailedAt !== null && typeof lastPaymentFailedAt !== 'string')
  ) {
    throw new InvalidResponseError();
  }
  return { role, status: status as SubscriptionStatus, cancelAtPeriodEnd, currentPeriodEnd, lastPaymentFailedAt };
}

export async function getSubscription(signal?: AbortSignal): Promise<SubscriptionView | null> {
  return parseSubscriptionEnvelope(await apiRequest<unknown>('/api/subscription', { signal }));
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
  return parseSubscriptionEnvelope(await apiRequest<unknown>('/api/subscription/cancel', { method: 'POST' }));
}

/** The answer is the subscription as it now stands, so the card shows 'Ends on' without a second read. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (subscription) => queryClient.setQueryData(paymentsKeys.subscription(), subscription),
  });
}
