import { ROLES } from '@app/domain/shared/roles';
import { describe, expect, it } from 'vitest';
import { upgradeDecision } from './upgrade-decision';

const verified = (role: (typeof ROLES)[number]) => ({ role, emailVerified: true });

describe('upgradeDecision', () => {
  it('asks a signed-out visitor to sign in', () => {
    expect(upgradeDecision(null, 'PREMIUM')).toBe('sign-in-required');
    expect(upgradeDecision(null, 'PRO')).toBe('sign-in-required');
  });

  it('asks for a verified email before anything else, whatever the tier', () => {
    for (const role of ROLES) {
      expect(upgradeDecision({ role, emailVerified: false }, 'PREMIUM')).toBe('verify-email');
      expect(upgradeDecision({ role, emailVerified: false }, 'PRO')).toBe('verify-email');
    }
  });

  it('Premium: PREMIUM or higher is already subscribed; FREE gets the dialog', () => {
    expect(upgradeDecision(verified('FREE'), 'PREMIUM')).toBe('upgrade');
    expect(upgradeDecision(verified('PREMIUM'), 'PREMIUM')).toBe('already-subscribed');
    expect(upgradeDecision(verified('PRO'), 'PREMIUM')).toBe('already-subscribed');
    expect(upgradeDecision(verified('ADMIN'), 'PREMIUM')).toBe('already-subscribed');
  });

  it('Pro: PRO or higher is already subscribed; FREE and PREMIUM get the dialog', () => {
    expect(upgradeDecision(verified('FREE'), 'PRO')).toBe('upgrade');
    expect(upgradeDecision(verified('PREMIUM'), 'PRO')).toBe('upgrade');
    expect(upgradeDecision(verified('PRO'), 'PRO')).toBe('already-subscribed');
    expect(upgradeDecision(verified('ADMIN'), 'PRO')).toBe('already-subscribed');
  });
});
