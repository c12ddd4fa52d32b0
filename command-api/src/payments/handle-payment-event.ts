// The one webhook handler: Stripe's deliveries and the local provider's both end here. Each step is idempotent on
// its own, so a redelivery after a crash anywhere in between finishes the work once: record the event on the
// member's subscription stream (or find it recorded), complete the checkout it came from, then bring the member's
// role to what the subscription entitles (nothing when it already is). The provider event is the correlation and
// causation of every event this appends, so the role history says which payment changed the role.
import { checkoutDecider, checkoutStreamId } from '@app/domain/payments/checkout';
import {
  entitledRole,
  subscriptionDecider,
  subscriptionStreamId,
  type SubscriptionCommand,
} from '@app/domain/payments/subscription';
import type { CommandMetadata } from '@app/domain/shared/decider';
import { NotFound } from '@app/domain/shared/errors';
import { userDecider } from '@app/domain/users/user-decider';
import { userStreamId } from '@app/domain/users/user-events';
import { uuidv7 } from '@app/infra/ids/uuid';
import type { PaymentEvent, SignedDelivery } from '@app/infra/payments/payments';
import type { CommandScope } from '../commands/command-handler';
import type { PaymentsDeps } from './payments-deps';

export async function handlePaymentEvent({ runAs, clock }: CommandScope, event: PaymentEvent): Promise<void> {
  if (event.kind === 'ignored') return;
  const run = runAs({ commandId: uuidv7(), correlationId: event.eventId, causationId: event.eventId });
  const metadata = { actor: null, now: clock.now() };
  const { state } = await run(subscriptionDecider, subscriptionStreamId(event.userId), subscriptionCommand(event, metadata));
  if (event.kind === 'checkout-completed') {
    await run(checkoutDecider, checkoutStreamId(event.sessionId), {
      type: 'CompleteCheckout',
      data: { subscriptionId: event.subscriptionId, stripeEventId: event.eventId },
      metadata,
    });
  }
  const role = entitledRole(state);
  if (role === undefined) return;
  try {
    await run(userDecider, userStreamId(event.userId), { type: 'ChangeRole', data: { role, by: 'payment' }, metadata });
  } catch (error) {
    // A member deleted since paying keeps no role; the provider must still hear 200, or it redelivers for days.
    if (!(error instanceof NotFound)) throw error;
  }
}

function subscriptionCommand(event: Exclude<PaymentEvent, { kind: 'ignored' }>, metadata: CommandMetadata): SubscriptionCommand {
  const { userId, eventId: stripeEventId, subscriptionId, created: asOf } = event;
  const recorded = { userId, stripeEventId, subscriptionId, asOf };
  switch (event.kind) {
    case 'checkout-completed':
      return { type: 'RecordCheckoutPaid', data: { ...recorded, role: event.role, sessionId: event.sessionId }, metadata };
    case 'subscription-changed': {
      const { role, status, currentPeriodEnd, cancelAtPeriodEnd } = event;
      return { type: 'RecordSubscriptionChange', data: { ...recorded, role, status, currentPeriodEnd, cancelAtPeriodEnd }, metadata };
    }
    case 'payment-failed':
      return { type: 'RecordPaymentFailure', data: recorded, metadata };
  }
}

/** Deliveries the server made itself (the local provider's): checked like any other, then handled in order. */
export async function handleDeliveries(scope: CommandScope, deps: Pick<PaymentsDeps, 'payments'>, deliveries: SignedDelivery[]): Promise<void> {
  for (const { payload, signature } of deliveries) await handlePaymentEvent(scope, deps.payments.readWebhook(payload, signature));
}
