import { describe, expect, it } from 'vitest';
import { formatLatency, largestRemainder, summedTokenCost } from './ai-usage';

describe('summedTokenCost ($3 per million input tokens, $12 per million output tokens, summed)', () => {
  it('sums the tokens of every row, then prices them in cents', () => {
    const rows = [
      { tokensIn: 1_000_000, tokensOut: 250_000 },
      { tokensIn: 500_000, tokensOut: 250_000 },
    ];
    expect(summedTokenCost(rows)).toEqual({ tokensIn: 1_500_000, tokensOut: 500_000, inputCents: 450, outputCents: 600, totalCents: 1050 });
  });

  it('is nothing for no rows', () => {
    expect(summedTokenCost([])).toEqual({ tokensIn: 0, tokensOut: 0, inputCents: 0, outputCents: 0, totalCents: 0 });
  });

  it('keeps costs below a cent that add up to more than one', () => {
    // 3,000 input tokens cost $0.009 each time: three rows are $0.027 (3 cents), not three rounded $0.01s.
    const rows = Array.from({ length: 3 }, () => ({ tokensIn: 3_000, tokensOut: 0 }));
    expect(summedTokenCost(rows).inputCents).toBe(3);
  });

  it('totals the exact amounts, rounded, and gives the cards parts that add up to it', () => {
    // $2.46639 + $9.25656 = $11.72295: rounded each on its own, $2.47 + $9.26 over a total of $11.72.
    const cost = summedTokenCost([{ tokensIn: 822_130, tokensOut: 771_380 }]);
    expect(cost).toMatchObject({ inputCents: 246, outputCents: 926, totalCents: 1172 });
    expect(cost.inputCents + cost.outputCents).toBe(cost.totalCents);
  });
});

describe('largestRemainder', () => {
  it('rounds the sum, and gives the cents left over to the largest remainders', () => {
    expect(largestRemainder([2_466_390, 9_256_560], 10_000)).toEqual([246, 926]);
    expect(largestRemainder([3_333, 3_333, 3_334], 1_000)).toEqual([3, 3, 4]);
    expect(largestRemainder([500, 500, 0], 1_000)).toEqual([1, 0, 0]);
    expect(largestRemainder([1_000, 2_000], 1_000)).toEqual([1, 2]);
  });

  it('adds up to the sum rounded half up, whatever the parts', () => {
    for (let seed = 1; seed < 200; seed++) {
      const parts = [seed * 7_919, seed * 104_729, seed * 1_299_709].map((part) => part % 9_999_991);
      const rounded = largestRemainder(parts, 10_000);
      expect(rounded.reduce((a, b) => a + b, 0)).toBe(Math.round(parts.reduce((a, b) => a + b, 0) / 10_000));
      rounded.forEach((part, index) => expect(Math.abs(part - parts[index]! / 10_000)).toBeLessThan(1));
    }
  });
});

describe('formatLatency', () => {
  it.each([
    [0, '0 ms'],
    [850, '850 ms'],
    [999.4, '999 ms'],
    [999.6, '1.0 s'],
    [12_345, '12.3 s'],
    [59_949, '59.9 s'],
    [59_960, '1m 00s'],
    [247_000, '4m 07s'],
    [3_600_000, '60m 00s'],
  ])('%d ms reads %s', (ms, text) => {
    expect(formatLatency(ms)).toBe(text);
  });

  it('shows a dash for a figure that is not a latency', () => {
    expect(formatLatency(-1)).toBe('—');
    expect(formatLatency(Number.NaN)).toBe('—');
  });
});
