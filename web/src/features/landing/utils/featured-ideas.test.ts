import { FEATURED_IDEA_IDS } from '@app/domain/ideas/idea-enumerations';
import { describe, expect, it } from 'vitest';
import { selectFeaturedIdeas } from './featured-ideas';

const idea = (id: number) => ({ id, title: `Idea ${id}` });

describe('selectFeaturedIdeas', () => {
  it('keeps the featured ideas in the order of the ids, not of the list', () => {
    const list = [idea(250), idea(1), idea(3), idea(42), idea(11), idea(999)];
    expect(selectFeaturedIdeas(list, [3, 11, 42, 250]).map((i) => i.id)).toEqual([3, 11, 42, 250]);
  });

  it('shows all 13 when the list holds them all', () => {
    const list = Array.from({ length: 300 }, (_, index) => idea(300 - index));
    const featured = selectFeaturedIdeas(list, FEATURED_IDEA_IDS);
    expect(featured).toHaveLength(13);
    expect(featured.map((i) => i.id)).toEqual([...FEATURED_IDEA_IDS]);
  });

  it('leaves out ids the list does not hold, and never repeats one', () => {
    expect(selectFeaturedIdeas([idea(3), idea(27)], [3, 11, 27, 3]).map((i) => i.id)).toEqual([3, 27]);
    expect(selectFeaturedIdeas([], FEATURED_IDEA_IDS)).toEqual([]);
  });
});
