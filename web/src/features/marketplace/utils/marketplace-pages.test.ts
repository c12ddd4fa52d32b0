import { describe, expect, it } from 'vitest';
import { testIdea, testPage } from '../../../testing/idea-fixtures';
import { loadedIdeas, totalOf } from './marketplace-pages';

describe('loadedIdeas', () => {
  it('joins the pages in order and shows an idea pushed onto the next page only once', () => {
    const pages = [
      testPage([testIdea({ id: 9 }), testIdea({ id: 8 })], 1, true, 4),
      testPage([testIdea({ id: 8 }), testIdea({ id: 7 })], 2, false, 4),
    ];
    expect(loadedIdeas(pages).map((idea) => idea.id)).toEqual([9, 8, 7]);
  });
});

describe('totalOf', () => {
  it('takes the latest count', () => {
    expect(totalOf([testPage([], 1, true, 10), testPage([], 2, false, 11)])).toBe(11);
    expect(totalOf([])).toBeUndefined();
  });
});
