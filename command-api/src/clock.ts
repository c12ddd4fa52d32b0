// Where the command API reads the time: every decision (a 48-hour window, a monthly cap, a rate limit) and every
// event's time come from here, so tests can move it. Durations that only measure (a latency) stay on the real clock.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
