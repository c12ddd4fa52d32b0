import { describe, expect, it } from 'vitest';
import { DEFAULT_RANGE, rangeWindow, readRange, utcToday, writeRange } from './analytics-range';

describe('the Analytics range in the address', () => {
  it('reads a preset, a custom window, and the last 30 days for anything else', () => {
    expect(readRange(new URLSearchParams('range=7'))).toEqual({ kind: 'preset', days: 7 });
    expect(readRange(new URLSearchParams('range=custom&from=2026-01-01&to=2026-02-01'))).toEqual({ kind: 'custom', from: '2026-01-01', to: '2026-02-01' });
    for (const search of ['', 'range=14', 'range=custom&from=2026-02-30&to=2026-03-01', 'range=custom&from=2026-01-01']) {
      expect(readRange(new URLSearchParams(search))).toEqual(DEFAULT_RANGE);
    }
  });

  it("writes the range over the old one and keeps the section's parameter", () => {
    const custom = writeRange(new URLSearchParams('section=analytics&range=7'), { kind: 'custom', from: '2026-01-01', to: '2026-02-01' });
    expect(custom.toString()).toBe('section=analytics&range=custom&from=2026-01-01&to=2026-02-01');
    expect(writeRange(custom, { kind: 'preset', days: 90 }).toString()).toBe('section=analytics&range=90');
  });

  it('asks for a preset as the days up to today (UTC), and for a custom window as it is', () => {
    expect(utcToday(new Date('2026-11-28T23:30:00-05:00'))).toBe('2026-11-29');
    expect(rangeWindow({ kind: 'preset', days: 7 }, '2026-11-28')).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(rangeWindow({ kind: 'preset', days: 90 }, '2026-11-28')).toEqual({ from: '2026-08-31', to: '2026-11-28' });
    expect(rangeWindow({ kind: 'custom', from: '2026-01-01', to: '2026-02-01' }, '2026-11-28')).toEqual({ from: '2026-01-01', to: '2026-02-01' });
  });
});
