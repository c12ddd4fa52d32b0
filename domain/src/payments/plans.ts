// The paid tiers and what they cost (docs/product.md "Limits"), and the one upgrade rule (docs/product.md
// "Subscriptions and payments"): a checkout must aim above the member's current role, and an admin never pays.
import { z } from 'zod';
import type { Actor } from '../shared/decider';
import { Conflict } from '../shared/errors';
import { ROLE_RANK } from '../shared/roles';
import { inputText } from '../shared/text';
import { requireVerifiedEmail } from '../users/permissions';

export const PAID_ROLES = ['PREMIUM', 'PRO'] as const;
export type PaidRole = (typeof PAID_ROLES)[number];

/** Monthly prices in cents, as Stripe gives amounts: in the currency's smallest unit. */
export const PLAN_AMOUNTS: Record<PaidRole, number> = { PREMIUM: 900, PRO: 1900 };
export const PLAN_CURRENCY = 'usd';
export const PLAN_INTERVAL = 'month';

/** A plan's price as GET /api/stripe/prices answers it. */
export interface PlanPrice {
  priceId: string;
  /** In the currency's smallest unit. */
  amount: number;
  /** ISO 4217, lower-cased as Stripe writes it. */
  currency: string;
  interval: string;
}

export type PlanPrices = Record<PaidRole, PlanPrice>;

export const ALREADY_SUBSCRIBED = 'Already Subscribed';

export const checkoutRequestSchema = z.object({
  priceId: inputText({ max: 200, tooLong: 'priceId is too long', trim: true }, { error: 'priceId is required' }).min(1, 'priceId is required'),
  targetRole: z.enum(PAID_ROLES, 'targetRole must be PREMIUM or PRO'),
});

export function wrongPriceMessage(targetRole: PaidRole): string {
  return `priceId is not the price of ${targetRole}`;
}

/** Signed in, verified, and below the target (ADMIN is the top rank, so an admin is always refused). */
export function requireUpgrade(actor: Actor | null, targetRole: PaidRole): Actor {
  const member = requireVerifiedEmail(actor);
  if (ROLE_RANK[member.role] >= ROLE_RANK[targetRole]) throw new Conflict(ALREADY_SUBSCRIBED);
  return member;
}
