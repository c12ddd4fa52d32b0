import { meetsRole, type Role } from '@app/domain/shared/roles';
import { EMAIL_VERIFICATION_REQUIRED, SIGN_IN_REQUIRED } from '@app/domain/users/permissions';
import { TOAST_DURATION, type ToastOptions } from '../../components/ui/toast/toast-store';
import type { UpgradeTarget } from './upgrade-dialog-store';

// What the upgrade dialog offers (docs/product.md "Subscriptions and payments"): the price per month (docs/product.md
// "Overview", "Limits") and the tier's content (docs/product.md "Roles and permissions", in the spec's words and
// order).

export interface UpgradePlan {
  role: UpgradeTarget;
  name: string;
  /** USD per month. */
  price: number;
  priceNote?: string;
  features: readonly string[];
}

export const UPGRADE_PLANS: Record<UpgradeTarget, UpgradePlan> = {
  PREMIUM: {
    role: 'PREMIUM',
    name: 'Premium',
    price: 9,
    features: [
      'Premium ideas',
      'Idea power-ups (differentiators, validation hacks, virality suggestions)',
      'Basic analytics',
      'Enhanced support',
    ],
  },
  PRO: {
    role: 'PRO',
    name: 'Pro',
    price: 19,
    priceNote: 'Early-bird price',
    features: [
      'Everything in Premium',
      'Problem-to-Product',
      'Adding own ideas',
      'AI document generation (PRD, pitch deck, financial plan, GTM plan, pre-launch page)',
      'Templates and integrations',
      'Unlimited power-ups',
      'Surprise power-ups',
      'One-click mockups and MVPs',
      'Early access',
      'Unlimited expert access (pitch deck narrative, fundraising support, MVP consultation, pilot customer steps)',
      'Priority support',
    ],
  },
};

/** 'Upgrade to PREMIUM' / 'Upgrade to PRO' (docs/product.md "Subscriptions and payments"). */
export const upgradeTitle = (target: UpgradeTarget) => `Upgrade to ${target}`;

/** '$9/month'. */
export const monthlyPrice = (plan: UpgradePlan) => `$${plan.price}/month`;

/**
 * docs/product.md "Subscriptions and payments": FREE can go to PREMIUM or PRO, PREMIUM to PRO, anyone else to nothing.
 */
export function upgradeOffers(role: Role | null): UpgradeTarget[] {
  if (role === 'FREE') return ['PREMIUM', 'PRO'];
  if (role === 'PREMIUM') return ['PRO'];
  return [];
}

/**
 * Why 'Upgrade Now' may not start a checkout (docs/product.md "Subscriptions and payments", in the spec's order):
 * signed out, 'Authentication Required'; unverified, 'Verify Your Email'; already on the tier or above, 'Already
 * Subscribed'. Null when the checkout may start.
 */
export function upgradeRefusal(user: { role: Role; emailVerified: boolean } | null, target: UpgradeTarget): ToastOptions | null {
  if (!user) return { variant: 'destructive', title: SIGN_IN_REQUIRED.title, description: SIGN_IN_REQUIRED.message, duration: TOAST_DURATION.default };
  if (!user.emailVerified) {
    return { variant: 'destructive', title: EMAIL_VERIFICATION_REQUIRED.title, description: EMAIL_VERIFICATION_REQUIRED.message, duration: TOAST_DURATION.default };
  }
  if (meetsRole(user.role, target)) {
    // The description is ours.
    return { title: 'Already Subscribed', description: `Your ${user.role} plan already includes ${target}.`, duration: TOAST_DURATION.default };
  }
  return null;
}
