// The marketplace grid is windowed (hooks/use-marketplace-window.ts): with up to 7,100 ideas loaded, only the rows
// near the viewport are in the DOM. Its rows: how many, and which ideas each holds.

/** Cards per row for the grid's width in px: one on phones, two on tablets, three on desktops. */
export function columnsForWidth(width: number): number {
  if (width >= 900) return 3;
  if (width >= 600) return 2;
  return 1;
}

export function rowCount(itemCount: number, columns: number): number {
  return Math.ceil(itemCount / Math.max(1, columns));
}

/** The items of one row. */
export function rowItems<T>(items: readonly T[], columns: number, row: number): T[] {
  return items.slice(row * columns, (row + 1) * columns);
}
