import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { InvalidResponseError, isRecord, optionalText } from '../../../lib/invalid-response';
import { shouldRetryQuery } from '../../../lib/query-client';
import type { CheckoutStatus, LocalCheckoutView, PaymentsProviderKind } from '@app/domain/payments/checkout';
import type { PaidRole } from '@app/domain/payments/plans';
import { paymentsKeys } from './payments-keys';

// Our own checkout page: a first subscription with the local provider, or a paying member's move to a higher plan
// with either provider. GET /api/payments/local/{sessionId} → the session (its owner only; anyone else 404 'Checkout
// session not found'); POST .../complete or .../cancel → { redirectUrl } (409 'Checkout session is no longer open'
// once paid or cancelled; 409 with the reason when a plan change can no longer be made at the price shown).

const STATUSES: readonly string[] = ['open', 'completed', 'cancelled'] satisfies CheckoutStatus[];
const PROVIDERS: readonly string[] = ['local', 'stripe'] satisfies PaymentsProviderKind[];

const sessionPath = (sessionId: string) => `/api/payments/local/${encodeURIComponent(sessionId)}`;

const isPaidRole = (value: unknown): value is PaidRole => value === 'PREMIUM' || value === 'PRO';

/** The move from a live plan, null for a first subscription; undefined when the answer is not of that shape. */
function planChangeOf(value: unknown): LocalCheckoutView['planChange'] | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  const { fromRole, amountDue, periodEnd } = value;
  const currency = optionalText(value.currency);
  if (!isPaidRole(fromRole) || typeof amountDue !== 'number' || !currency) return undefined;
  if (periodEnd !== null && typeof periodEnd !== 'string') return undefined;
  return { fromRole, amountDue, currency, periodEnd };
}

export async function getLocalCheckout(sessionId: string, signal?: AbortSignal): Promise<LocalCheckoutView> {
  const answer = await apiRequest<unknown>(sessionPath(sessionId), { signal });
  if (!isRecord(answer)) throw new InvalidResponseError();
  const { targetRole, amount, status, provider } = answer;
  const id = optionalText(answer.sessionId);
  const currency = optionalText(answer.currency);
  const interval = optionalText(answer.interval);
  const planChange = planChangeOf(answer.planChange);
  if (!id || !currency || !interval || typeof amount !== 'number' || planChange === undefined) throw new InvalidResponseError();
  if (!isPaidRole(targetRole) || typeof status !== 'string' || !STATUSES.includes(status)) throw new InvalidResponseError();
  if (typeof provider !== 'string' || !PROVIDERS.includes(provider)) throw new InvalidResponseError();
  return { sessionId: id, targetRole, amount, currency, interval, status: status as CheckoutStatus, provider: provider as PaymentsProviderKind, planChange };
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
  const answer = await apiRequest<unknown>(`${sessionPath(sessionId)}/${decision}`, { method: 'POST', body: {} });
  const redirectUrl = isRecord(answer) ? optionalText(answer.redirectUrl) : null;
  // Only a path of this site: the pop-up is not sent anywhere the server's answer says.
  if (!redirectUrl?.startsWith('/') || redirectUrl.startsWith('//')) throw new InvalidResponseError();
  return redirectUrl;
}

export function useDecideLocalCheckout() {
  return useMutation({ mutationFn: decideLocalCheckout });
}
