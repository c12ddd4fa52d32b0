// A small markdown reader for the generated documents (docs/product.md "Documents and downloads": sections, tables and
// lists). It turns text into a tree of plain data, read the same way by the web's viewer (web/src/components/markdown,
// as React elements) and the query API's downloads (PDF, pptx, CSV). Nothing in a document is ever interpreted as HTML:
// raw tags stay visible text, and only http(s) and mailto links become links.
// A document is what a member or an admin wrote (up to 200,000 characters), so reading it takes time in proportion to
// its length, whatever it holds: no pattern here can backtrack over a line, no search restarts from every position,
// quotes, lists and emphasis nest at most MAX_NESTING deep, and a table fills in at most MAX_FILLED_CELLS missing
// cells. Patterns that did (a heading's, a table separator's, a link's) took minutes over a crafted document and held
// the query API's event loop or its render thread meanwhile; emphasis nested 100,000 deep overflowed the stack.

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] }
  | { kind: 'break' };

export type Alignment = 'left' | 'center' | 'right' | null;

export interface ListItem {
  content: Inline[];
  /** Nested lists and paragraphs indented under the item. */
  children: Block[];
}

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; content: Inline[] }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; ordered: boolean; start: number; items: ListItem[] }
  | { kind: 'code'; text: string; language: string }
  | { kind: 'table'; align: Alignment[]; header: Inline[][]; rows: Inline[][][] }
  | { kind: 'quote'; blocks: Block[] }
  | { kind: 'rule' };

const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*([^`\s]*)/;
const QUOTE = /^ {0,3}> ?(.*)$/;
const LIST_ITEM = /^([ \t]*)([-*+]|\d{1,9}[.)])[ \t]+(.*)$/;
/** A table separator's cell: `---`, `:--`, `--:`, `:-:`. */
const SEPARATOR_CELL = /^[ \t]*:?-+:?[ \t]*$/;
/** Quotes and lists inside one another, and emphasis and links inside one another, at most: deeper markers are text. */
const MAX_NESTING = 16;
/**
 * Cells a table fills in for rows shorter than its header, at most (markdown-it's limit): a header of 25,000 columns
 * over 50,000 one-cell rows would otherwise make 1,250,000,000 cells. The table ends where the limit is reached.
 */
const MAX_FILLED_CELLS = 65_536;

/** Reads a markdown text into blocks. Never throws: whatever it does not recognise is a paragraph. */
export function parseMarkdown(source: string): Block[] {
  return parseBlocks(source.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n'), 0);
}

const isBlank = (line: string) => line.trim() === '';
const isSpaceOrTab = (char: string | undefined) => char === ' ' || char === '\t';

/** The line without the spaces and tabs around it (a pattern like /[ \t]+$/ retries from every space of a run). */
function trimSpacesAndTabs(line: string): string {
  let start = 0;
  let end = line.length;
  while (start < end && isSpaceOrTab(line[start])) start += 1;
  while (end > start && isSpaceOrTab(line[end - 1])) end -= 1;
  return line.slice(start, end);
}

/**
 * `# Title`: one to six marks after at most three spaces, then a space or the end; a closing run of marks after a
 * space is dropped. What /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/ matched, in one pass.
 */
function readHeading(line: string): { level: 1 | 2 | 3 | 4 | 5 | 6; text: string } | undefined {
  let marks = 0;
  while (marks < 3 && line[marks] === ' ') marks += 1;
  const start = marks;
  while (line[marks] === '#') marks += 1;
  const level = marks - start;
  if (level < 1 || level > 6) return undefined;
  const rest = line.slice(marks);
  // A heading is one line: the pattern's `.` stopped at the other line terminators.
  if ((rest !== '' && !isSpaceOrTab(rest[0])) || rest.includes('\u2028') || rest.includes('\u2029')) return undefined;
  let text = trimSpacesAndTabs(rest);
  let closing = text.length;
  while (closing > 0 && text[closing - 1] === '#') closing -= 1;
  if (closing < text.length && isSpaceOrTab(text[closing - 1])) text = trimSpacesAndTabs(text.slice(0, closing));
  return { level: level as 1 | 2 | 3 | 4 | 5 | 6, text };
}

/** `| --- | :-: |`: cells of dashes with optional colons, between optional outer bars. */
function isTableSeparator(line: string): boolean {
  let row = trimSpacesAndTabs(line);
  if (row.startsWith('|')) row = row.slice(1);
  if (row.endsWith('|')) row = row.slice(0, -1);
  return row.split('|').every((cell) => SEPARATOR_CELL.test(cell));
}

const startsTable = (lines: string[], i: number) => (lines[i] ?? '').includes('|') && (lines[i + 1] ?? '').includes('-') && isTableSeparator(lines[i + 1] ?? '');

/** For each line, the index of the first line at or after it that is not blank (`lines.length` if none). */
function nextContentLines(lines: string[]): Int32Array {
  const next = new Int32Array(lines.length + 1);
  next[lines.length] = lines.length;
  for (let i = lines.length - 1; i >= 0; i -= 1) next[i] = isBlank(lines[i] ?? '') ? (next[i + 1] ?? lines.length) : i;
  return next;
}

function parseBlocks(lines: string[], depth: number): Block[] {
  const blocks: Block[] = [];
  const nested = depth < MAX_NESTING;
  const nextContent = nextContentLines(lines);
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (line.trim() === '') {
      i += 1;
      continue;
    }

    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1] ?? '```';
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !(lines[i] ?? '').trimStart().startsWith(marker)) body.push(lines[i++] ?? '');
      i += 1; // the closing fence (or the end of the text)
      blocks.push({ kind: 'code', text: body.join('\n'), language: fence[2] ?? '' });
      continue;
    }

    const heading = readHeading(line);
    if (heading) {
      blocks.push({ kind: 'heading', level: heading.level, content: parseInline(heading.text) });
      i += 1;
      continue;
    }

    if (RULE.test(line)) {
      blocks.push({ kind: 'rule' });
      i += 1;
      continue;
    }

    if (startsTable(lines, i)) {
      const header = splitRow(line);
      const align = splitRow(lines[i + 1] ?? '').map(alignmentOf);
      const rows: Inline[][][] = [];
      let filled = 0;
      i += 2;
      while (i < lines.length && (lines[i] ?? '').includes('|') && (lines[i] ?? '').trim() !== '') {
        const cells = splitRow(lines[i] ?? '');
        filled += Math.max(0, header.length - cells.length);
        if (filled > MAX_FILLED_CELLS) break;
        rows.push(header.map((_, column) => parseInline(cells[column] ?? '')));
        i += 1;
      }
      blocks.push({ kind: 'table', align: header.map((_, column) => align[column] ?? null), header: header.map(parseInline), rows });
      continue;
    }

    if (nested && QUOTE.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length && (lines[i] ?? '').trim() !== '') {
        const match = QUOTE.exec(lines[i] ?? '');
        quoted.push(match ? (match[1] ?? '') : (lines[i] ?? ''));
        i += 1;
      }
      blocks.push({ kind: 'quote', blocks: parseBlocks(quoted, depth + 1) });
      continue;
    }

    if (nested && LIST_ITEM.test(line)) {
      const { block, next } = parseList(lines, i, depth, nextContent);
      blocks.push(block);
      i = next;
      continue;
    }

    const paragraph: string[] = [];
    while (i < lines.length && (lines[i] ?? '').trim() !== '' && (paragraph.length === 0 || !startsBlock(lines, i))) {
      paragraph.push((lines[i] ?? '').trim());
      i += 1;
    }
    blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join('\n')) });
  }
  return blocks;
}

