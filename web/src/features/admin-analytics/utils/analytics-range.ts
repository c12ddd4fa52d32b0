import { addDays, isCalendarDay } from '@app/domain/analytics/analytics-window';

// The Analytics section's window (docs/product.md "Analytics"), kept in the address so a reload or a shared link
// shows the same days: `?range=7|30|90` (30 when missing or unknown), or `?range=custom&from=&to=` (UTC days).

export const RANGE_PRESETS = [7, 30, 90] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export type AnalyticsRange = { kind: 'preset'; days: RangePreset } | { kind: 'custom'; from: string; to: string };

export const DEFAULT_RANGE: AnalyticsRange = { kind: 'preset', days: 30 };
const RANGE_KEYS = ['range', 'from', 'to'] as const;

/** Today in UTC, as the server counts days. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

export function readRange(params: URLSearchParams): AnalyticsRange {
  const range = params.get('range');
  if (range === 'custom') {
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    if (isCalendarDay(from) && isCalendarDay(to)) return { kind: 'custom', from, to };
  }
  const days = RANGE_PRESETS.find((preset) => String(preset) === range);
  return days ? { kind: 'preset', days } : DEFAULT_RANGE;
}

/** The address's parameters with the range replaced (the others, the section's among them, kept). */
export function writeRange(params: URLSearchParams, range: AnalyticsRange): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of RANGE_KEYS) next.delete(key);
  if (range.kind === 'custom') {
    next.set('range', 'custom');
    next.set('from', range.from);
    next.set('to', range.to);
  } else {
    next.set('range', String(range.days));
  }
  return next;
}

/** The days a range asks the server for: a preset ends today. */
export function rangeWindow(range: AnalyticsRange, today: string): { from: string; to: string } {
  return range.kind === 'custom' ? { from: range.from, to: range.to } : { from: addDays(today, -(range.days - 1)), to: today };
}
