import { describe, expect, it } from 'vitest';
import { columnsForWidth, rowCount, rowItems } from './marketplace-grid';

// The grid's rows: how many for the ideas loaded, and which ideas each holds.

describe('columnsForWidth', () => {
  it('gives one column on phones, two on tablets, three on desktops', () => {
    expect(columnsForWidth(343)).toBe(1);
    expect(columnsForWidth(599)).toBe(1);
    expect(columnsForWidth(600)).toBe(2);
    expect(columnsForWidth(899)).toBe(2);
    expect(columnsForWidth(1136)).toBe(3);
  });
});

describe('rowCount', () => {
  it('rounds a partial row up', () => {
    expect(rowCount(7100, 3)).toBe(2367);
    expect(rowCount(0, 3)).toBe(0);
    expect(rowCount(4, 0)).toBe(4);
  });
});

describe('rowItems', () => {
  it('gives the ideas of one row; the last row may be short, a row past the end is empty', () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    expect(rowItems(items, 3, 0)).toEqual([1, 2, 3]);
    expect(rowItems(items, 3, 2)).toEqual([7]);
    expect(rowItems(items, 1, 4)).toEqual([5]);
    expect(rowItems(items, 3, 3)).toEqual([]);
  });
});
