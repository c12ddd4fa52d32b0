import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './parse-markdown';
import { CRAFTED_DOCUMENTS } from './testing/crafted-documents';

const text = (value: string) => ({ kind: 'text', text: value });

describe('parseMarkdown blocks', () => {
  it('reads headings of every level, with closing hashes dropped', () => {
    expect(parseMarkdown('# Title\n### Part ##\n###### Six')).toEqual([
      { kind: 'heading', level: 1, content: [text('Title')] },
      { kind: 'heading', level: 3, content: [text('Part')] },
      { kind: 'heading', level: 6, content: [text('Six')] },
    ]);
  });

  it('joins the lines of a paragraph and separates paragraphs at blank lines', () => {
    expect(parseMarkdown('one\ntwo\n\nthree')).toEqual([
      { kind: 'paragraph', content: [text('one\ntwo')] },
      { kind: 'paragraph', content: [text('three')] },
    ]);
  });

  it('ends a paragraph where a heading or a list starts', () => {
    expect(parseMarkdown('intro\n## Next\n- a').map((block) => block.kind)).toEqual(['paragraph', 'heading', 'list']);
  });

  it('reads bullet and numbered lists, with their start number; another bullet or delimiter starts another list', () => {
    expect(parseMarkdown('- a\n- b')).toEqual([{ kind: 'list', ordered: false, start: 1, items: [{ content: [text('a')], children: [] }, { content: [text('b')], children: [] }] }]);
    expect(parseMarkdown('3. three\n4. four')).toMatchObject([{ kind: 'list', ordered: true, start: 3, items: [{ content: [text('three')] }, { content: [text('four')] }] }]);
    expect(parseMarkdown('- a\n* b\n+ c\n1. d\n2) e').map((block) => block.kind === 'list' && block.items.length)).toEqual([1, 1, 1, 1, 1]);
  });

  it('nests an indented list under its item', () => {
    expect(parseMarkdown('- parent\n  - child one\n  - child two\n- sibling')).toEqual([
      {
        kind: 'list',
        ordered: false,
        start: 1,
        items: [
          {
            content: [text('parent')],
            children: [
              { kind: 'list', ordered: false, start: 1, items: [{ content: [text('child one')], children: [] }, { content: [text('child two')], children: [] }] },
            ],
          },
          { content: [text('sibling')], children: [] },
        ],
      },
    ]);
  });

  it('keeps a list together across blank lines between its items, and ends it before other text', () => {
    const blocks = parseMarkdown('1. a\n\n2. b\n\nafter');
    expect(blocks).toMatchObject([{ kind: 'list', items: [{ content: [text('a')] }, { content: [text('b')] }] }, { kind: 'paragraph' }]);
  });

  it('starts a new list when bullets turn into numbers', () => {
    expect(parseMarkdown('- a\n1. b').map((block) => block.kind === 'list' && block.ordered)).toEqual([false, true]);
  });

  it('reads a table with its alignment, padding short rows and dropping extra cells', () => {
    expect(parseMarkdown('| Year | Revenue | Note |\n|:---|---:|:-:|\n| 2025 | $1M |\n| 2026 | $3M | up | extra |')).toEqual([
      {
        kind: 'table',
        align: ['left', 'right', 'center'],
        header: [[text('Year')], [text('Revenue')], [text('Note')]],
        rows: [
          [[text('2025')], [text('$1M')], []],
          [[text('2026')], [text('$3M')], [text('up')]],
        ],
      },
    ]);
  });

  it('reads a table without outer pipes and an escaped pipe inside a cell', () => {
    expect(parseMarkdown('a | b\n--- | ---\nx \\| y | z')).toMatchObject([
      { kind: 'table', header: [[text('a')], [text('b')]], rows: [[[text('x | y')], [text('z')]]] },
    ]);
  });

  it('keeps fenced code verbatim, language included', () => {
    expect(parseMarkdown('```ts\nconst a = **1**;\n\n<b>\n```\nafter')).toEqual([
      { kind: 'code', text: 'const a = **1**;\n\n<b>', language: 'ts' },
      { kind: 'paragraph', content: [text('after')] },
    ]);
  });

  it('reads quotes and rules', () => {
    expect(parseMarkdown('> quoted **bold**\n> more\n\n---')).toEqual([
      { kind: 'quote', blocks: [{ kind: 'paragraph', content: [text('quoted '), { kind: 'strong', children: [text('bold')] }, text('\nmore')] }] },
      { kind: 'rule' },
    ]);
  });

  it('reads Windows line ends and an empty text', () => {
    expect(parseMarkdown('# A\r\nb')).toHaveLength(2);
    expect(parseMarkdown('')).toEqual([]);
  });
});

