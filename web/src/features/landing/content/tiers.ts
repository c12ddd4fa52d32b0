import type { Role } from '@app/domain/shared/roles';

// The tier comparison of the landing page: prices from spec 000 §1 and §9, feature lists from §6 'Tier content' (in
// the spec's words and order). ADMIN is not sold; the table says what it is below the three plans.

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
    role: 'PREMIUM',
    name: 'Premium',
    price: 9,
    tagline: 'Unlock premium ideas and sharpen them with power-ups.',
    features: [
      'Premium ideas',
      'Idea power-ups (differentiators, validation hacks, virality suggestions)',
      'Basic analytics',
      'Enhanced support',
    ],
  },
  {
    role: 'PRO',
    name: 'Pro',
    price: 19,
    regularPrice: 97,
    priceNote: 'Early-bird price',
    tagline: 'Turn a problem into a product and an investor-ready plan.',
    highlighted: true,
    features: [
      'All of the above',
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
];

/** The fourth tier: the platform's own administrators. */
export const ADMIN_TIER_FEATURES: readonly string[] = [
  'All ideas including unpublished',
  'Manage users and roles',
  'System analytics and logs',
  'Platform settings',
  'Moderation',
];
