import { describe, expect, it } from 'vitest';
import { dayText, trendingScore } from '@app/domain/momentum/momentum-days';
import { TrendingActivity } from './trending-activity';

const TODAY = 20_785;
const row = (ideaId: number, daysAgo: number, activity: number) => ({ idea_id: ideaId, date: dayText(TODAY - daysAgo), activity });

describe('the trending activity', () => {
  it('sums the last 7 days and the 7 before, a day seen again replacing its count, days older than 14 left out', () => {
    const activity = new TrendingActivity();
    activity.upsert([row(1, 0, 3), row(1, 6, 2), row(1, 7, 4), row(1, 13, 1), row(1, 14, 50), row(2, 3, 5)]);
    activity.upsert([row(1, 0, 4)]);
    expect(activity.window(1, TODAY)).toEqual({ last7: 6, previous7: 5 });
    expect(activity.window(2, TODAY)).toEqual({ last7: 5, previous7: 0 });
    expect(activity.window(3, TODAY)).toEqual({ last7: 0, previous7: 0 });
    // A day later, the oldest day of each half moves on.
    expect(activity.window(1, TODAY + 1)).toEqual({ last7: 4, previous7: 6 });
  });

  it('lets a new idea with some activity rise above an established one growing slowly, and a fading one fall below a quiet one', () => {
    expect(trendingScore(5, 0)).toBeGreaterThan(trendingScore(1000, 900));
    expect(trendingScore(1000, 900)).toBeGreaterThan(trendingScore(1000, 990));
    expect(trendingScore(0, 0)).toBe(0);
    expect(trendingScore(10, 40)).toBeLessThan(0);
  });

  it('tells a reader the ideas changed since its cursor, and to take every idea after it started its log again', () => {
    const activity = new TrendingActivity();
    activity.upsert([row(1, 0, 1)]);
    const cursor = activity.cursor();
    activity.upsert([row(2, 0, 1), row(3, 1, 1)]);
    expect(activity.changesSince(cursor)).toEqual([2, 3]);
    expect(activity.changesSince(undefined)).toBeUndefined();
    expect(new TrendingActivity().changesSince(cursor)).toBeUndefined();
    activity.upsert(Array.from({ length: 100_001 }, (_, index) => row(10 + (index % 50), 0, index)));
    expect(activity.changesSince(cursor)).toBeUndefined();
  });
});
