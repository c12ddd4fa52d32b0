import { describe, expect, it } from 'vitest';
import { columnWidths } from './pdf-table';

const total = (widths: number[]) => widths.reduce((sum, width) => sum + width, 0);

describe('columnWidths', () => {
  it('stretches columns that fit to the available width, in proportion', () => {
    expect(columnWidths([50, 100, 50], [20, 30, 20], 400)).toEqual([100, 200, 100]);
  });

  it('gives every column its longest word and shares the rest by how much more each wants', () => {
    const widths = columnWidths([40, 600, 60], [40, 80, 60], 400);
    expect(total(widths)).toBeCloseTo(400);
    expect(widths[0]).toBeCloseTo(40);
    expect(widths[2]).toBeCloseTo(60);
    expect(widths[1]).toBeCloseTo(300);
  });

  it('caps a very long word at an equal share so the other columns keep theirs', () => {
    const widths = columnWidths([900, 50], [900, 50], 400);
    expect(total(widths)).toBeCloseTo(400);
    expect(widths[1]).toBeGreaterThanOrEqual(50);
  });

  it('splits the width equally between empty columns and handles a table without columns', () => {
    expect(columnWidths([0, 0], [0, 0], 300)).toEqual([150, 150]);
    expect(columnWidths([], [], 300)).toEqual([]);
  });
});
