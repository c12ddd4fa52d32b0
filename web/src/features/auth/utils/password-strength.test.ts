import { registrationSchema } from '@app/domain/users/schemas';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES, passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it('knows every rule of the shared password schema, so a strong hint means an accepted password', () => {
    // An empty password breaks every rule; each must be one the hint lists.
    const result = registrationSchema.shape.password.safeParse('');
    const schemaMessages = new Set(result.error?.issues.map((issue) => issue.message));
    expect(schemaMessages).toEqual(new Set(PASSWORD_RULES.map((rule) => rule.message)));

    const empty = passwordStrength('');
    expect(empty.score).toBe(0);
    expect(empty.rules.every((rule) => !rule.met)).toBe(true);
  });

  it('ticks off each rule as it is met', () => {
    const { rules, score, level } = passwordStrength('abcdefgh');
    expect(rules).toEqual([
      { label: '8 or more characters', met: true },
      { label: 'An uppercase letter', met: false },
      { label: 'A lowercase letter', met: true },
      { label: 'A number', met: false },
      { label: 'A special character', met: false },
    ]);
    expect({ score, level }).toEqual({ score: 2, level: 'weak' });
  });

  it('rates 3-4 rules fair and all five strong', () => {
    expect(passwordStrength('Abcdefg1').level).toBe('fair');
    expect(passwordStrength('Abcdef1!').level).toBe('strong');
  });
});
