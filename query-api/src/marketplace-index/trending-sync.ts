// Keeps the catalog index's trending keys in step with the activity off the request path (docs/product.md
// "Momentum"): a sync after the first loads, every few seconds after (an index or activity loaded afresh, a
// rebuilt read model, the changes since the last look) and at each UTC day's turn, when every idea's score moves.
// A request in the `trending` sort still syncs first, so its answer is right at any point, but it then finds only
// what changed since the last sync instead of re-scoring every idea (a second at 100,000 ideas).
import { dayNumber } from '@app/domain/momentum/momentum-days';
import type { CatalogIndex } from './catalog-index';
import type { TrendingActivity } from './trending-activity';

/** How often the keys are synced between the days' turns. */
export const TRENDING_SYNC_MS = 5000;
const DAY_MS = 86_400_000;

export interface TrendingSyncOptions {
  index(): Promise<CatalogIndex>;
  activity(): Promise<TrendingActivity>;
  log?: { error(fields: object, message: string): void };
}

/** Starts syncing at once; the function returned stops it. */
export function keepTrendingSynced(options: TrendingSyncOptions): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const sync = async () => {
    try {
      const [index, activity] = await Promise.all([options.index(), options.activity()]);
      if (!stopped) index.warmTrending(activity, dayNumber(new Date()));
    } catch (error) {
      if (!stopped) options.log?.error({ err: error }, 'syncing the trending keys failed');
    }
    if (stopped) return;
    // Just past the day's turn when it comes before the next tick.
    const untilNextDay = DAY_MS - (Date.now() % DAY_MS) + 1;
    timer = setTimeout(() => void sync(), Math.min(TRENDING_SYNC_MS, untilNextDay));
    timer.unref();
  };
  void sync();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
