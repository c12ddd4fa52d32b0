import { describe, expect, it } from 'vitest';
import { EVENT_TYPE_SUGGESTIONS, activitySearch, hasActivityFilters, readActivityFilters, writeActivityFilters } from './activity-filters';

describe('the activity filters in the address', () => {
  it('reads actor, kind and type, trimmed; a kind it does not know is every kind', () => {
    expect(readActivityFilters(new URLSearchParams('section=activity&actor=%20Admin@Test.com%20&kind=ideas&type=IdeaStamped'))).toEqual({
      actor: 'Admin@Test.com',
      kind: 'ideas',
      type: 'IdeaStamped',
    });
    expect(readActivityFilters(new URLSearchParams('kind=idea'))).toEqual({ actor: '', kind: null, type: '' });
  });

  it('writes the changed filters beside the section, and drops an emptied one', () => {
    const current = new URLSearchParams('section=activity&actor=seed&type=IdeaCreated');
    const next = writeActivityFilters(current, { actor: ' ', kind: 'jobs' });
    expect(next.toString()).toBe('section=activity&type=IdeaCreated&kind=jobs');
    expect(writeActivityFilters(next, { kind: null, type: '' }).toString()).toBe('section=activity');
    // The address it was given is not changed.
    expect(current.get('actor')).toBe('seed');
  });

  it('knows when any filter is set', () => {
    expect(hasActivityFilters({ actor: '', kind: null, type: '' })).toBe(false);
    expect(hasActivityFilters({ actor: '', kind: 'users', type: '' })).toBe(true);
  });
});

describe('activitySearch', () => {
  it('sends only the filters that are set, and the cursor of the next page', () => {
    expect(activitySearch({ actor: '', kind: null, type: '' }, null)).toBe('');
    expect(activitySearch({ actor: 'a b@x.com', kind: 'studio-applications', type: 'IdeaStamped' }, '00000001.00000002')).toBe(
      '?actor=a+b%40x.com&kind=studio-applications&type=IdeaStamped&before=00000001.00000002',
    );
  });
});

describe('EVENT_TYPE_SUGGESTIONS', () => {
  it('lists every recorded event type once, alphabetically', () => {
    expect(EVENT_TYPE_SUGGESTIONS).toContain('IdeaStamped');
    expect(EVENT_TYPE_SUGGESTIONS).toContain('ProjectionRebuildRequested');
    expect(new Set(EVENT_TYPE_SUGGESTIONS).size).toBe(EVENT_TYPE_SUGGESTIONS.length);
    expect([...EVENT_TYPE_SUGGESTIONS].sort()).toEqual(EVENT_TYPE_SUGGESTIONS);
  });
});
