import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { InvalidResponseError, isRecord, optionalText } from '../../../lib/invalid-response';
import { shouldRetryQuery } from '../../../lib/query-client';
import type { CheckoutStatus, LocalCheckoutView } from '@app/domain/payments/checkout';
import { paymentsKeys } from './payments-keys';

// The local provider's checkout (no Stripe): GET /api/payments/local/{sessionId} → the session (its owner only; anyone
// else 404 'Checkout session not found'); POST .../complete or .../cancel → { redirectUrl } (409 'Checkout session
// is no longer open' once paid or cancelled).

const STATUSES: readonly string[] = ['open', 'completed', 'cancelled'] satisfies CheckoutStatus[];

const sessionPath = (sessionId: string) => `/api/payments/local/${encodeURIComponent(sessionId)}`;

export async function getLocalCheckout(sessionId: string, signal?: AbortSignal): Promise<LocalCheckoutView> {
  const answer = await apiRequest<unknown>(sessionPath(sessionId), { signal });
  if (!isRecord(answer)) throw new InvalidResponseError();
  const { targetRole, amount, status } = answer;
  const id = optionalText(answer.sessionId);
  const currency = optionalText(answer.currency);
  const interval = optionalText(answer.interval);
  if (!id || !currency || !interval || typeof amount !== 'number') throw new InvalidResponseError();
  if ((targetRole !== 'PREMIUM' && targetRole !== 'PRO') || typeof status !== 'string' || !STATUSES.includes(status)) {
    throw new InvalidResponseError();
  }
  return { sessionId: id, targetRole, amount, currency, interval, status: status as CheckoutStatus };
}

export const localCheckoutQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: paymentsKeys.localCheckout(sessionId),
    queryFn: ({ signal }) => getLocalCheckout(sessionId, signal),
    // 'Checkout session not found' is final: only a failure that may pass (no answer, a 5xx) is worth a retry.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && shouldRetryQuery(failureCount, error),
  });

export function useLocalCheckout(sessionId: string) {
  return useQuery(localCheckoutQueryOptions(sessionId));
}

export type LocalCheckoutDecision = 'complete' | 'cancel';

/** Pays or cancels; resolves with the same-origin page the pop-up goes to next. */
export async function decideLocalCheckout({ sessionId, decision }: { sessionId: string; decision: LocalCheckoutDecision }): Promise<string> {
  const answer = await apiRequest<unknown>(`${sessionPath(sessionId)}/${decision}`, { method: 'POST' });
  const redirectUrl = isRecord(answer) ? optionalText(answer.redirectUrl) : null;
  // Only a path of this site: the pop-up is not sent anywhere the server's answer says.
  if (!redirectUrl?.startsWith('/') || redirectUrl.startsWith('//')) throw new InvalidResponseError();
  return redirectUrl;
}

export function useDecideLocalCheckout() {
  return useMutation({ mutationFn: decideLocalCheckout });
}
