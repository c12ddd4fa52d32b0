import { describe, expect, it } from 'vitest';
import { avatarLetter } from './avatar-letter';

describe('avatarLetter', () => {
  it('is the upper-cased first letter of the email', () => {
    expect(avatarLetter('pro@test.com')).toBe('P');
    expect(avatarLetter('Zoe@test.com')).toBe('Z');
  });

  it("is 'U' without an email", () => {
    expect(avatarLetter(undefined)).toBe('U');
    expect(avatarLetter(null)).toBe('U');
    expect(avatarLetter('')).toBe('U');
    expect(avatarLetter('   ')).toBe('U');
  });
});
