// Column widths for a table drawn in a PDF: every column as wide as its longest line when that fits the page,
// else each gets at least its longest word (no column may take more than an equal share for it) and the rest of
// the width goes to the columns that want more, in proportion to how much more they want.

export function columnWidths(natural: number[], minimal: number[], available: number): number[] {
  const count = natural.length;
  const wanted = sum(natural);
  if (count === 0) return [];
  if (wanted === 0) return natural.map(() => available / count);
  if (wanted <= available) return natural.map((width) => (width * available) / wanted);
  const floor = minimal.map((width) => Math.min(width, available / count));
  const spare = available - sum(floor);
  const more = natural.map((width, column) => Math.max(0, width - (floor[column] ?? 0)));
  const totalMore = sum(more);
  return floor.map((width, column) => width + (totalMore ? (spare * (more[column] ?? 0)) / totalMore : spare / count));
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
