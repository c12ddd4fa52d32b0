import { useSyncExternalStore } from 'react';
import { countdownClock } from '../utils/countdown-clock';

/** The time (ms since the epoch), refreshed every minute for every countdown on the page at once. */
export function useMarketplaceClock(): number {
  return useSyncExternalStore(countdownClock.subscribe, countdownClock.now, countdownClock.now);
}
