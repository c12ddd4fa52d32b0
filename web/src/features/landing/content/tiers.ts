import type { Role } from '@app/domain/shared/roles';
import { UPGRADE_PLANS } from '../../../lib/feature-gate/upgrade-plans';

// The tier comparison of the landing page: prices from docs/product.md "Overview", "Limits", feature lists from
// docs/product.md "Roles and permissions" (in the spec's words and order). Premium and Pro are the upgrade dialog's
// plans, so both say the same; ADMIN is not sold, and the table says what it is below the three plans.

export interface Tier {
  role: Role;
  name: string;
  /** USD per month. */
  price: number;
  /** A crossed-out regular price (the landing page's Pro claim). */
  regularPrice?: number;
  priceNote?: string;
  tagline: string;
  features: readonly string[];
  highlighted?: boolean;
}

export const PURCHASABLE_TIERS: readonly Tier[] = [
  {
    role: 'FREE',
    name: 'Free',
    price: 0,
    tagline: 'Browse the marketplace and find your next idea.',
    features: ['Basic ideas', 'Community features', 'Standard support', 'Unlimited ideas access', 'Top Picks'],
  },
  {
    ...UPGRADE_PLANS.PREMIUM,
    tagline: 'Unlock premium ideas and sharpen them with power-ups.',
  },
  {
    ...UPGRADE_PLANS.PRO,
    regularPrice: 97,
    tagline: 'Turn a problem into a product and an investor-ready plan.',
    highlighted: true,
  },
];

/** The fourth tier: the platform's own administrators. */
export const ADMIN_TIER_FEATURES: readonly string[] = [
  'All ideas including unpublished',
  'Manage users and roles',
  'System analytics and logs',
  'Platform settings',
  'Moderation',
];
