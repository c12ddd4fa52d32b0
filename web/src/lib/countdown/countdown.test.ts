import { AUTO_DELETE_WINDOW_MS } from '@app/domain/ideas/idea-enumerations';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countdownState, remainingParts } from './countdown';
import { createClock } from './countdown-clock';

// docs/product.md "Marketplace and idea detail": 48 hours from autoDeleteActivatedAt, refreshed every minute; expired
// at zero; archived afterwards. Each screen words it itself (marketplace countdown-text, admin-ideas auto-delete-text).

const activated = '2025-03-01T12:00:00.000Z';
const at = (msAfterActivation: number) => new Date(Date.parse(activated) + msAfterActivation);
const flagged = { autoDeleted: true, autoDeleteActivatedAt: activated, archived: false };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('countdownState', () => {
  it('is none for an idea not flagged for auto-delete', () => {
    expect(countdownState({ autoDeleted: false, autoDeleteActivatedAt: null, archived: false }, at(0))).toEqual({ kind: 'none' });
  });

  it('counts down 48 hours from the moment the flag was set', () => {
    expect(countdownState(flagged, at(0))).toEqual({ kind: 'counting', remainingMs: AUTO_DELETE_WINDOW_MS });
    expect(countdownState(flagged, at(25 * HOUR))).toEqual({ kind: 'counting', remainingMs: 23 * HOUR });
    expect(countdownState(flagged, at(AUTO_DELETE_WINDOW_MS - 1))).toEqual({ kind: 'counting', remainingMs: 1 });
  });

  it('has expired at zero and after', () => {
    expect(countdownState(flagged, at(AUTO_DELETE_WINDOW_MS))).toEqual({ kind: 'expired' });
    expect(countdownState(flagged, at(AUTO_DELETE_WINDOW_MS + 5 * HOUR))).toEqual({ kind: 'expired' });
  });

  it('is archived once the idea is archived, flagged or not', () => {
    expect(countdownState({ ...flagged, archived: true }, at(AUTO_DELETE_WINDOW_MS))).toEqual({ kind: 'archived' });
    expect(countdownState({ autoDeleted: false, autoDeleteActivatedAt: null, archived: true }, at(0))).toEqual({ kind: 'archived' });
  });

  it('is none for a flag without a start time', () => {
    expect(countdownState({ ...flagged, autoDeleteActivatedAt: null }, at(0))).toEqual({ kind: 'none' });
    expect(countdownState({ ...flagged, autoDeleteActivatedAt: 'not a date' }, at(0))).toEqual({ kind: 'none' });
  });
});

describe('remainingParts', () => {
  it('rounds hours and minutes down', () => {
    expect(remainingParts(HOUR + 59 * MINUTE + 59_999)).toEqual({ hours: 1, minutes: 59 });
    expect(remainingParts(30 * MINUTE)).toEqual({ hours: 0, minutes: 30 });
    expect(remainingParts(1)).toEqual({ hours: 0, minutes: 0 });
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
