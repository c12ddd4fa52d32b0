import { COUNTDOWN_REFRESH_MS } from './countdown';

// One clock for every countdown on the page (docs/product.md "Limits": refreshed every 60 s): a single interval runs
// while anything listens, however many cards show a countdown.

type Listener = () => void;

export interface Clock {
  subscribe: (listener: Listener) => () => void;
  now: () => number;
}

export function createClock(periodMs: number, read: () => number = Date.now): Clock {
  const listeners = new Set<Listener>();
  let current = read();
  let timer: ReturnType<typeof setInterval> | undefined;
  const tick = () => {
    current = read();
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        // A first listener after a quiet spell must not see a stale time.
        current = read();
        timer = setInterval(tick, periodMs);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) clearInterval(timer);
      };
    },
    now: () => current,
  };
}

export const countdownClock = createClock(COUNTDOWN_REFRESH_MS);
