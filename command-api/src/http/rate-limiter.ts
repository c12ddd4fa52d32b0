// Sliding windows kept in this process's memory: enough for one command API process; behind a load balancer each
// process limits on its own (noted in docs/decisions.md). Time comes in as `now` (ms), so tests move it.
export interface RateLimiter {
  /** Counts an attempt; returns the seconds to wait when the key is over its limit, else undefined. */
  hit(key: string, now: number): number | undefined;
  /** The seconds to wait when the key is over its limit, else undefined; counts nothing. */
  blocked(key: string, now: number): number | undefined;
}

/** A growing delay for repeated failures on one key (an account), so that online guessing is slow. */
export interface FailureDelay {
  /** Counts a failure; returns the milliseconds its answer should wait. */
  fail(key: string, now: number): number;
}

/**
 * The times of each key's recent events, oldest first, at most `keep` of them (the newest): callers only need to
 * know whether a key reached a count, so a key hammered without end costs no more memory than one at that count.
 */
function slidingWindows(windowMs: number, keep: number) {
  const events = new Map<string, number[]>();
  let sweptAt = 0;
  return {
    recent(key: string, now: number): number[] {
      // Forget idle keys now and then, so the map stays as small as the set of recent clients.
      if (now - sweptAt > windowMs) {
        for (const [other, times] of events) if (times.every((time) => now - time >= windowMs)) events.delete(other);
        sweptAt = now;
      }
      const recent = (events.get(key) ?? []).filter((time) => now - time < windowMs);
      events.set(key, recent);
      return recent;
    },
    add(recent: number[], now: number): void {
      recent.push(now);
      if (recent.length > keep) recent.shift();
    },
  };
}

export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const windows = slidingWindows(windowMs, limit);
  const waitFor = (recent: number[], now: number) =>
    recent.length >= limit ? Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000)) : undefined;
  return {
    hit(key, now) {
      const recent = windows.recent(key, now);
      const wait = waitFor(recent, now);
      if (wait === undefined) windows.add(recent, now);
      return wait;
    },
    blocked: (key, now) => waitFor(windows.recent(key, now), now),
  };
}

/**
 * The first `free` failures of a key within the window answer at once; each further one waits `firstMs`, doubling
 * with every failure up to `maxMs`.
 */
export function createFailureDelay({ free, firstMs, maxMs, windowMs }: { free: number; firstMs: number; maxMs: number; windowMs: number }): FailureDelay {
  // Failures past `free` until the delay reaches its cap: counting further would change nothing.
  const growing = Math.ceil(Math.log2(maxMs / firstMs)) + 1;
  const windows = slidingWindows(windowMs, free + growing);
  return {
    fail(key, now) {
      const recent = windows.recent(key, now);
      windows.add(recent, now);
      const past = recent.length - free;
      return past > 0 ? Math.min(maxMs, firstMs * 2 ** (past - 1)) : 0;
    },
  };
}
