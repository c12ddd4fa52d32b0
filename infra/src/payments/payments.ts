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

/** A live subscription moving to a higher plan: `fromRole` is its plan now, `role` and `priceId` the plan it moves to. */
export interface PlanChange {
  userId: string;
  subscriptionId: string;
  fromRole: PaidRole;
  role: PaidRole;
  priceId: string;
  currentPeriodEnd: string | null;
}

/** What a plan change costs now, as the provider computes it at `prorationDate` (seconds since the epoch). */
export interface PlanChangePreview {
  /** In the currency's smallest unit. */
  amountDue: number;
  currency: string;
  prorationDate: number;
}

/** A plan change its member confirmed on the checkout `sessionId`, at the terms previewed for `prorationDate`. */
export interface ConfirmedPlanChange extends PlanChange {
  sessionId: string;
  prorationDate: number;
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
  /** What moving a live subscription to a higher plan would charge now; nothing changes at the provider. */
  previewPlanChange(change: PlanChange, now: Date): Promise<PlanChangePreview>;
  /**
   * Moves a live subscription to the higher plan its member confirmed, charging the previewed amount now, and only if
   * that payment goes through (else Conflict PAYMENT_DECLINED, and nothing changes). Asking twice for one session
   * changes it once. The answer is, as for a cancel, the deliveries that record the change now (local) or none
   * (Stripe sends its own webhook events, which change the role).
   */
  changePlan(change: ConfirmedPlanChange, now: Date): Promise<SignedDelivery[]>;
}
