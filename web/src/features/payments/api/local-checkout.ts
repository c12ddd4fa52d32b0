import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { paymentsApi } from '@app/domain/payments/payments-api';
import { ApiError, apiAnswer } from '../../../lib/api-client';
import { InvalidResponseError } from '../../../lib/invalid-response';
import { shouldRetryQuery } from '../../../lib/query-client';
import type { LocalCheckoutView } from '@app/domain/payments/checkout';
import { paymentsKeys } from './payments-keys';

// Our own checkout page: a first subscription with the local provider, or a paying member's move to a higher plan
// with either provider. GET /api/payments/local/{sessionId} → the session (its owner only; anyone else 404 'Checkout
// session not found'); POST .../complete or .../cancel → { redirectUrl } (409 'Checkout session is no longer open'
// once paid or cancelled; 409 with the reason when a plan change can no longer be made at the price shown).


const sessionPath = (sessionId: string) => `/api/payments/local/${encodeURIComponent(sessionId)}`;

export async function getLocalCheckout(sessionId: string, signal?: AbortSignal): Promise<LocalCheckoutView> {
  return apiAnswer(paymentsApi.localCheckout.responses[200], sessionPath(sessionId), { signal });
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
  // An empty JSON body: a write sent on the session cookie alone must be JSON (the cross-site write guard).
  const contract = decision === 'complete' ? paymentsApi.completeLocalCheckout : paymentsApi.cancelLocalCheckout;
  const { redirectUrl } = await apiAnswer(contract.responses[200], `${sessionPath(sessionId)}/${decision}`, { method: 'POST', body: {} });
  // Only a path of this site: the pop-up is not sent anywhere the server's answer says.
  if (!redirectUrl.startsWith('/') || redirectUrl.startsWith('//')) throw new InvalidResponseError();
  return redirectUrl;
}

export function useDecideLocalCheckout() {
  return useMutation({ mutationFn: decideLocalCheckout });
}
