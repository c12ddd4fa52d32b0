import { registrationSchema } from '@app/domain/users/schemas';

// The Create Account dialog's hint about password strength (docs/product.md "Accounts and sessions"). The rules are the
// shared schema's, so the hint can never promise less than the server demands; each rule is recognised by its message
// (docs/product.md "Accounts and sessions").
export const PASSWORD_RULES = [
  { message: 'Password must be at least 8 characters', label: '8 or more characters' },
  { message: 'Password must contain at least one uppercase letter', label: 'An uppercase letter' },
  { message: 'Password must contain at least one lowercase letter', label: 'A lowercase letter' },
  { message: 'Password must contain at least one number', label: 'A number' },
  { message: 'Password must contain at least one special character', label: 'A special character' },
] as const;

export type StrengthLevel = 'weak' | 'fair' | 'strong';

export interface PasswordStrength {
  rules: { label: string; met: boolean }[];
  /** How many rules the password meets, out of `rules.length`. */
  score: number;
  level: StrengthLevel;
}

export function passwordStrength(password: string): PasswordStrength {
  const result = registrationSchema.shape.password.safeParse(password);
  const unmet = new Set(result.success ? [] : result.error.issues.map((issue) => issue.message));
  const rules = PASSWORD_RULES.map(({ message, label }) => ({ label, met: !unmet.has(message) }));
  const score = rules.filter((rule) => rule.met).length;
  const level: StrengthLevel = score === rules.length ? 'strong' : score >= 3 ? 'fair' : 'weak';
  return { rules, score, level };
}
