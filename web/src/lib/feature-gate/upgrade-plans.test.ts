import { describe, expect, it } from 'vitest';
import { UPGRADE_PLANS, monthlyPrice, upgradeOffers, upgradeRefusal, upgradeTitle } from './upgrade-plans';

// docs/product.md "Subscriptions and payments", "Roles and permissions".

describe('the plans', () => {
  it("title the dialog 'Upgrade to {role}' with the price per month", () => {
    expect(upgradeTitle('PREMIUM')).toBe('Upgrade to PREMIUM');
    expect(upgradeTitle('PRO')).toBe('Upgrade to PRO');
    expect(monthlyPrice(UPGRADE_PLANS.PREMIUM)).toBe('$9/month');
    expect(monthlyPrice(UPGRADE_PLANS.PRO)).toBe('$19/month');
  });

  it("list PREMIUM's content", () => {
    expect(UPGRADE_PLANS.PREMIUM.features).toEqual([
      'Premium ideas',
      'Idea power-ups (differentiators, validation hacks, virality suggestions)',
      'Basic analytics',
      'Enhanced support',
    ]);
  });

  it("list PRO's content after everything in Premium", () => {
    const features = UPGRADE_PLANS.PRO.features;
    expect(features[0]).toBe('Everything in Premium');
    for (const item of ['Problem-to-Product', 'Adding own ideas', 'One-click mockups and MVPs', 'Early access', 'Priority support']) {
      expect(features).toContain(item);
    }
    expect(features).toContain('AI document generation (PRD, pitch deck, financial plan, GTM plan, pre-launch page)');
    expect(features).toHaveLength(11);
  });
});

describe('upgradeOffers', () => {
  it('offers FREE both tiers, PREMIUM only PRO, and nobody else anything', () => {
    expect(upgradeOffers('FREE')).toEqual(['PREMIUM', 'PRO']);
    expect(upgradeOffers('PREMIUM')).toEqual(['PRO']);
    expect(upgradeOffers('PRO')).toEqual([]);
    expect(upgradeOffers('ADMIN')).toEqual([]);
    expect(upgradeOffers(null)).toEqual([]);
  });
});

describe('Upgrade Now', () => {
  const verified = (role: 'FREE' | 'PREMIUM' | 'PRO' | 'ADMIN') => ({ role, emailVerified: true });

  it('asks a signed-out visitor to sign in, and an unverified user to verify', () => {
    expect(upgradeRefusal(null, 'PRO')).toMatchObject({ title: 'Authentication Required', description: 'Please sign in to access this feature' });
    expect(upgradeRefusal({ role: 'FREE', emailVerified: false }, 'PRO')).toMatchObject({
      title: 'Verify Your Email',
      description: 'Please check your inbox to continue.',
    });
  });

  it("tells a user who already has the tier or more 'Already Subscribed'", () => {
    expect(upgradeRefusal(verified('PREMIUM'), 'PREMIUM')?.title).toBe('Already Subscribed');
    expect(upgradeRefusal(verified('PRO'), 'PREMIUM')?.title).toBe('Already Subscribed');
    expect(upgradeRefusal(verified('ADMIN'), 'PRO')?.title).toBe('Already Subscribed');
  });

  it('lets anyone below the tier start a checkout', () => {
    expect(upgradeRefusal(verified('FREE'), 'PREMIUM')).toBeNull();
    expect(upgradeRefusal(verified('FREE'), 'PRO')).toBeNull();
    expect(upgradeRefusal(verified('PREMIUM'), 'PRO')).toBeNull();
  });
});
