import type { JobFailureView } from '@app/domain/jobs/job-view';
import { describe, expect, it } from 'vitest';
import { elapsedSince, failureSubject, formatElapsed, percentDone, SHOWN_FAILURES, visibleFailures } from './job-progress';

describe('percentDone', () => {
  it('is the whole percent of items with an outcome', () => {
    expect(percentDone({ done: 0, total: 8 })).toBe(0);
    expect(percentDone({ done: 1, total: 3 })).toBe(33);
    expect(percentDone({ done: 8, total: 8 })).toBe(100);
    expect(percentDone({ done: 0, total: 0 })).toBe(0);
  });
});

describe('formatElapsed', () => {
  it('reads in seconds, then minutes and seconds, then hours and minutes', () => {
    expect(formatElapsed(45_900)).toBe('45s');
    expect(formatElapsed(185_000)).toBe('3m 05s');
    expect(formatElapsed(3_720_000)).toBe('1h 02m');
  });

  it('reads 0s for a clock behind the server', () => {
    expect(formatElapsed(-4_000)).toBe('0s');
  });

  it('counts from the job start', () => {
    expect(elapsedSince('2025-03-01T10:00:00.000Z', Date.parse('2025-03-01T10:01:30.000Z'))).toBe('1m 30s');
    expect(elapsedSince('not a date', Date.now())).toBe('—');
  });
});

const failure = (index: number, documentType: JobFailureView['documentType'] = 'PRD'): JobFailureView => ({
  itemKey: `${index}-PRD`,
  ideaId: index,
  documentType,
  reason: 'AI timeout',
});

describe('visibleFailures', () => {
  it(`lists the first ${SHOWN_FAILURES} failures and counts the rest`, () => {
    const failures = Array.from({ length: SHOWN_FAILURES + 5 }, (_, index) => failure(index + 1));
    const { shown, more } = visibleFailures(failures);
    expect(shown).toHaveLength(SHOWN_FAILURES);
    expect(shown[0]?.ideaId).toBe(1);
    expect(more).toBe(5);
    expect(visibleFailures(failures.slice(0, 3))).toEqual({ shown: failures.slice(0, 3), more: 0 });
  });
});

describe('failureSubject', () => {
  it("names a document's idea and type, or a batch's idea", () => {
    expect(failureSubject({ ...failure(12), documentType: 'PITCH_DECK' })).toBe('#12 Pitch Deck');
    expect(failureSubject({ itemKey: 'premium-3', ideaId: 5003, documentType: null, reason: 'x' })).toBe('Premium idea 3');
    expect(failureSubject({ itemKey: 'free-1', ideaId: 5001, documentType: null, reason: 'x' })).toBe('Free idea 1');
  });
});
