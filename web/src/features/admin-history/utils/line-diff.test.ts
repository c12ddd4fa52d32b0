import { describe, expect, it } from 'vitest';
import { MAX_COMPARED_CELLS, foldUnchanged, lineDiff, type DiffLine } from './line-diff';

const same = (text: string): DiffLine => ({ kind: 'same', text });
const added = (text: string): DiffLine => ({ kind: 'added', text });
const removed = (text: string): DiffLine => ({ kind: 'removed', text });

describe('lineDiff', () => {
  it('marks a changed line as the old one removed, then the new one added, between unchanged lines', () => {
    expect(lineDiff('# Plan\nSell to schools\nHire two', '# Plan\nSell to parents\nHire two')).toEqual([
      same('# Plan'),
      removed('Sell to schools'),
      added('Sell to parents'),
      same('Hire two'),
    ]);
  });

  it('finds lines inserted and deleted in the middle, keeping the lines both texts share', () => {
    expect(lineDiff('a\nb\nc\nd', 'a\nx\nc\nd\ne')).toEqual([same('a'), removed('b'), added('x'), same('c'), same('d'), added('e')]);
    expect(lineDiff('a\nb\nc', 'b\nc\na')).toEqual([removed('a'), same('b'), same('c'), added('a')]);
  });

  it('reads a missing text as no lines: a first version is all added, and Windows line ends are lines too', () => {
    expect(lineDiff(null, 'one\r\ntwo')).toEqual([added('one'), added('two')]);
    expect(lineDiff('one', '')).toEqual([removed('one')]);
    expect(lineDiff('same', 'same')).toEqual([same('same')]);
  });

  it('shows a middle too large to compare as all removed, then all added, keeping the common head and tail', () => {
    const side = Math.ceil(Math.sqrt(MAX_COMPARED_CELLS));
    const before = ['head', ...Array.from({ length: side }, (_, i) => `old ${i}`), 'tail'].join('\n');
    const after = ['head', ...Array.from({ length: side }, (_, i) => `new ${i}`), 'tail'].join('\n');
    const diff = lineDiff(before, after);
    expect(diff[0]).toEqual(same('head'));
    expect(diff[1]).toEqual(removed('old 0'));
    expect(diff[side + 1]).toEqual(added('new 0'));
    expect(diff.at(-1)).toEqual(same('tail'));
    expect(diff).toHaveLength(2 * side + 2);
  });
});

describe('foldUnchanged', () => {
  const lines = (count: number) => Array.from({ length: count }, (_, i) => same(`line ${i}`));

  it('keeps two unchanged lines around each change and folds the rest into counts', () => {
    const diff = [...lines(6), removed('old'), added('new'), ...lines(6).map((line) => same(`${line.text}'`))];
    expect(foldUnchanged(diff)).toEqual([
      { kind: 'skipped', count: 4 },
      same('line 4'),
      same('line 5'),
      removed('old'),
      added('new'),
      same("line 0'"),
      same("line 1'"),
      { kind: 'skipped', count: 4 },
    ]);
  });

  it('shows a lone unchanged line rather than a fold of one, and folds a diff without changes entirely', () => {
    const diff = [added('a'), ...lines(5), added('b')];
    expect(foldUnchanged(diff)).toEqual([added('a'), ...lines(5), added('b')]);
    expect(foldUnchanged(lines(4))).toEqual([{ kind: 'skipped', count: 4 }]);
  });
});
