import { describe, expect, it, vi } from 'vitest';
import { cardActionRequirement, isLockedFor, runCardAction, type CardAction, type CardActionHandlers } from './marketplace-gates';
import { testIdea } from '../../../testing/idea-fixtures';

// docs/product.md "Marketplace and idea detail": every card button needs a verified email (the gate checks that for any
// requirement); on a premium idea Learn More and Save need PREMIUM, Mockup needs PRO, and Share needs PREMIUM (the
// server's hash rule).

const free = testIdea({ type: 'FREE' });
const premium = testIdea({ type: 'PREMIUM' });

describe('cardActionRequirement', () => {
  it('asks for no tier on a free idea', () => {
    for (const action of ['learn-more', 'save', 'share', 'mockup'] as const) expect(cardActionRequirement(action, free)).toEqual({});
  });

  it('asks for PREMIUM to read, save or share a premium idea, and PRO for its mockup', () => {
    expect(cardActionRequirement('learn-more', premium)).toMatchObject({ role: 'PREMIUM' });
    expect(cardActionRequirement('save', premium)).toEqual({ role: 'PREMIUM' });
    expect(cardActionRequirement('share', premium)).toEqual({ role: 'PREMIUM' });
    expect(cardActionRequirement('mockup', premium)).toEqual({ role: 'PRO' });
  });

  it("tells a viewer short of PREMIUM who opens a premium idea the spec's 'Premium Content' words, beside the upgrade dialog", () => {
    expect(cardActionRequirement('learn-more', premium).shortfallNotice).toMatchObject({
      title: 'Premium Content',
      description: 'This idea is only available to PRO users. Please upgrade to access premium content.',
    });
    // Saving, sharing or a mockup is not opening the idea: the upgrade dialog alone.
    for (const action of ['save', 'share', 'mockup'] as const) expect(cardActionRequirement(action, premium).shortfallNotice).toBeUndefined();
  });
});

describe('runCardAction', () => {
  const handlers = (): CardActionHandlers & Record<string, ReturnType<typeof vi.fn>> => ({
    learnMore: vi.fn(),
    save: vi.fn(),
    share: vi.fn(),
    mockup: vi.fn(),
  });
  const cases: [CardAction, keyof CardActionHandlers][] = [
    ['learn-more', 'learnMore'],
    ['save', 'save'],
    ['share', 'share'],
    ['mockup', 'mockup'],
  ];

  it('runs the button once the gate lets the viewer through, and only that button', () => {
    for (const [action, handler] of cases) {
      const run = handlers();
      const gate = vi.fn(() => true);
      expect(runCardAction(action, premium, gate, run)).toBe(true);
      expect(gate).toHaveBeenCalledWith(cardActionRequirement(action, premium));
      expect(run[handler]).toHaveBeenCalledWith(premium);
      for (const [, other] of cases) if (other !== handler) expect(run[other]).not.toHaveBeenCalled();
    }
  });

  it('does nothing more when the gate refuses (it has said why: a toast or the upgrade dialog)', () => {
    for (const [action] of cases) {
      const run = handlers();
      expect(runCardAction(action, free, () => false, run)).toBe(false);
      for (const [, handler] of cases) expect(run[handler]).not.toHaveBeenCalled();
    }
  });

  it('gates like the real gate would: an unverified FREE user opens nothing; a PREMIUM user reads a premium idea but no mockup', () => {
    const gateFor = (user: { emailVerified: boolean; rank: number }) => (requirement: { role?: 'PREMIUM' | 'PRO' }) =>
      user.emailVerified && (requirement.role === undefined || user.rank >= (requirement.role === 'PREMIUM' ? 1 : 2));

    const unverified = handlers();
    runCardAction('learn-more', free, gateFor({ emailVerified: false, rank: 3 }), unverified);
    expect(unverified.learnMore).not.toHaveBeenCalled();

    const premiumUser = handlers();
    const gate = gateFor({ emailVerified: true, rank: 1 });
    runCardAction('learn-more', premium, gate, premiumUser);
    runCardAction('mockup', premium, gate, premiumUser);
    runCardAction('mockup', free, gate, premiumUser);
    expect(premiumUser.learnMore).toHaveBeenCalledTimes(1);
    expect(premiumUser.mockup).toHaveBeenCalledTimes(1);
    expect(premiumUser.mockup).toHaveBeenCalledWith(free);
  });
});

describe('isLockedFor', () => {
  it('locks a premium idea for anyone below PREMIUM, signed out included', () => {
    expect(isLockedFor(premium, null)).toBe(true);
    expect(isLockedFor(premium, 'FREE')).toBe(true);
    expect(isLockedFor(premium, 'PREMIUM')).toBe(false);
    expect(isLockedFor(premium, 'ADMIN')).toBe(false);
  });

  it('never locks a free idea, and trusts the server when it says locked', () => {
    expect(isLockedFor(free, null)).toBe(false);
    expect(isLockedFor({ ...premium, locked: true }, 'PRO')).toBe(true);
  });
});
