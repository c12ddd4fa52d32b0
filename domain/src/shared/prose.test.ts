import { describe, expect, it } from 'vitest';
import { dollars, groupDigits } from './prose';

const intl = new Intl.NumberFormat('en-US');

describe('groupDigits', () => {
  it('writes a whole number as Intl.NumberFormat does, signs and all', () => {
    const samples = [0, 1, 12, 123, 1_000, 1_005, 999_999, 1_000_000, 1_234_567, Number.MAX_SAFE_INTEGER, -1, -1_000, -1_234_567];
    for (let digits = 1; digits <= 15; digits += 1) samples.push(Number('9'.repeat(digits)), 10 ** digits, -(10 ** digits) + 7);
    for (const value of samples) expect(groupDigits(value), String(value)).toBe(intl.format(value));
  });

  it('leaves a fraction, a huge number and -0 to Intl', () => {
    for (const value of [1234.5678, -0.25, 2 ** 60, -0, Number.NaN]) expect(groupDigits(value)).toBe(intl.format(value));
  });
});

describe('dollars', () => {
  it('writes whole dollars grouped, rounding cents half up, a negative before the sign', () => {
    expect(dollars(1_234_567)).toBe('$1,234,567');
    expect(dollars(1_000.5)).toBe('$1,001');
    expect(dollars(-1_000)).toBe('-$1,000');
    expect(dollars(0)).toBe('$0');
  });
});
