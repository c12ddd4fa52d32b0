import { describe, expect, it } from 'vitest';
import { ADMIN_TIER_FEATURES, PURCHASABLE_TIERS } from './tiers';

// docs/product.md "Overview", "Roles and permissions", "Subscriptions and payments".
describe('the pricing table', () => {
  it('sells Free at $0, Premium at $9 and Pro at $19 with the regular $97 claimed', () => {
    expect(PURCHASABLE_TIERS.map(({ role, price, regularPrice }) => ({ role, price, regularPrice }))).toEqual([
      { role: 'FREE', price: 0, regularPrice: undefined },
      { role: 'PREMIUM', price: 9, regularPrice: undefined },
      { role: 'PRO', price: 19, regularPrice: 97 },
    ]);
  });

  it("lists each tier's content from the spec", () => {
    const features = Object.fromEntries(PURCHASABLE_TIERS.map((tier) => [tier.role, tier.features]));
    expect(features.FREE).toEqual(['Basic ideas', 'Community features', 'Standard support', 'Unlimited ideas access', 'Top Picks']);
    expect(features.PREMIUM).toContain('Idea power-ups (differentiators, validation hacks, virality suggestions)');
    expect(features.PRO?.[0]).toBe('Everything in Premium');
    expect(features.PRO).toContain('AI document generation (PRD, pitch deck, financial plan, GTM plan, pre-launch page)');
    expect(features.PRO).toHaveLength(11);
    expect(ADMIN_TIER_FEATURES).toHaveLength(5);
  });
});