function startsBlock(lines: string[], i: number): boolean {
  const line = lines[i] ?? '';
  return FENCE.test(line) || readHeading(line) !== undefined || RULE.test(line) || QUOTE.test(line) || LIST_ITEM.test(line) || startsTable(lines, i);
}

const indentOf = (line: string) => line.length - line.trimStart().length;
const isOrdered = (marker: string) => /\d/.test(marker);

/** A list starting at line `start`: its items, each with the lines indented under it read as nested blocks. */
function parseList(lines: string[], start: number, depth: number, nextContent: Int32Array): { block: Block; next: number } {
  const first = LIST_ITEM.exec(lines[start] ?? '');
  const baseIndent = (first?.[1] ?? '').length;
  const ordered = isOrdered(first?.[2] ?? '-');
  const items: ListItem[] = [];
  let i = start;
  while (i < lines.length) {
    const match = LIST_ITEM.exec(lines[i] ?? '');
    if (!match || (match[1] ?? '').length !== baseIndent || isOrdered(match[2] ?? '') !== ordered) break;
    const text = [match[3] ?? ''];
    const nested: string[] = [];
    i += 1;
    while (i < lines.length) {
      const line = lines[i] ?? '';
      if (line.trim() === '') {
        // A blank line ends the list unless more of it (an item or an indented line) follows.
        const after = lines[nextContent[i + 1] ?? lines.length];
        if (after === undefined || indentOf(after) < baseIndent || (indentOf(after) === baseIndent && !LIST_ITEM.test(after))) break;
        if (indentOf(after) > baseIndent) nested.push('');
        i += 1;
        continue;
      }
      if (indentOf(line) > baseIndent) {
        // An indented line: a nested block, or (before any nested block) more of the item's own text.
        if (nested.length === 0 && !LIST_ITEM.test(line) && !startsBlock(lines, i)) text.push(line.trim());
        else nested.push(line);
        i += 1;
        continue;
      }
      if (nested.length === 0 && !startsBlock(lines, i)) {
        // A lazy continuation of the item's text.
        text.push(line.trim());
        i += 1;
        continue;
      }
      break;
    }
    const childIndent = nested.reduce((least, line) => (isBlank(line) ? least : Math.min(least, indentOf(line))), Infinity);
    items.push({
      content: parseInline(text.join('\n')),
      children: nested.length ? parseBlocks(nested.map((line) => line.slice(Math.min(childIndent, indentOf(line)))), depth + 1) : [],
    });
  }
  const startNumber = ordered ? Number.parseInt(first?.[2] ?? '1', 10) : 1;
  return { block: { kind: 'list', ordered, start: startNumber, items }, next: i };
}

