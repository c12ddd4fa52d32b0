// A checkout on our own page as its owner's calls see it (the page's read, its Pay and Cancel buttons): a local
// provider's first subscription, or a plan change with either provider. Read straight from its stream; someone
// else's session, a session paid on Stripe's own page, or none is the same 404, so ids reveal nothing.
import { CHECKOUT_NOT_FOUND, checkoutDecider, checkoutStreamId, ownedBy } from '@app/domain/payments/checkout';
import { NotFound } from '@app/domain/shared/errors';
import type { EventStore } from '../../event-store/event-store';
import { loadAggregate } from '../../event-store/load-aggregate';

const SESSION_ID = /^[\w-]{1,200}$/;

export async function loadOwnLocalCheckout(eventStore: EventStore, userId: string, sessionId: string) {
  if (!SESSION_ID.test(sessionId)) throw new NotFound(CHECKOUT_NOT_FOUND);
  const { state } = await loadAggregate(eventStore, checkoutStreamId(sessionId), checkoutDecider);
  const session = ownedBy(state, userId);
  if (session.provider !== 'local' && !session.planChange) throw new NotFound(CHECKOUT_NOT_FOUND);
  return session;
}
