// The trending keys synced off the request path: after the loads, and again just past the UTC day's turn, so an
// index nobody synced answers the trending order of the day; nothing after the stop.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayText } from '@app/domain/momentum/momentum-days';
import { CatalogIndex } from './catalog-index';
import { randomIdeaRow, seededRandom } from './catalog-test-ideas';
import { indexedIdeaOf } from './indexed-idea';
import { TrendingActivity } from './trending-activity';
import { keepTrendingSynced, TRENDING_SYNC_MS } from './trending-sync';

const TODAY = 20_785;
const DAY_MS = 86_400_000;

afterEach(() => {
  vi.useRealTimers();
});

describe('the trending keys’ background sync', () => {
  it('syncs after the loads and just past the day’s turn, so queries find the day’s order without syncing', async () => {
    vi.useFakeTimers({ now: (TODAY + 1) * DAY_MS - 2000 });
    const random = seededRandom(5);
    const [first, second] = [1, 2].map((id) => ({ ...randomIdeaRow(random, id), status: 'Published', private: false, archived: false, deleted_at: null }) as const);
    const index = new CatalogIndex();
    // The same stamp, and idea 2 the newer: only the activity puts idea 1 first.
    index.upsert([indexedIdeaOf({ ...first!, stamp: second!.stamp, stamp_rank: second!.stamp_rank, created_at: new Date(0) }), indexedIdeaOf({ ...second!, created_at: new Date(DAY_MS) })]);
    const activity = new TrendingActivity();
    // Six days ago: in the last 7 today, in the 7 before tomorrow.
    activity.upsert([{ idea_id: 1, date: dayText(TODAY - 6), activity: 9 }]);
    const order = () => index.query({ page: 1, limit: 10, sort: 'trending', admin: false }).ideas.map((entry) => entry.id);
    const warm = vi.spyOn(index, 'warmTrending');

    const stop = keepTrendingSynced({ index: () => Promise.resolve(index), activity: () => Promise.resolve(activity) });
    await vi.advanceTimersByTimeAsync(0);
    expect(warm).toHaveBeenLastCalledWith(activity, TODAY);
    expect(order()).toEqual([1, 2]);

    await vi.advanceTimersByTimeAsync(2001);
    expect(warm).toHaveBeenLastCalledWith(activity, TODAY + 1);
    expect(order()).toEqual([2, 1]);

    stop();
    const calls = warm.mock.calls.length;
    await vi.advanceTimersByTimeAsync(TRENDING_SYNC_MS * 3);
    expect(warm.mock.calls.length).toBe(calls);
  });
});
