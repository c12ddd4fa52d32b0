// Documents made to slow a markdown reader down, each about as long as the schemas allow (200,000 characters): ours (each
// once took our reader from seconds to minutes, or overflowed its stack) and cmark's pathological tests, which
// markdown-it runs too. Read by the reader's tests (parse-markdown.test.ts) and by bench/src/markdown-reading.ts.

/** The longest document the schemas take. */
export const LONGEST_DOCUMENT = 200_000;

const N = LONGEST_DOCUMENT;
const lines = (count: number, line: (index: number) => string) => Array.from({ length: count }, (_, index) => line(index)).join('\n');

export const CRAFTED_DOCUMENTS: Readonly<Record<string, string>> = {
  'a heading with a long run of spaces': `# a${' '.repeat(N)}x`,
  'a table row over a line of spaces': `a|b\n${' '.repeat(N)}x`,
  'brackets that never close': '['.repeat(N),
  'links whose href runs to the end': `${'[](x'.repeat(N / 4)} y`,
  'links whose title never closes': '[]( "x'.repeat(N / 6),
  'emphasis that never closes': '*a '.repeat(N / 3),
  'bold that never closes': '**a '.repeat(N / 4),
  'a list with a long run of blank lines': `- a${'\n'.repeat(N)}- b`,
  'quotes nested as deep as it goes': '>'.repeat(N),
  'lists nested as deep as it goes': lines(600, (depth) => `${' '.repeat(depth)}- a`),
  'emphasis nested as deep as it goes': `${'*'.repeat(N / 2)}a${'*'.repeat(N / 2)}`,
  'a wide table over rows of one cell': `${'|a'.repeat(N / 8)}|\n${'|-'.repeat(N / 8)}|\n${'|\n'.repeat(N / 4)}`,
  // cmark's pathological tests, at this length.
  'nested strong and emphasis': `${'*a **a '.repeat(N / 14)}b${' a** a*'.repeat(N / 14)}`,
  'emphasis closers without openers': 'a_ '.repeat(N / 3),
  'emphasis openers without closers': '_a '.repeat(N / 3),
  'link closers without openers': 'a] '.repeat(N / 3),
  'link openers without closers': '[a '.repeat(N / 3),
  'mismatched openers and closers': '*a_ '.repeat(N / 4),
  'openers and closers in multiples of 3': `a**b${'c* '.repeat(N / 3 - 2)}`,
  'link openers and emphasis closers': '[ a_'.repeat(N / 4),
  'brackets nested as deep as it goes': `${'['.repeat(N / 2)}a${']'.repeat(N / 2)}`,
  'block quotes nested, one line each': lines(400, (depth) => `${'> '.repeat(depth)}a`),
  'a list item per line, each deeper': lines(440, (depth) => `${'  '.repeat(depth)}* a`),
  'runs of backticks of every length': Array.from({ length: 600 }, (_, length) => `e${'`'.repeat(length)}`).join(''),
  'links left open after <': '[a](<b'.repeat(N / 6),
  'links left open after (': '[a](b'.repeat(N / 5),
  'an HTML comment never closed': `</${'<!--'.repeat(N / 4)}`,
  'empty lines in deeply nested lists': `${'- '.repeat(N / 4)}x${'\n'.repeat(N / 2)}`,
  'emphasis in a deep block quote': `${'>'.repeat(N / 3)}${'a*'.repeat(N / 3)}`,
  // markdown-it's own.
  'the pattern **_* repeated': '**_* '.repeat(N / 5),
  'autolinks that never close': `${'<'.repeat(N)}>`,
  'a line of spaces before a hard break': `x${' '.repeat(N)}x  \nx`,
  // Others that read whole lines or tables.
  'a table with many columns': `${'|a'.repeat(N / 4)}\n${'|-'.repeat(N / 4)}`,
  'one link reference defined many times': `${'[a]: u\n'.repeat(N / 7)}[a]`,
};
