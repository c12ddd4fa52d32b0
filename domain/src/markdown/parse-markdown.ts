// A small markdown reader for the generated documents (spec 000 §2 Document viewer: sections, tables and lists).
// It turns text into a tree of plain data, read the same way by the web's viewer (web/src/components/markdown, as
// React elements) and the query API's downloads (PDF, pptx, CSV). Nothing in a document is ever interpreted as
// HTML: raw tags stay visible text, and only http(s) and mailto links become links.

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

const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*([^`\s]*)/;
const QUOTE = /^ {0,3}> ?(.*)$/;
const LIST_ITEM = /^([ \t]*)([-*+]|\d{1,9}[.)])[ \t]+(.*)$/;
const TABLE_SEPARATOR = /^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;

/** Reads a markdown text into blocks. Never throws: whatever it does not recognise is a paragraph. */
export function parseMarkdown(source: string): Block[] {
  return parseBlocks(source.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n'));
}

function parseBlocks(lines: string[]): Block[] {
  const blocks: Block[] = [];
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

    const heading = HEADING.exec(line);
    if (heading) {
      const level = (heading[1] ?? '#').length as 1 | 2 | 3 | 4 | 5 | 6;
      blocks.push({ kind: 'heading', level, content: parseInline(heading[2] ?? '') });
      i += 1;
      continue;
    }

    if (RULE.test(line)) {
      blocks.push({ kind: 'rule' });
      i += 1;
      continue;
    }

    if (line.includes('|') && TABLE_SEPARATOR.test(lines[i + 1] ?? '') && (lines[i + 1] ?? '').includes('-')) {
      const header = splitRow(line);
      const align = splitRow(lines[i + 1] ?? '').map(alignmentOf);
      const rows: Inline[][][] = [];
      i += 2;
      while (i < lines.length && (lines[i] ?? '').includes('|') && (lines[i] ?? '').trim() !== '') {
        const cells = splitRow(lines[i] ?? '');
        rows.push(header.map((_, column) => parseInline(cells[column] ?? '')));
        i += 1;
      }
      blocks.push({ kind: 'table', align: header.map((_, column) => align[column] ?? null), header: header.map(parseInline), rows });
      continue;
    }

    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length && (lines[i] ?? '').trim() !== '') {
        const match = QUOTE.exec(lines[i] ?? '');
        quoted.push(match ? (match[1] ?? '') : (lines[i] ?? ''));
        i += 1;
      }
      blocks.push({ kind: 'quote', blocks: parseBlocks(quoted) });
      continue;
    }

    if (LIST_ITEM.test(line)) {
      const { block, next } = parseList(lines, i);
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
  return (
    FENCE.test(line) ||
    HEADING.test(line) ||
    RULE.test(line) ||
    QUOTE.test(line) ||
    LIST_ITEM.test(line) ||
    (line.includes('|') && TABLE_SEPARATOR.test(lines[i + 1] ?? '') && (lines[i + 1] ?? '').includes('-'))
  );
}

const indentOf = (line: string) => line.length - line.trimStart().length;
const isOrdered = (marker: string) => /\d/.test(marker);

/** A list starting at line `start`: its items, each with the lines indented under it read as nested blocks. */
function parseList(lines: string[], start: number): { block: Block; next: number } {
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
        const after = lines.slice(i + 1).find((candidate) => candidate.trim() !== '');
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
    const childIndent = Math.min(...nested.filter((line) => line.trim() !== '').map(indentOf));
    items.push({
      content: parseInline(text.join('\n')),
      children: nested.length ? parseBlocks(nested.map((line) => line.slice(Math.min(childIndent, indentOf(line))))) : [],
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
export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ kind: 'text', text });
    text = '';
  };

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
      const close = source.indexOf(ticks, i + ticks.length);
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

    if ((char === '*' || char === '_') && rest.startsWith(char.repeat(2))) {
      const close = findCloser(source, char.repeat(2), i + 2);
      if (close !== -1) {
        flush();
        out.push({ kind: 'strong', children: parseInline(source.slice(i + 2, close)) });
        i = close + 2;
        continue;
      }
    }

    if ((char === '*' || char === '_') && opensEmphasis(source, i)) {
      const close = findCloser(source, char, i + 1);
      if (close !== -1) {
        flush();
        out.push({ kind: 'em', children: parseInline(source.slice(i + 1, close)) });
        i = close + 1;
        continue;
      }
    }

    if (char === '[') {
      const link = /^\[([^\]]*)\]\(\s*([^)\s]*)(?:\s+"[^"]*")?\s*\)/.exec(rest);
      if (link) {
        flush();
        const children = parseInline(link[1] ?? '');
        const href = link[2] ?? '';
        // Any other scheme (javascript:, data:, a relative path) keeps only its text.
        if (SAFE_HREF.test(href)) out.push({ kind: 'link', href, children });
        else out.push(...children);
        i += link[0].length;
        continue;
      }
    }

    text += char;
    i += 1;
  }
  flush();
  return out;
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
