// The payments port. Both providers speak Stripe's webhook language: an event signed with Stripe's scheme, checked
// with `stripe.webhooks.constructEvent`, and read into a `PaymentEvent` by the one reader in stripe-events.ts. The
// local provider builds those same events itself, so a payment on a laptop goes through the webhook path Stripe uses.
import type { PaymentsProviderKind } from '@app/domain/payments/checkout';
import type { PaidRole, PlanPrices } from '@app/domain/payments/plans';
import type { SubscriptionStatus } from '@app/domain/payments/subscription';

export type PaymentEvent =
  | { kind: 'checkout-completed'; eventId: string; created: number; userId: string; sessionId: string; subscriptionId: string; role: PaidRole }
  | {
      kind: 'subscription-changed';
      eventId: string;
      created: number;
      userId: string;
      subscriptionId: string;
      role: PaidRole;
      status: SubscriptionStatus;
      currentPeriodEnd: string | null;
      cancelAtPeriodEnd: boolean;
    }
  | { kind: 'payment-failed'; eventId: string; created: number; userId: string; subscriptionId: string }
  /** A type we do not act on, or one that lacks what we need (no user named): answered 200 all the same. */
  | { kind: 'ignored'; eventId: string; type: string };

/** A webhook delivery as it arrives over HTTP. */
export interface SignedDelivery {
  payload: string;
  signature: string;
}

export class InvalidSignature extends Error {
  override readonly name = 'InvalidSignature';
}

export interface CheckoutRequest {
  userId: string;
  targetRole: PaidRole;
  priceId: string;
}

export interface SubscriptionToCancel {
  userId: string;
  subscriptionId: string;
  role: PaidRole;
  currentPeriodEnd: string | null;
}

/** A live subscription moved to another plan: `role` and `priceId` are the plan it moves to. */
export interface PlanChange {
  userId: string;
  subscriptionId: string;
  role: PaidRole;
  priceId: string;
  currentPeriodEnd: string | null;
}

export interface PaymentsProvider {
  readonly kind: PaymentsProviderKind;
  /** From configuration: no call to the provider per request. */
  readonly prices: PlanPrices;
  createCheckoutSession(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** Checks the signature and reads the event; InvalidSignature when the delivery is not the provider's. */
  readWebhook(payload: string | Buffer, signature: string | undefined): PaymentEvent;
  /**
   * Asks for the subscription to end at its period's end. The answer is the deliveries that record it, for the
   * caller to hand to the webhook handler now (local); Stripe sends its own later, so it answers none.
   */
  cancelAtPeriodEnd(subscription: SubscriptionToCancel, now: Date): Promise<SignedDelivery[]>;
  /**
   * Moves a live subscription to another plan, charging the difference now, instead of starting a second one. The
   * answer is the page the checkout pop-up goes to (the success page: there is nothing to pay there) and, as for a
   * cancel, the deliveries that record the change now (local) or none (Stripe sends its own).
   */
  changePlan(change: PlanChange, now: Date): Promise<{ url: string; deliveries: SignedDelivery[] }>;
}
