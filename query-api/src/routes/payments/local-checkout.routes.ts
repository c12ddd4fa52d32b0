// GET /api/payments/local/<sessionId>: what our own checkout page shows (plan, price, whether it is still open, and for
// a move from a live plan the amount due now), to the session's owner only; anyone else gets the same 404 as for no
// session. Its buttons are the command API's.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LocalCheckoutView } from '@app/domain/payments/checkout';
import { PLAN_AMOUNTS, PLAN_CURRENCY, PLAN_INTERVAL } from '@app/domain/payments/plans';
import { requireSignedIn } from '@app/domain/users/permissions';
import type { EventStore } from '@app/infra/event-store/event-store';
import { loadOwnLocalCheckout } from '@app/infra/payments/local/load-own-checkout';

export function localCheckoutRoute(app: FastifyInstance, deps: { eventStore: EventStore }): void {
  app.get('/api/payments/local/:sessionId', async (request: FastifyRequest<{ Params: { sessionId: string } }>): Promise<LocalCheckoutView> => {
    const { userId } = requireSignedIn(request.actor);
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
