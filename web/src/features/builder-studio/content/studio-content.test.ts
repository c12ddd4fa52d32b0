import { describe, expect, it } from 'vitest';
import { COHORT_SIZE, F6S_APPLY_URL, PROGRAMME, PROGRAMME_DAYS, PROGRAMME_WEEKS, REVIEW_TIME, STUDIO_CLAIMS, STUDIO_FAQ } from './studio-content';

// docs/product.md "Builder Studio", "Limits": cohort of 5 founders, a 4-week (28-day) programme, review in 24-48 hours,
// an FAQ of 7 questions.
describe('the Builder Studio claims', () => {
  it("states the spec's figures", () => {
    expect(COHORT_SIZE).toBe(5);
    expect(PROGRAMME_WEEKS).toBe(4);
    expect(PROGRAMME_DAYS).toBe(28);
    expect(REVIEW_TIME).toBe('24-48 hours');
    expect(STUDIO_CLAIMS.map((claim) => claim.figure)).toEqual(['5', '4 weeks', '24-48 hours']);
  });

  it('outlines the 28 days week by week, without gaps', () => {
    expect(PROGRAMME.map((week) => week.week)).toEqual([1, 2, 3, 4]);
    expect(PROGRAMME.map((week) => week.days)).toEqual(['Days 1-7', 'Days 8-14', 'Days 15-21', 'Days 22-28']);
    for (const week of PROGRAMME) expect(week.activities.length).toBeGreaterThan(0);
  });

  it('asks exactly 7 distinct questions', () => {
    expect(STUDIO_FAQ).toHaveLength(7);
    expect(new Set(STUDIO_FAQ.map((entry) => entry.id)).size).toBe(7);
    expect(new Set(STUDIO_FAQ.map((entry) => entry.question)).size).toBe(7);
  });

  it('sends F6S applicants to an https page', () => {
    expect(F6S_APPLY_URL).toMatch(/^https:\/\/www\.f6s\.com\//);
  });
});
