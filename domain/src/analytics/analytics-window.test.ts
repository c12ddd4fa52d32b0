import { describe, expect, it } from 'vitest';
import { ValidationError } from '../shared/errors';
import { analyticsApi } from './analytics-api';
import { addDays, analyticsWindow, daysBetween, FROM_AFTER_TO, isCalendarDay, WINDOW_TOO_LONG } from './analytics-window';

describe('the analytics window', () => {
  it('is the last 30 days up to today when nothing is asked, and 30 days up to `to` when only `to` is', () => {
    expect(analyticsWindow({}, '2026-11-28')).toEqual({ from: '2026-10-30', to: '2026-11-28' });
    expect(analyticsWindow({ from: '', to: '' }, '2026-11-28')).toEqual({ from: '2026-10-30', to: '2026-11-28' });
    expect(analyticsWindow({ to: '2026-03-01' }, '2026-11-28')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(analyticsWindow({ from: '2026-11-01' }, '2026-11-28')).toEqual({ from: '2026-11-01', to: '2026-11-28' });
  });

  it('takes one day, and up to 400, and refuses `from` after `to` or a longer window with a clear message', () => {
    expect(analyticsWindow({ from: '2026-11-28', to: '2026-11-28' }, '2026-11-28')).toEqual({ from: '2026-11-28', to: '2026-11-28' });
    expect(daysBetween(...(Object.values(analyticsWindow({ from: '2025-10-25', to: '2026-11-28' }, '2026-11-28')) as [string, string]))).toHaveLength(400);
    expect(() => analyticsWindow({ from: '2025-10-24', to: '2026-11-28' }, '2026-11-28')).toThrow(new ValidationError(WINDOW_TOO_LONG, { from: WINDOW_TOO_LONG }));
    expect(() => analyticsWindow({ from: '2026-11-29' }, '2026-11-28')).toThrow(new ValidationError(FROM_AFTER_TO, { from: FROM_AFTER_TO }));
  });

  it('knows calendar days, and counts days across months and leap years', () => {
    expect(['2026-02-28', '2024-02-29', '2026-12-31'].every(isCalendarDay)).toBe(true);
    expect(['2026-02-29', '2026-13-01', '2026-1-01', '20261101', '2026-11-28T00:00:00Z'].some(isCalendarDay)).toBe(false);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(daysBetween('2026-10-30', '2026-11-02')).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
  });

  it("the contract's query refuses what is not a calendar day, and a parameter given twice", () => {
    const query = analyticsApi.admin.query;
    expect(query.safeParse({ from: '2026-02-30' }).error?.issues[0]?.message).toBe('from must be a date (YYYY-MM-DD)');
    expect(query.safeParse({ to: 'yesterday' }).error?.issues[0]?.message).toBe('to must be a date (YYYY-MM-DD)');
    expect(query.safeParse({ from: ['2026-11-01', '2026-11-02'] }).error?.issues[0]?.message).toBe('from must be given once');
    expect(query.safeParse({ from: '2026-11-01', to: '' }).success).toBe(true);
  });
});
