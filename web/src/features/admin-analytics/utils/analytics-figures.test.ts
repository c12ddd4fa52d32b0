import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { analyticsFailedText, ANALYTICS_FAILED, formatCents, formatCost, funnelSteps, kpiTiles, percentOf } from './analytics-figures';
import { analyticsAnswer } from './analytics-fixtures';

describe('the Analytics figures', () => {
  it("tiles: the window's sums, and paying members and MRR at the end of its last day", () => {
    expect(kpiTiles(analyticsAnswer())).toEqual([
      { label: 'Sign-ups', value: '1,202', detail: 'in the window' },
      { label: 'Verified', value: '3', detail: 'emails verified in the window' },
      { label: 'Paying PREMIUM', value: '3', detail: 'at the end of Nov 3, 2026' },
      { label: 'Paying PRO', value: '2', detail: 'at the end of Nov 3, 2026' },
      { label: 'MRR', value: '$65.00', detail: 'at the end of Nov 3, 2026' },
      { label: 'AI cost', value: '$0.03', detail: '4 generations, 3,000 tokens' },
    ]);
  });

  it('funnel: each step with its share of the sign-ups; no sign-ups, no percentage', () => {
    expect(funnelSteps(analyticsAnswer())).toEqual([
      { label: 'Signed up', count: 1202, share: '100%' },
      { label: 'Verified', count: 601, share: '50%' },
      { label: 'Paid', count: 60, share: '5%' },
    ]);
    expect(percentOf(0, 0)).toBe('—');
  });

  it('writes cents and costs for people', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCost(0.314838)).toBe('$0.31');
    expect(formatCost(0.0004)).toBe('< $0.01');
    expect(formatCost(0)).toBe('$0.00');
  });

  it("says the server's reason when it gave one", () => {
    expect(analyticsFailedText(new ApiError('Bad Request', 400, { message: 'The window may span at most 400 days' }))).toBe('The window may span at most 400 days');
    expect(analyticsFailedText(new Error('network'))).toBe(ANALYTICS_FAILED);
  });
});
