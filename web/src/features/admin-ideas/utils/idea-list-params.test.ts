import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, NO_FILTERS, ideaListQuery, ideaListSearch, nextSort, wholeNumber } from './idea-list-params';

// The Filter Ideas panel and the sort become GET /api/admin/ideas/all parameters (the admin curation contract).

describe('ideaListQuery', () => {
  it('asks for id descending and nothing else when no filter is set', () => {
    expect(ideaListQuery(NO_FILTERS, DEFAULT_SORT)).toEqual({ sort: 'id', order: 'desc' });
  });

  it('sends every filter under its parameter', () => {
    const query = ideaListQuery(
      { batch: 0, type: 'PREMIUM', source: 'UGC', idFrom: ' 100 ', idTo: '250', title: '  drone ', categories: ['HealthTech', 'AgriTech'] },
      { key: 'title', order: 'asc' },
    );
    expect(query).toEqual({
      batch: '0',
      type: 'PREMIUM',
      source: 'UGC',
      idFrom: '100',
      idTo: '250',
      q: 'drone',
      categories: 'AgriTech,HealthTech',
      sort: 'title',
      order: 'asc',
    });
  });

  it('leaves out an ID box that does not hold a whole number, and a blank title', () => {
    const query = ideaListQuery({ ...NO_FILTERS, idFrom: '12.5', idTo: 'abc', title: '   ' }, DEFAULT_SORT);
    expect(query).not.toHaveProperty('idFrom');
    expect(query).not.toHaveProperty('idTo');
    expect(query).not.toHaveProperty('q');
  });

  it('gives the same query for the same categories chosen in another order (one cached list)', () => {
    const a = ideaListQuery({ ...NO_FILTERS, categories: ['B', 'A'] }, DEFAULT_SORT);
    const b = ideaListQuery({ ...NO_FILTERS, categories: ['A', 'B'] }, DEFAULT_SORT);
    expect(a).toEqual(b);
  });
});

describe('ideaListSearch', () => {
  it('pages by 500', () => {
    const search = new URLSearchParams(ideaListSearch({ source: 'FD', sort: 'id', order: 'desc' }, 1000));
    expect(Object.fromEntries(search)).toEqual({ limit: '500', offset: '1000', source: 'FD', sort: 'id', order: 'desc' });
  });
});

describe('nextSort', () => {
  it('turns the sorted column round', () => {
    expect(nextSort(DEFAULT_SORT, 'id')).toEqual({ key: 'id', order: 'asc' });
    expect(nextSort({ key: 'title', order: 'asc' }, 'title')).toEqual({ key: 'title', order: 'desc' });
  });

  it('starts another column ascending, the id newest first', () => {
    expect(nextSort(DEFAULT_SORT, 'status')).toEqual({ key: 'status', order: 'asc' });
    expect(nextSort({ key: 'title', order: 'asc' }, 'id')).toEqual({ key: 'id', order: 'desc' });
  });
});

describe('wholeNumber', () => {
  it('reads digits only', () => {
    expect(wholeNumber('42')).toBe(42);
    expect(wholeNumber(' 7 ')).toBe(7);
    expect(wholeNumber('')).toBeNull();
    expect(wholeNumber('-3')).toBeNull();
    expect(wholeNumber('1e3')).toBeNull();
  });
});
