// GET /api/payments/local/<sessionId>: what our own checkout page shows (plan, price, whether it is still open, and for
// a move from a live plan the amount due now), to the session's owner only; anyone else gets the same 404 as for no
// session. Its buttons are the command API's.
import type { FastifyInstance } from 'fastify';
import { paymentsApi } from '@app/domain/payments/payments-api';
import { PLAN_AMOUNTS, PLAN_CURRENCY, PLAN_INTERVAL } from '@app/domain/payments/plans';
import type { EventStore } from '@app/infra/event-store/event-store';
import { route } from '@app/infra/http/contract-route';
import { loadOwnLocalCheckout } from '@app/infra/payments/local/load-own-checkout';

export function localCheckoutRoute(app: FastifyInstance, deps: { eventStore: EventStore }): void {
  route(app, paymentsApi.localCheckout, async (request) => {
    const { userId } = request.actor;
    const { sessionId, targetRole, status, provider, planChange } = await loadOwnLocalCheckout(deps.eventStore, userId, request.params.sessionId);
    return {
      sessionId,
      targetRole,
      amount: PLAN_AMOUNTS[targetRole],
      currency: PLAN_CURRENCY,
      interval: PLAN_INTERVAL,
      status,
      provider,
      planChange: planChange && { fromRole: planChange.fromRole, amountDue: planChange.amountDue, currency: planChange.currency, periodEnd: planChange.periodEnd },
    };
  });
}
