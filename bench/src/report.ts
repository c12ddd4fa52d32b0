// What every benchmark reports: its figure, the baseline measured in the same run, the ratio between them (the only
// number that compares across runs on a noisy machine), and the goal with PASS/MISS.

export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** Extra context, e.g. "p50 0.8 ms, p99 3.1 ms". */
  detail?: string;
}

export interface Goal {
  text: string;
  pass: boolean;
}

export interface BenchResult {
  /** Which benchmark and setting, e.g. "append, 4 writers". */
  bench: string;
  measured: Figure;
  baseline: Figure;
  /** measured / baseline. */
  ratio: number;
  /** Undefined: reported for information, no goal. */
  goal?: Goal;
}

/** `goal` is either fixed (an absolute target) or judged on the ratio. */
export function result(bench: string, measured: Figure, baseline: Figure, goal?: Goal | ((ratio: number) => Goal)): BenchResult {
  const ratio = measured.value / baseline.value;
  if (!goal) return { bench, measured, baseline, ratio };
  return { bench, measured, baseline, ratio, goal: typeof goal === 'function' ? goal(ratio) : goal };
}

export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (Math.abs(value) >= 100) return Math.round(value).toLocaleString('en-US');
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

export function formatFigure(figure: Figure): string {
  return `${formatNumber(figure.value)} ${figure.unit}`;
}

/** A ratio over a baseline of 0 is none (NaN here, null once the results file has carried it as JSON). */
export function formatRatio(ratio: number | null): string {
  return ratio !== null && Number.isFinite(ratio) ? `${ratio.toFixed(2)}x` : 'n/a';
}

function verdict(goal: Goal | undefined): string {
  if (!goal) return 'info';
  return goal.pass ? 'PASS' : 'MISS';
}

export function printResult(entry: BenchResult): void {
  const { measured, baseline, goal } = entry;
  const detail = (figure: Figure) => (figure.detail ? ` (${figure.detail})` : '');
  console.log(`  [${entry.bench}] ${measured.name}: ${formatFigure(measured)}${detail(measured)}`);
  console.log(`      baseline ${baseline.name}: ${formatFigure(baseline)}${detail(baseline)}`);
  console.log(`      ratio ${formatRatio(entry.ratio)}; goal: ${goal?.text ?? 'none (information)'} -> ${verdict(goal)}`);
}

export function printSummary(entries: readonly BenchResult[]): void {
  const header = ['benchmark', 'measured', 'figure', 'baseline (same run)', 'ratio', 'goal', 'result'];
  const rows = entries.map((entry) => [
    entry.bench,
    entry.measured.name,
    formatFigure(entry.measured),
    `${entry.baseline.name}: ${formatFigure(entry.baseline)}`,
    formatRatio(entry.ratio),
    entry.goal?.text ?? '-',
    verdict(entry.goal),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  const goals = entries.filter((entry) => entry.goal);
  const passed = goals.filter((entry) => entry.goal?.pass).length;
  console.log(`\n${passed} of ${goals.length} goals met.`);
}
