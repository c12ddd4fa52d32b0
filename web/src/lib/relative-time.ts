// 'just now', '3 minutes ago', '2 days ago': how long ago a history entry happened, in the spec's English.

/** Made on first use: building it loads locale data, which a page importing this module should not pay for. */
let relative: Intl.RelativeTimeFormat | undefined;

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60_000],
  ['month', 30 * 24 * 60 * 60_000],
  ['week', 7 * 24 * 60 * 60_000],
  ['day', 24 * 60 * 60_000],
  ['hour', 60 * 60_000],
  ['minute', 60_000],
];

/**
 * How long before `now` (ms since the epoch) `iso` was. A time after `now` also reads 'just now': the page's clock
 * ticks once a minute, so an entry written since its last tick is newer than the clock, not in the future.
 */
export function timeAgo(iso: string, now: number): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '—';
  const elapsed = now - at;
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return (relative ??= new Intl.RelativeTimeFormat('en', { numeric: 'always' })).format(-Math.floor(elapsed / size), unit);
  }
  return 'just now';
}
