import { describe, expect, it } from 'vitest';
import { formatLatency, summedTokenCost } from './ai-usage';

describe('summedTokenCost ($3 per million input tokens, $12 per million output tokens, summed)', () => {
  it('sums the tokens of every row, then prices them', () => {
    const rows = [
      { tokensIn: 1_000_000, tokensOut: 250_000 },
      { tokensIn: 500_000, tokensOut: 250_000 },
    ];
    expect(summedTokenCost(rows)).toEqual({ tokensIn: 1_500_000, tokensOut: 500_000, input: 4.5, output: 6, total: 10.5 });
  });

  it('is nothing for no rows', () => {
    expect(summedTokenCost([])).toEqual({ tokensIn: 0, tokensOut: 0, input: 0, output: 0, total: 0 });
  });

  it('keeps costs below a cent that add up to more than one', () => {
    // 3,000 input tokens cost $0.009 each time: three rows are $0.027, not three rounded $0.01s.
    const rows = Array.from({ length: 3 }, () => ({ tokensIn: 3_000, tokensOut: 0 }));
    expect(summedTokenCost(rows).input).toBeCloseTo(0.027, 10);
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
