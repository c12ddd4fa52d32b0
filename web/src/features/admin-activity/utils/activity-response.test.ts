import { describe, expect, it } from 'vitest';
import { activityEntry } from './activity-fixtures';
import { parseActivityPage } from './activity-response';

describe('parseActivityPage', () => {
  it('keeps the entries in the order given and the next cursor', () => {
    const system = activityEntry({ eventId: 'e-2', actor: { kind: 'system', id: 'seed', label: 'Seed' } });
    expect(parseActivityPage({ entries: [activityEntry(), system], next: 'p-2' })).toEqual({ entries: [activityEntry(), system], next: 'p-2' });
    expect(parseActivityPage({ entries: [], next: null })).toEqual({ entries: [], next: null });
  });

  it.each([
    ['no entries', { next: null }],
    ['a missing next', { entries: [] }],
    ['a kind it does not know', { entries: [activityEntry({ kind: 'widgets' as never })], next: null }],
    ['an entry without a summary', { entries: [{ ...activityEntry(), summary: undefined }], next: null }],
    ['an actor without a label', { entries: [activityEntry({ actor: { kind: 'system', id: 'seed' } as never })], next: null }],
  ])('refuses an answer with %s', (_case, body) => {
    expect(() => parseActivityPage(body)).toThrow('Invalid response format from server');
  });
});