function splitRow(line: string): string[] {
  let row = line.trim();
  if (row.startsWith('|')) row = row.slice(1);
  if (row.endsWith('|') && !row.endsWith('\\|')) row = row.slice(0, -1);
  const cells: string[] = [];
  let cell = '';
  for (let i = 0; i < row.length; i += 1) {
    const char = row[i];
    if (char === '\\' && row[i + 1] === '|') {
      cell += '|';
      i += 1;
    } else if (char === '|') {
      cells.push(cell.trim());
      cell = '';
    } else {
      cell += char;
    }
  }
  cells.push(cell.trim());
  return cells;
}

function alignmentOf(separator: string): Alignment {
  const cell = separator.trim();
  const left = cell.startsWith(':');
  const right = cell.endsWith(':');
  if (left && right) return 'center';
  if (right) return 'right';
  if (left) return 'left';
  return null;
}

const ESCAPABLE = /[\\`*_{}[\]()#+\-.!|>~<]/;
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;
const BREAK_TAG = /^<br\s*\/?>/i;

/** Bold, italic, code spans, links and line breaks; everything else is text. */
export function parseInline(source: string, depth = 0): Inline[] {
  const nested = depth < MAX_NESTING;
  const out: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ kind: 'text', text });
    text = '';
  };
  // A closing delimiter (or run of backticks) not found after a position is not found after any later one: an opener
  // that cannot close costs one search for all of them (`*a *a *a ...`), not one each.
  const unclosedAfter = new Map<string, number>();
  const closing = (delimiter: string, from: number, find: () => number) => {
    if (from >= (unclosedAfter.get(delimiter) ?? Infinity)) return -1;
    const at = find();
    if (at === -1) unclosedAfter.set(delimiter, from);
    return at;
  };
  const readLink = linkReader(source);

  let i = 0;
  while (i < source.length) {
    const char = source[i] ?? '';
    const rest = source.slice(i);

    if (char === '\\' && ESCAPABLE.test(source[i + 1] ?? '')) {
      text += source[i + 1];
      i += 2;
      continue;
    }

    if (char === '`') {
      const ticks = /^`+/.exec(rest)?.[0] ?? '`';
      const close = closing(ticks, i + ticks.length, () => source.indexOf(ticks, i + ticks.length));
      if (close !== -1) {
        flush();
        out.push({ kind: 'code', text: source.slice(i + ticks.length, close).trim() });
        i = close + ticks.length;
        continue;
      }
      text += ticks;
      i += ticks.length;
      continue;
    }

    const lineBreak = BREAK_TAG.exec(rest);
    if (lineBreak) {
      flush();
      out.push({ kind: 'break' });
      i += lineBreak[0].length;
      continue;
    }

    if (nested && (char === '*' || char === '_') && rest.startsWith(char.repeat(2))) {
      const close = closing(char.repeat(2), i + 2, () => findCloser(source, char.repeat(2), i + 2));
      if (close !== -1) {
        flush();
        out.push({ kind: 'strong', children: parseInline(source.slice(i + 2, close), depth + 1) });
        i = close + 2;
        continue;
      }
    }

    if (nested && (char === '*' || char === '_') && opensEmphasis(source, i)) {
      const close = closing(char, i + 1, () => findCloser(source, char, i + 1));
      if (close !== -1) {
        flush();
        out.push({ kind: 'em', children: parseInline(source.slice(i + 1, close), depth + 1) });
        i = close + 1;
        continue;
      }
    }

    if (nested && char === '[') {
      const link = readLink(i);
      if (link) {
        flush();
        const children = parseInline(link.label, depth + 1);
        // Any other scheme (javascript:, data:, a relative path) keeps only its text.
        if (SAFE_HREF.test(link.href)) out.push({ kind: 'link', href: link.href, children });
        else out.push(...children);
        i = link.end;
        continue;
      }
    }

    text += char;
    i += 1;
  }
  flush();
  return out;
}

