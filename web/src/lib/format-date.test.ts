import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './format-date';

describe('the admin tables’ dates', () => {
  it('show the day and the time, in the given time zone', () => {
    expect(formatDateTime('2025-03-01T10:05:00.000Z', 'UTC')).toBe('Mar 1, 2025, 10:05 AM');
    expect(formatDateTime('2025-03-01T02:00:00.000Z', 'America/Los_Angeles')).toBe('Feb 28, 2025, 6:00 PM');
    expect(formatDate('2025-03-01T02:00:00.000Z', 'America/Los_Angeles')).toBe('Feb 28, 2025');
    expect(formatTime('2025-03-01T02:00:00.000Z', 'America/Los_Angeles')).toBe('6:00 PM');
  });

  it('show a dash for a missing or unreadable date', () => {
    for (const formatted of [formatDateTime, formatDate, formatTime]) {
      expect(formatted(null)).toBe('—');
      expect(formatted('yesterday')).toBe('—');
    }
  });
});
