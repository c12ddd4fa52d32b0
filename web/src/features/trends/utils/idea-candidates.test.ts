import type { IdeaCardView } from '@app/domain/ideas/idea-view';
import { describe, expect, it } from 'vitest';
import {
  NO_CANDIDATE_FILTERS,
  addIdeasLabel,
  categoryOptions,
  filterCandidates,
  ideaSourceTag,
  idsToAdd,
  offeredIdeas,
  selectAllState,
  toggleAll,
  toggleSelected,
} from './idea-candidates';

type Candidate = Pick<IdeaCardView, 'id' | 'title' | 'description' | 'category' | 'type' | 'source' | 'status' | 'archived' | 'private'>;

function idea(id: number, fields: Partial<Candidate> = {}): Candidate {
  return {
    id,
    title: `Idea ${id}`,
    description: 'Plain description',
    category: 'FinTech',
    type: 'FREE',
    source: 'FD',
    status: 'Published',
    archived: false,
    private: false,
    ...fields,
  };
}

describe('which ideas are offered (Published and not in the trend)', () => {
  it('leaves out unpublished ideas, which an admin receives too', () => {
    const ideas = [idea(1), idea(2, { status: 'Unpublished' })];
    expect(offeredIdeas(ideas, new Set()).map((i) => i.id)).toEqual([1]);
  });

  it('leaves out the ideas already in the trend', () => {
    expect(offeredIdeas([idea(1), idea(2), idea(3)], new Set([2])).map((i) => i.id)).toEqual([1, 3]);
  });

  it('leaves out archived and private ideas, which the server would refuse', () => {
    const ideas = [idea(1, { archived: true }), idea(2, { private: true }), idea(3)];
    expect(offeredIdeas(ideas, new Set()).map((i) => i.id)).toEqual([3]);
  });
});

describe('the filters', () => {
  const ideas = [
    idea(1, { title: 'Solar Ledger', category: 'GreenTech, FinTech', type: 'PREMIUM', source: 'FD' }),
    idea(2, { description: 'An app for SOLAR installers', category: 'GreenTech', source: 'UGI' }),
    idea(3, { title: 'Tutor match', category: 'EdTech', source: 'UGP2P' }),
  ];
  const ids = (filters: Partial<typeof NO_CANDIDATE_FILTERS>) => filterCandidates(ideas, { ...NO_CANDIDATE_FILTERS, ...filters }).map((i) => i.id);

  it('show everything without filters', () => {
    expect(ids({})).toEqual([1, 2, 3]);
  });

  it('search titles and descriptions in any case', () => {
    expect(ids({ search: ' solar ' })).toEqual([1, 2]);
    expect(ids({ search: 'TUTOR' })).toEqual([3]);
  });

  it('read UGC as UGI or UGP2P', () => {
    expect(ideaSourceTag('FD')).toBe('FD');
    expect(ideaSourceTag('UGI')).toBe('UGC');
    expect(ideaSourceTag('UGP2P')).toBe('UGC');
    expect(ids({ source: 'FD' })).toEqual([1]);
    expect(ids({ source: 'UGC' })).toEqual([2, 3]);
  });

  it('filter by type', () => {
    expect(ids({ type: 'PREMIUM' })).toEqual([1]);
    expect(ids({ type: 'FREE' })).toEqual([2, 3]);
  });

  it('match a category anywhere in the comma-separated list', () => {
    expect(ids({ category: 'FinTech' })).toEqual([1]);
    expect(ids({ category: 'GreenTech' })).toEqual([1, 2]);
    expect(ids({ category: 'GreenTech', type: 'FREE', search: 'solar' })).toEqual([2]);
  });

  it('derive the categories from every idea, each once, alphabetically', () => {
    expect(categoryOptions([...ideas, { category: ' EdTech ,, HealthTech' }])).toEqual(['EdTech', 'FinTech', 'GreenTech', 'HealthTech']);
  });
});

describe('the selection', () => {
  it("names the button 'Add N Idea(s)'", () => {
    expect(addIdeasLabel(1)).toBe('Add 1 Idea');
    expect(addIdeasLabel(3)).toBe('Add 3 Ideas');
    expect(addIdeasLabel(0)).toBe('Add 0 Ideas');
  });

  it('ticks and unticks one idea without changing the set it was given', () => {
    const start = new Set([1]);
    expect([...toggleSelected(start, 2)]).toEqual([1, 2]);
    expect([...toggleSelected(start, 1)]).toEqual([]);
    expect([...start]).toEqual([1]);
  });

  it('select-all ticks every idea on screen, or clears them when all are ticked', () => {
    const shown = [1, 2, 3];
    expect(selectAllState(new Set(), shown)).toBe('none');
    expect(selectAllState(new Set([2]), shown)).toBe('some');
    const all = toggleAll(new Set([2]), shown);
    expect([...all].sort()).toEqual([1, 2, 3]);
    expect(selectAllState(all, shown)).toBe('all');
    expect([...toggleAll(all, shown)]).toEqual([]);
  });

  it('keeps selections the filters hide', () => {
    const selected = new Set([9]);
    expect([...toggleAll(selected, [1, 2])].sort()).toEqual([1, 2, 9]);
    expect([...toggleAll(new Set([1, 2, 9]), [1, 2])]).toEqual([9]);
  });

  it('an empty screen is never all selected', () => {
    expect(selectAllState(new Set([1]), [])).toBe('none');
  });

  it('sends only the ticked ideas still on offer', () => {
    expect(idsToAdd(new Set([3, 1, 42]), [idea(1), idea(2), idea(3)])).toEqual([1, 3]);
    expect(idsToAdd(new Set(), [idea(1)])).toEqual([]);
  });
});
