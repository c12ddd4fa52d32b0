// Stripe's webhook signature scheme, used by both providers: the local one signs the events it builds with its own
// secret, and every delivery is checked with `constructEvent` before anything reads it.
import Stripe from 'stripe';
import type { PlanPrices } from '@app/domain/payments/plans';
import { InvalidSignature, type PaymentEvent, type SignedDelivery } from './payments';
import { readStripeEvent } from './stripe-events';

export function readSignedEvent(payload: string | Buffer, signature: string | undefined, secret: string, prices: PlanPrices): PaymentEvent {
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(payload, signature ?? '', secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new InvalidSignature(error.message);
    throw error;
  }
  return readStripeEvent(event, prices);
}

export function signEvent(event: object, secret: string, now: Date): SignedDelivery {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(now.getTime() / 1000) }) };
}
