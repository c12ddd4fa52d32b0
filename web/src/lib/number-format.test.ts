import { describe, expect, it } from 'vitest';
import { compactMoney, formatCount, shortDate } from './number-format';

describe('number formats', () => {
  it('groups counts, writes money compactly in its currency, and days as month and day', () => {
    expect(formatCount(1_005)).toBe('1,005');
    expect(compactMoney(4_200_000_000, 'USD')).toBe('$4.2B');
    expect(compactMoney(950_000, 'USD')).toBe('$950K');
    expect(compactMoney(1_200_000_000, 'EUR')).toBe('€1.2B');
    expect(shortDate('2026-11-28')).toBe('Nov 28');
    expect(shortDate('not a day')).toBe('not a day');
  });
});
