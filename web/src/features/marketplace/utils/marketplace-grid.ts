// The marketplace grid is windowed: with up to 7,100 ideas loaded, only the rows near the viewport are in the DOM.
// Every card has the same height (its texts are clamped), so row r starts at r * stride and the rows on screen
// follow from the scroll position alone.

/** Cards per row for the grid's width in px: one on phones, two on tablets, three on desktops. */
export function columnsForWidth(width: number): number {
  if (width >= 900) return 3;
  if (width >= 600) return 2;
  return 1;
}

export function rowCount(itemCount: number, columns: number): number {
  return Math.ceil(itemCount / Math.max(1, columns));
}

export interface WindowInput {
  /** How far the viewport's top is below the grid's top, in px (negative while the grid is below the top). */
  offset: number;
  viewportHeight: number;
  /** Row height plus the gap between rows. */
  stride: number;
  rows: number;
  /** Rows kept beyond each edge of the viewport, so a fast scroll does not show blank space. */
  overscan: number;
}

/** The rows to render, [start, end). */
export interface RowRange {
  start: number;
  end: number;
}

export function visibleRows({ offset, viewportHeight, stride, rows, overscan }: WindowInput): RowRange {
  if (rows === 0 || stride <= 0) return { start: 0, end: 0 };
  const first = Math.floor(offset / stride);
  const last = Math.ceil((offset + viewportHeight) / stride);
  const start = Math.min(rows, Math.max(0, first - overscan));
  const end = Math.min(rows, Math.max(0, last + overscan));
  return { start: Math.min(start, end), end };
}

export function sameRange(a: RowRange, b: RowRange): boolean {
  return a.start === b.start && a.end === b.end;
}

/** The items of rows [start, end), each row as its own list. */
export function rowsOf<T>(items: readonly T[], columns: number, range: RowRange): { index: number; items: T[] }[] {
  const rows: { index: number; items: T[] }[] = [];
  for (let row = range.start; row < range.end; row++) {
    const cells = items.slice(row * columns, (row + 1) * columns);
    if (cells.length > 0) rows.push({ index: row, items: cells });
  }
  return rows;
}