const isWhitespace = (char: string) => /\s/.test(char);

/**
 * The first position at or after `start` whose character `wanted` accepts (`source.length` if none). It remembers the
 * stretch it read last: a search starting inside it is answered at once, so the many searches that start before one
 * long stretch (a link attempt at every `[` of `[](x[](x[](x…`) read it once, not once each. Each caller searches
 * from positions that only grow, so every caller has its own.
 */
function scanner(source: string, wanted: (char: string) => boolean): (start: number) => number {
  let from = 0;
  let found = -1;
  return (start) => {
    if (start >= from && start <= found) return found;
    let at = start;
    while (at < source.length && !wanted(source[at] ?? '')) at += 1;
    from = start;
    found = at;
    return found;
  };
}

/**
 * `[label](href)` or `[label](href "title")` at a `[`: what /^\[([^\]]*)\]\(\s*([^)\s]*)(?:\s+"[^"]*")?\s*\)/
 * matched (its way back included: no href, and a title right after the blanks that follow the parenthesis), with
 * searches that never read a stretch twice (`scanner`), where the pattern read the rest of the text at every `[`.
 */
function linkReader(source: string): (open: number) => { label: string; href: string; end: number } | undefined {
  const labelEnd = scanner(source, (char) => char === ']');
  const hrefStart = scanner(source, (char) => !isWhitespace(char));
  const hrefEnd = scanner(source, (char) => char === ')' || isWhitespace(char));
  const afterHref = scanner(source, (char) => !isWhitespace(char));
  /** The `)` after a title opening at a quote, if the title closes and only blanks follow it. */
  const titleCloser = () => {
    const titleEnd = scanner(source, (char) => char === '"');
    const afterTitle = scanner(source, (char) => !isWhitespace(char));
    return (quote: number) => {
      const end = titleEnd(quote + 1);
      const paren = end < source.length ? afterTitle(end + 1) : -1;
      return source[paren] === ')' ? paren : undefined;
    };
  };
  const afterHrefTitle = titleCloser();
  const bareTitle = titleCloser();
  return (open) => {
    const close = labelEnd(open + 1);
    if (source[close + 1] !== '(') return undefined;
    const label = source.slice(open + 1, close);
    const start = hrefStart(close + 2);
    const end = hrefEnd(start);
    const href = source.slice(start, end);
    if (source[end] === ')') return { label, href, end: end + 1 };
    const next = end < source.length ? afterHref(end) : source.length;
    if (source[next] === ')') return { label, href, end: next + 1 };
    const titled = source[next] === '"' ? afterHrefTitle(next) : undefined;
    if (titled !== undefined) return { label, href, end: titled + 1 };
    const untitled = start > close + 2 && source[start] === '"' ? bareTitle(start) : undefined;
    return untitled === undefined ? undefined : { label, href: '', end: untitled + 1 };
  };
}

/** `_` inside a word (snake_case) is not emphasis; neither is a delimiter followed by a space. */
function opensEmphasis(source: string, i: number): boolean {
  const next = source[i + 1] ?? '';
  if (next === '' || /\s/.test(next)) return false;
  if (source[i] === '_' && /\w/.test(source[i - 1] ?? '')) return false;
  return true;
}

/**
 * The next `delimiter` after `from` that can close: not preceded by a space, and not inside a word for `_`. A single
 * delimiter never closes inside a run (`**` belongs to bold); a `**` at the start of a longer run closes at its end,
 * so `***both***` reads as bold around italic.
 */
function findCloser(source: string, delimiter: string, from: number): number {
  const mark = delimiter[0] ?? '*';
  let at = source.indexOf(delimiter, from);
  while (at !== -1) {
    if (delimiter.length === 2) while (source[at + 2] === mark) at += 1;
    const before = source[at - 1] ?? '';
    const after = source[at + delimiter.length] ?? '';
    const inRun = delimiter.length === 1 && (before === mark || after === mark);
    const closes = at > from && !inRun && !/\s/.test(before) && !(mark === '_' && /\w/.test(after));
    if (closes) return at;
    at = source.indexOf(delimiter, at + delimiter.length);
  }
  return -1;
}
