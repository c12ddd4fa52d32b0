// The text diff of a document's markdown in a history entry: which lines an edit removed and which it added, in order.
// Edits usually touch a few lines of a long document, so the common head and tail are set aside first and only the
// middle is compared line by line (a longest common subsequence). A middle too large to compare within a screen's
// patience shows as all of the old lines removed and all of the new ones added: still true, only less precise.

export type DiffLine = { kind: 'same' | 'added' | 'removed'; text: string };

/** Lines to compare between the common head and tail: past this, the comparison table would take too long to fill. */
export const MAX_COMPARED_CELLS = 4_000_000;

export function splitLines(text: string | null | undefined): string[] {
  return text ? text.split(/\r?\n/) : [];
}

export function lineDiff(before: string | null | undefined, after: string | null | undefined): DiffLine[] {
  const a = splitLines(before);
  const b = splitLines(after);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;

  const same = (lines: string[]): DiffLine[] => lines.map((text) => ({ kind: 'same', text }));
  return [
    ...same(a.slice(0, head)),
    ...middleDiff(a.slice(head, a.length - tail), b.slice(head, b.length - tail)),
    ...same(a.slice(a.length - tail)),
  ];
}

function middleDiff(a: string[], b: string[]): DiffLine[] {
  const removed = (text: string): DiffLine => ({ kind: 'removed', text });
  const added = (text: string): DiffLine => ({ kind: 'added', text });
  if ((a.length + 1) * (b.length + 1) > MAX_COMPARED_CELLS) return [...a.map(removed), ...b.map(added)];

  // common[i * width + j]: the longest common subsequence of a[i..] and b[j..].
  const width = b.length + 1;
  const common = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i * width + j] =
        a[i] === b[j] ? common[(i + 1) * width + j + 1]! + 1 : Math.max(common[(i + 1) * width + j]!, common[i * width + j + 1]!);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      lines.push({ kind: 'same', text: a[i]! });
      i++;
      j++;
    } else if (common[(i + 1) * width + j]! >= common[i * width + j + 1]!) {
      // Removals first, so a changed line reads as the old line then the new one.
      lines.push(removed(a[i++]!));
    } else {
      lines.push(added(b[j++]!));
    }
  }
  return [...lines, ...a.slice(i).map(removed), ...b.slice(j).map(added)];
}

export type DiffRow = DiffLine | { kind: 'skipped'; count: number };

/**
 * What the screen shows of a diff: every changed line with `context` unchanged lines around it; longer runs of
 * unchanged lines fold into one row saying how many there are.
 */
export function foldUnchanged(lines: readonly DiffLine[], context = 2): DiffRow[] {
  const near = lines.map(() => false);
  lines.forEach((line, index) => {
    if (line.kind === 'same') return;
    for (let k = Math.max(0, index - context); k <= Math.min(lines.length - 1, index + context); k++) near[k] = true;
  });
  const rows: DiffRow[] = [];
  let run: DiffLine[] = [];
  // A fold of one line would take as much room as the line: show it instead.
  const flush = () => {
    if (run.length === 1) rows.push(run[0]!);
    else if (run.length > 1) rows.push({ kind: 'skipped', count: run.length });
    run = [];
  };
  lines.forEach((line, index) => {
    if (line.kind === 'same' && !near[index]) {
      run.push(line);
      return;
    }
    flush();
    rows.push(line);
  });
  flush();
  return rows;
}
