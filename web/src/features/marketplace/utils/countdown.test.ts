import { AUTO_DELETE_WINDOW_MS } from '@app/domain/ideas/idea-enumerations';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countdownState, countdownText, remainingText } from './countdown';
import { createClock } from './countdown-clock';

// Spec 000 §4: 48 hours from autoDeleteActivatedAt, 'To be deleted in Xh Ym left', refreshed every minute;
// 'Expired' at zero; 'Archived' afterwards.

const activated = '2025-03-01T12:00:00.000Z';
const at = (msAfterActivation: number) => new Date(Date.parse(activated) + msAfterActivation);
const flagged = { autoDeleted: true, autoDeleteActivatedAt: activated, archived: false };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('countdownState and countdownText', () => {
  it('shows nothing for an idea not flagged for auto-delete', () => {
    const state = countdownState({ autoDeleted: false, autoDeleteActivatedAt: null, archived: false }, at(0));
    expect(state).toEqual({ kind: 'none' });
    expect(countdownText(state)).toBeNull();
  });

  it('counts down 48 hours from the moment the flag was set', () => {
    expect(countdownText(countdownState(flagged, at(0)))).toBe('To be deleted in 48h 0m left');
    expect(countdownText(countdownState(flagged, at(30_000)))).toBe('To be deleted in 47h 59m left');
    expect(countdownText(countdownState(flagged, at(25 * HOUR + 15 * MINUTE)))).toBe('To be deleted in 22h 45m left');
    expect(countdownText(countdownState(flagged, at(AUTO_DELETE_WINDOW_MS - 59_000)))).toBe('To be deleted in 0h 0m left');
  });

  it("says 'Expired' at zero and after", () => {
    expect(countdownState(flagged, at(AUTO_DELETE_WINDOW_MS))).toEqual({ kind: 'expired' });
    expect(countdownText(countdownState(flagged, at(AUTO_DELETE_WINDOW_MS + 5 * HOUR)))).toBe('Expired');
  });

  it("says 'Archived' once the idea is archived, flagged or not", () => {
    expect(countdownText(countdownState({ ...flagged, archived: true }, at(AUTO_DELETE_WINDOW_MS)))).toBe('Archived');
    expect(countdownText(countdownState({ autoDeleted: false, autoDeleteActivatedAt: null, archived: true }, at(0)))).toBe('Archived');
  });

  it('shows nothing for a flag without a start time', () => {
    expect(countdownState({ ...flagged, autoDeleteActivatedAt: null }, at(0))).toEqual({ kind: 'none' });
    expect(countdownState({ ...flagged, autoDeleteActivatedAt: 'not a date' }, at(0))).toEqual({ kind: 'none' });
  });
});

describe('remainingText', () => {
  it('rounds hours and minutes down', () => {
    expect(remainingText(HOUR + 59 * MINUTE + 59_999)).toBe('To be deleted in 1h 59m left');
    expect(remainingText(1)).toBe('To be deleted in 0h 0m left');
  });
});

describe('createClock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks every period while something listens, and stops when nothing does', () => {
    vi.useFakeTimers();
    let time = 1_000;
    const clock = createClock(MINUTE, () => time);
    const listener = vi.fn();

    const stop = clock.subscribe(listener);
    time = 2_000;
    vi.advanceTimersByTime(MINUTE - 1);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(clock.now()).toBe(2_000);

    stop();
    vi.advanceTimersByTime(5 * MINUTE);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads the time afresh for the first listener after a quiet spell', () => {
    vi.useFakeTimers();
    let time = 1_000;
    const clock = createClock(MINUTE, () => time);
    time = 9_000;
    const stop = clock.subscribe(() => undefined);
    expect(clock.now()).toBe(9_000);
    stop();
  });
});
