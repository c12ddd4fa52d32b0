import { describe, expect, it } from 'vitest';
import { DESCRIPTION_REQUIRED, IDEA_LIMIT_TOAST, generationBlock, monthlyCounterText } from './generation-checks';

const pro = { role: 'PRO' as const, emailVerified: true };

describe('generationBlock', () => {
  it('asks a signed-out user to sign in before anything else', () => {
    const block = generationBlock({ user: null, generatedThisMonth: 5000, description: '' });
    expect(block).toMatchObject({ kind: 'toast', toast: { title: 'Authentication Required', description: 'Please sign in to generate solutions' } });
  });

  it('then asks for a verified email, even of a FREE user at the cap', () => {
    const block = generationBlock({ user: { role: 'FREE', emailVerified: false }, generatedThisMonth: 1500, description: '' });
    expect(block).toMatchObject({ kind: 'toast', toast: { title: 'Verify Your Email', description: 'Please check your inbox to continue.' } });
  });

  it('then refuses at 1500 ideas this month with the 7 s limit toast, closing the dialog', () => {
    const block = generationBlock({ user: { role: 'FREE', emailVerified: true }, generatedThisMonth: 1500, description: '' });
    expect(block).toEqual({ kind: 'toast', toast: IDEA_LIMIT_TOAST, closeDialog: true });
    expect(IDEA_LIMIT_TOAST.duration).toBe(7000);
    expect(IDEA_LIMIT_TOAST.description).toBe(
      'You have reached the maximum limit of 1500 ideas for this month. To request an increase, please contact us at support@ideaplatform.app.',
    );
    expect(generationBlock({ user: pro, generatedThisMonth: 1499, description: 'x' })).toBeNull();
  });

  it('then opens the upgrade for roles below PRO, before looking at the text', () => {
    expect(generationBlock({ user: { role: 'PREMIUM', emailVerified: true }, generatedThisMonth: 0, description: '' })).toEqual({ kind: 'upgrade' });
    expect(generationBlock({ user: { role: 'ADMIN', emailVerified: true }, generatedThisMonth: 0, description: 'x' })).toBeNull();
  });

  it('last, wants a description that is not blank after trimming', () => {
    expect(generationBlock({ user: pro, generatedThisMonth: 0, description: ' \n\t ' })).toEqual({ kind: 'invalid', message: DESCRIPTION_REQUIRED });
  });
});

describe('monthlyCounterText', () => {
  it('names the count against the 1500 cap', () => {
    expect(monthlyCounterText(42)).toBe('Total Ideas generated this month: 42 / 1500');
  });
});
