// Small statistics for latency samples and repeated measurements.

export interface LatencySummary {
  count: number;
  p50: number;
  p99: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentile of an ascending array (p from 0 to 100); NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export function summarize(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    mean: sorted.length === 0 ? Number.NaN : total / sorted.length,
  };
}

export function median(values: readonly number[]): number {
  return percentile([...values].sort((a, b) => a - b), 50);
}

/** Keeps latency samples up to a bound, so a long run cannot grow memory without limit. */
export class LatencyRecorder {
  private readonly samples: number[] = [];

  constructor(private readonly limit = 1_000_000) {}

  record(ms: number): void {
    if (this.samples.length < this.limit) this.samples.push(ms);
  }

  /** Times `work` and records its duration in milliseconds. */
  async time<T>(work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const result = await work();
    this.record(performance.now() - started);
    return result;
  }

  get values(): readonly number[] {
    return this.samples;
  }

  summary(): LatencySummary {
    return summarize(this.samples);
  }
}
