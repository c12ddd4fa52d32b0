import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time';

const now = Date.parse('2026-03-10T12:00:00.000Z');
const before = (ms: number) => new Date(now - ms).toISOString();
const MINUTE = 60_000;

describe('timeAgo', () => {
  it('counts whole units back from now, in the largest unit that fits', () => {
    expect(timeAgo(before(3 * MINUTE + 20_000), now)).toBe('3 minutes ago');
    expect(timeAgo(before(MINUTE), now)).toBe('1 minute ago');
    expect(timeAgo(before(119 * MINUTE), now)).toBe('1 hour ago');
    expect(timeAgo(before(2 * 24 * 60 * MINUTE), now)).toBe('2 days ago');
    expect(timeAgo(before(15 * 24 * 60 * MINUTE), now)).toBe('2 weeks ago');
    expect(timeAgo(before(400 * 24 * 60 * MINUTE), now)).toBe('1 year ago');
  });

  it("says 'just now' under a minute, and for a time past the page's clock", () => {
    expect(timeAgo(before(59_000), now)).toBe('just now');
    expect(timeAgo(before(-40_000), now)).toBe('just now');
  });

  it('shows a dash for a time it cannot read', () => {
    expect(timeAgo('yesterday', now)).toBe('—');
  });
});
