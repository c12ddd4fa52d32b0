import { describe, expect, it } from 'vitest';
import { followApplied, initialSearchBox, pendingSearch, type SearchBoxState } from './marketplace-search';

// The search box against the applied search (docs/product.md "Marketplace and idea detail": applied after a 500 ms
// pause).

const typed = (state: SearchBoxState, text: string): SearchBoxState => ({ ...state, text });
const sent = (state: SearchBoxState, search: string): SearchBoxState => ({ ...state, sent: search });

describe('pendingSearch', () => {
  it('has the trimmed text to apply, or nothing when it is applied already', () => {
    const box = initialSearchBox('');
    expect(pendingSearch(box, '')).toBeNull();
    expect(pendingSearch(typed(box, ' solar '), '')).toBe('solar');
    expect(pendingSearch(typed(box, 'solar '), 'solar')).toBeNull();
  });
});

describe('followApplied', () => {
  it("keeps what the user typed on when the box's own search comes back", () => {
    // 'Mai' was applied after a pause; meanwhile the user typed on.
    const box = typed(sent(typed(initialSearchBox(''), 'Mai'), 'Mai'), 'Mainte');
    const next = followApplied(box, 'Mai');
    expect(next.text).toBe('Mainte');
    expect(pendingSearch(next, 'Mai')).toBe('Mainte');
  });

  it('follows a search changed elsewhere (Clear all filters, a link)', () => {
    const box = typed(initialSearchBox('solar'), 'solar pan');
    expect(followApplied(box, '').text).toBe('');
    expect(followApplied(initialSearchBox(''), 'wind').text).toBe('wind');
  });

  it('after its own search came back, follows the next change even to the same words', () => {
    let box = sent(typed(initialSearchBox(''), 'solar'), 'solar');
    box = followApplied(box, 'solar');
    box = followApplied(typed(box, 'solar'), '');
    box = followApplied(typed(box, 'x'), 'solar');
    expect(box.text).toBe('solar');
  });

  it('keeps a trailing space the user is typing when the applied search is the same words', () => {
    expect(followApplied(typed(initialSearchBox(''), 'solar '), 'solar').text).toBe('solar ');
  });

  it('returns the same state when nothing changed', () => {
    const box = initialSearchBox('a');
    expect(followApplied(box, 'a')).toBe(box);
  });
});