describe('parseInline', () => {
  it('reads bold, italic and both', () => {
    expect(parseInline('**bold** and *it* and __b__ and _i_')).toEqual([
      { kind: 'strong', children: [text('bold')] },
      text(' and '),
      { kind: 'em', children: [text('it')] },
      text(' and '),
      { kind: 'strong', children: [text('b')] },
      text(' and '),
      { kind: 'em', children: [text('i')] },
    ]);
    expect(parseInline('***both***')).toEqual([{ kind: 'em', children: [{ kind: 'strong', children: [text('both')] }] }]);
    expect(parseInline('*a **b** c*')).toEqual([{ kind: 'em', children: [text('a '), { kind: 'strong', children: [text('b')] }, text(' c')] }]);
  });

  it('leaves snake_case, lone stars and unclosed delimiters as text', () => {
    expect(parseInline('snake_case_name')).toEqual([text('snake_case_name')]);
    expect(parseInline('2 * 3 * 4')).toEqual([text('2 * 3 * 4')]);
    expect(parseInline('**open')).toEqual([text('**open')]);
  });

  it('reads code spans without reading markdown inside them', () => {
    expect(parseInline('run `npm **start**` now')).toEqual([text('run '), { kind: 'code', text: 'npm **start**' }, text(' now')]);
  });

  it('honours backslash escapes', () => {
    expect(parseInline('\\*not italic\\*')).toEqual([text('*not italic*')]);
  });

  it('makes links of http(s) and mailto only; any other link stays its markdown, as text', () => {
    expect(parseInline('[site](https://example.com)')).toEqual([{ kind: 'link', href: 'https://example.com', children: [text('site')] }]);
    expect(parseInline('[mail](mailto:a@example.com) <https://example.com>')).toEqual([
      { kind: 'link', href: 'mailto:a@example.com', children: [text('mail')] },
      text(' '),
      { kind: 'link', href: 'https://example.com', children: [text('https://example.com')] },
    ]);
    expect(parseInline('[x](javascript:alert(1))')).toEqual([text('[x](javascript:alert(1))')]);
    expect(parseInline('[y](data:text/html,hi) [z](./relative) <javascript:alert(1)>')).toEqual([text('[y](data:text/html,hi) [z](./relative) <javascript:alert(1)>')]);
    expect(parseInline('![i](javascript:alert(1)) ![j](https://example.com/j.png)')).toEqual([text('![i](javascript:alert(1)) j')]);
  });

  it('keeps HTML as text, except <br> which breaks the line', () => {
    expect(parseInline('<script>alert(1)</script>')).toEqual([text('<script>alert(1)</script>')]);
    expect(parseInline('a<br>b<br/>c')).toEqual([text('a'), { kind: 'break' }, text('b'), { kind: 'break' }, text('c')]);
  });
});

describe('links, the CommonMark way', () => {
  it('takes a title after the href; a title alone or left open is text', () => {
    const link = (href: string) => [{ kind: 'link', href, children: [text('site')] }];
    expect(parseInline('[site](https://example.com "Home")')).toEqual(link('https://example.com'));
    expect(parseInline('[site]( https://example.com )')).toEqual(link('https://example.com'));
    expect(parseInline('[site]( "only a title")')).toEqual([text('[site]( "only a title")')]);
    expect(parseInline('[site](https://example.com "open')).toEqual([text('[site](https://example.com "open')]);
    expect(parseInline('[a [b](https://example.com)')).toEqual([text('[a '), { kind: 'link', href: 'https://example.com', children: [text('b')] }]);
  });
});

describe('a crafted document', () => {
  // Each of ours used to take from seconds to minutes: patterns that backtracked over a line, searches restarted from
  // every opener, blank lines looked ahead from each blank line. How long each takes against prose of its length is
  // the benchmark's (bench/src/markdown-reading.ts); here, that it is read at all.
  it.each(Object.entries(CRAFTED_DOCUMENTS))('%s: is read into blocks', (_, source) => {
    expect(parseMarkdown(source).length).toBeGreaterThan(0);
  });

  it('nests quotes 16 deep at most; what lies deeper is not read', () => {
    let depth = 0;
    let blocks = parseMarkdown('>'.repeat(20) + ' deep');
    while (blocks[0]?.kind === 'quote') {
      depth += 1;
      blocks = blocks[0].blocks;
    }
    expect(depth).toBe(16);
    expect(blocks).toEqual([]);
  });

  it('nests emphasis 16 deep at most; deeper marks are text', () => {
    let depth = 0;
    let inlines = parseInline(`${'*'.repeat(200)}deep${'*'.repeat(200)}`);
    while (inlines[0]?.kind === 'em' || inlines[0]?.kind === 'strong') {
      depth += 1;
      inlines = inlines[0].children;
    }
    expect(depth).toBe(16);
    expect(inlines.map((inline) => inline.kind)).toEqual(['text']);
  });

  it('fills in at most 65,536 missing cells of a table; the rows past that are not the table', () => {
    const blocks = parseMarkdown(`${'|a'.repeat(1000)}|\n${'|-'.repeat(1000)}|\n${'|x|\n'.repeat(100)}`);
    expect(blocks[0]).toMatchObject({ kind: 'table', rows: { length: 65 } });
    expect(blocks.slice(1).map((block) => block.kind)).toEqual(['paragraph']);
  });
});
