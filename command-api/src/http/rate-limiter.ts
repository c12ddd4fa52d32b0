// A sliding-window limiter kept in this process's memory: enough for one command API process; behind a load
// balancer each process limits on its own (noted in docs/decisions.md).
export interface RateLimiter {
  /** Counts an attempt; returns the seconds to wait when the key is over its limit, else undefined. */
  hit(key: string, now: number): number | undefined;
  /** The seconds to wait when the key is over its limit, else undefined; counts nothing. */
  blocked(key: string, now: number): number | undefined;
}

export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const attempts = new Map<string, number[]>();
  let sweptAt = 0;
  const recentOf = (key: string, now: number) => {
    // Forget idle keys now and then, so the map stays as small as the set of recent clients.
    if (now - sweptAt > windowMs) {
      for (const [other, times] of attempts) if (times.every((time) => now - time >= windowMs)) attempts.delete(other);
      sweptAt = now;
    }
    const recent = (attempts.get(key) ?? []).filter((time) => now - time < windowMs);
    attempts.set(key, recent);
    return recent;
  };
  const waitFor = (recent: number[], now: number) =>
    recent.length >= limit ? Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000)) : undefined;
  return {
    hit(key, now) {
      const recent = recentOf(key, now);
      const wait = waitFor(recent, now);
      if (wait === undefined) recent.push(now);
      return wait;
    },
    blocked: (key, now) => waitFor(recentOf(key, now), now),
  };
}
