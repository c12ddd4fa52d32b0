import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date';

describe('formatDateTime', () => {
  it('shows the day and the time, in the given time zone', () => {
    expect(formatDateTime('2025-03-01T10:05:00.000Z', 'UTC')).toBe('Mar 1, 2025, 10:05 AM');
    expect(formatDateTime('2025-03-01T02:00:00.000Z', 'America/Los_Angeles')).toBe('Feb 28, 2025, 6:00 PM');
  });

  it('shows a dash for a missing or unreadable date', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('yesterday')).toBe('—');
  });
});
