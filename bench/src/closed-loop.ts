// A closed-loop load: N workers each run one operation after another (the next starts when the previous ended),
// first for a warm-up that is not recorded, then for the measured period. Bounded by time, by a total count of
// operations, and by the abort signal.
import { shouldStop } from './bench-main';
import { LatencyRecorder } from './stats';

export interface ClosedLoopOptions {
  workers: number;
  warmupMs: number;
  durationMs: number;
  /** At most this many measured operations in all. */
  maxOperations: number;
  signal: AbortSignal;
}

export interface ClosedLoopResult {
  operations: number;
  elapsedMs: number;
  /** Latency of each measured operation, in milliseconds. */
  latencies: LatencyRecorder;
}

export async function runClosedLoop(
  options: ClosedLoopOptions,
  operation: (worker: number, measured: boolean) => Promise<void>,
): Promise<ClosedLoopResult> {
  const { workers, signal } = options;
  // Warm-up: connections opened, statements prepared, caches filled.
  const warmupEnd = performance.now() + options.warmupMs;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (!shouldStop(signal, warmupEnd)) await operation(worker, false);
    }),
  );

  const latencies = new LatencyRecorder(options.maxOperations);
  let started = 0;
  const begin = performance.now();
  const deadline = begin + options.durationMs;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (!shouldStop(signal, deadline) && started < options.maxOperations) {
        started += 1;
        await latencies.time(() => operation(worker, true));
      }
    }),
  );
  return { operations: latencies.values.length, elapsedMs: performance.now() - begin, latencies };
}
