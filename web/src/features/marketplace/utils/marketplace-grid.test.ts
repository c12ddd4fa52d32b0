import { describe, expect, it } from 'vitest';
import { columnsForWidth, rowCount, rowsOf, visibleRows } from './marketplace-grid';

// The windowing arithmetic: which rows of the grid are rendered for a scroll position.

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

describe('visibleRows', () => {
  const base = { viewportHeight: 800, stride: 500, rows: 2367, overscan: 2 };

  it('renders the first rows while the grid is still below the top of the viewport', () => {
    expect(visibleRows({ ...base, offset: -300 })).toEqual({ start: 0, end: 3 });
  });

  it('renders the rows on screen plus the overscan on each side', () => {
    // Rows 20 (10,000-10,500) to 21 (10,500-11,000) are on screen from 10,200 to 11,000.
    expect(visibleRows({ ...base, offset: 10_200 })).toEqual({ start: 18, end: 24 });
  });

  it('stops at the last row', () => {
    expect(visibleRows({ ...base, offset: 2366 * 500 })).toEqual({ start: 2364, end: 2367 });
    expect(visibleRows({ ...base, offset: 10_000_000 })).toEqual({ start: 2367, end: 2367 });
  });

  it('renders nothing without rows', () => {
    expect(visibleRows({ ...base, rows: 0, offset: 0 })).toEqual({ start: 0, end: 0 });
  });

  it('keeps the DOM small however many ideas are loaded', () => {
    const range = visibleRows({ ...base, offset: 600_000 });
    expect((range.end - range.start) * 3).toBeLessThanOrEqual(24);
  });
});

describe('rowsOf', () => {
  it('cuts the items into the rows of the range; the last row may be short', () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    expect(rowsOf(items, 3, { start: 1, end: 3 })).toEqual([
      { index: 1, items: [4, 5, 6] },
      { index: 2, items: [7] },
    ]);
  });
});
