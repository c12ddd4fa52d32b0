import { useEffect, useState, useSyncExternalStore } from 'react';
import { countdownClock } from './countdown-clock';
import { COUNTDOWN_REFRESH_MS, countdownState, type CountdownIdea, type CountdownState } from './countdown';

/** The time (ms since the epoch), refreshed every minute for every countdown on the page at once. */
export function useCountdownClock(): number {
  return useSyncExternalStore(countdownClock.subscribe, countdownClock.now, countdownClock.now);
}

/**
 * An idea's countdown, refreshed with the shared clock. In its last minute it also wakes at zero, so 'Expired' does
 * not wait for the next minute.
 */
export function useCountdown(idea: CountdownIdea): CountdownState {
  const clock = useCountdownClock();
  const [wokenAt, setWokenAt] = useState(0);
  const state = countdownState(idea, new Date(Math.max(clock, wokenAt)));
  const remainingMs = state.kind === 'counting' ? state.remainingMs : null;

  useEffect(() => {
    if (remainingMs === null || remainingMs > COUNTDOWN_REFRESH_MS) return;
    const timer = setTimeout(() => setWokenAt(Date.now()), remainingMs);
    return () => clearTimeout(timer);
  }, [remainingMs]);

  return state;
}
