// The markdown reader: markdown-it (CommonMark, with GFM tables) reads a text into tokens, and this module turns them
// into a tree of plain data, read the same way by the web's viewer (web/src/components/markdown, as React elements)
// and the query API's downloads (PDF, pptx, CSV). Nothing in a document is ever interpreted as HTML: raw tags stay
// visible text (`html: false`), except `<br>`, which breaks the line; only http(s) and mailto links become links.
// A document is what a member or an admin wrote (up to 200,000 characters): markdown-it reads cmark's pathological
// inputs in time proportional to their length (bench/src/markdown-reading.ts measures them), stops nesting blocks at
// MAX_NESTING levels, and this module keeps emphasis and links MAX_NESTING deep, so the renderers' recursion stays
// shallow. Why markdown-it and not micromark: docs/decisions.md.
import MarkdownIt, { type Token } from 'markdown-it';

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

/**
 * Emphasis and links inside one another, at most: deeper marks are text. markdown-it's own limit (its levels count a
 * quote as one, a list item as two) also stops blocks nested deeper than this; what they hold is not read.
 */
const MAX_NESTING = 16;
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;
const BREAK_TAG = /<br\s*\/?>/gi;

// GFM's tables; no strikethrough (our documents have none, and `~~` stays text as it always did).
const reader = new MarkdownIt('default', { html: false, linkify: false, maxNesting: MAX_NESTING }).disable('strikethrough');
const validateLink = reader.validateLink.bind(reader);
// Any other scheme (javascript:, data:, a relative path) is not a link: its markdown stays text.
reader.validateLink = (url) => SAFE_HREF.test(url) && validateLink(url);

/** Reads a markdown text into blocks. Never throws. */
export function parseMarkdown(source: string): Block[] {
  return new BlockReader(reader.parse(source, {})).blocks();
}

/** Bold, italic, code spans, links and line breaks of one paragraph's text; everything else is text. */
export function parseInline(source: string): Inline[] {
  return readInlines(reader.parseInline(source, {})[0]?.children ?? []);
}

/** Reads markdown-it's flat block tokens (each `_open` matched by a `_close`) into nested blocks. */
class BlockReader {
  private at = 0;

  constructor(private readonly tokens: Token[]) {}

  /** The blocks up to the end or to the `_close` token of the block that holds them (which is consumed). */
  blocks(): Block[] {
    const blocks: Block[] = [];
    while (this.at < this.tokens.length) {
      const token = this.next();
      if (token.nesting === -1) break;
      const block = this.block(token);
      if (block) blocks.push(block);
    }
    return blocks;
  }

  private next(): Token {
    const token = this.tokens[this.at];
    this.at += 1;
    if (!token) throw new Error('markdown: read past the last token');
    return token;
  }

  /** The inlines of the `inline` token after an `_open` token, with its `_close` consumed. */
  private inlines(): Inline[] {
    const inline = this.next();
    this.next();
    return readInlines(inline.children ?? []);
  }

  private block(token: Token): Block | undefined {
    switch (token.type) {
      case 'heading_open':
        return { kind: 'heading', level: Number(token.tag.slice(1)) as 1 | 2 | 3 | 4 | 5 | 6, content: this.inlines() };
      case 'paragraph_open':
        return { kind: 'paragraph', content: this.inlines() };
      case 'blockquote_open':
        return { kind: 'quote', blocks: this.blocks() };
      case 'bullet_list_open':
      case 'ordered_list_open':
        return { kind: 'list', ordered: token.type === 'ordered_list_open', start: Number(token.attrGet('start') ?? 1), items: this.items() };
      case 'table_open':
        return this.table();
      case 'fence':
      case 'code_block':
        return { kind: 'code', text: token.content.replace(/\n$/, ''), language: token.info.trim().split(/\s/)[0] ?? '' };
      case 'hr':
        return { kind: 'rule' };
      default:
        // An `_open` token this model has no block for: its content is skipped with it.
        if (token.nesting === 1) this.blocks();
        return undefined;
    }
  }

  /** A list's items, up to its `_close`: an item's first paragraph is its text, what follows it its children. */
  private items(): ListItem[] {
    const items: ListItem[] = [];
    for (let token = this.next(); token.type === 'list_item_open'; token = this.next()) {
      const children = this.blocks();
      const first = children[0];
      items.push(first?.kind === 'paragraph' ? { content: first.content, children: children.slice(1) } : { content: [], children });
    }
    return items;
  }

  /** thead, tbody, tr, th and td tokens, up to the table's `_close`. */
  private table(): Block {
    const align: Alignment[] = [];
    const header: Inline[][] = [];
    const rows: Inline[][][] = [];
    for (let token = this.next(); token.type !== 'table_close'; token = this.next()) {
      if (token.type === 'tr_open') rows.push([]);
      if (token.type === 'th_open') {
        align.push(alignmentOf(String(token.attrGet('style') ?? '')));
        header.push(this.inlines());
      }
      if (token.type === 'td_open') rows.at(-1)?.push(this.inlines());
    }
    // The header's row is the first `tr`.
    return { kind: 'table', align, header, rows: rows.slice(1) };
  }
}

const plainDescription = (tokens: Token[]) => tokens.map((token) => token.content).join('');

function alignmentOf(style: string): Alignment {
  const alignment = /text-align:(left|center|right)/.exec(style)?.[1];
  return alignment === 'left' || alignment === 'center' || alignment === 'right' ? alignment : null;
}

/**
 * markdown-it's flat inline tokens into nested inlines, with a stack rather than recursion (a run of 100,000 stars
 * is 50,000 nested tokens); emphasis or links deeper than MAX_NESTING are their marks as text.
 */
function readInlines(tokens: Token[]): Inline[] {
  const root: Inline[] = [];
  const open: { parent: Inline[]; flattened: boolean; markup: string }[] = [];
  let out = root;
  const text = (value: string) => {
    const last = out.at(-1);
    if (last?.kind === 'text') last.text += value;
    else if (value) out.push({ kind: 'text', text: value });
  };
  for (const token of tokens) {
    switch (token.type) {
      case 'text':
        token.content.split(BREAK_TAG).forEach((part, index) => {
          if (index > 0) out.push({ kind: 'break' });
          text(part);
        });
        break;
      case 'softbreak':
        text('\n');
        break;
      case 'hardbreak':
        out.push({ kind: 'break' });
        break;
      case 'code_inline':
        out.push({ kind: 'code', text: token.content });
        break;
      case 'image':
        // An image is its description: the viewer and the downloads show no images.
        text(plainDescription(token.children ?? []));
        break;
      case 'strong_open':
      case 'em_open':
      case 'link_open': {
        const flattened = open.length >= MAX_NESTING;
        const markup = token.type === 'link_open' ? '' : token.markup;
        const children: Inline[] = [];
        if (flattened) text(markup);
        else if (token.type === 'link_open') out.push({ kind: 'link', href: String(token.attrGet('href') ?? ''), children });
        else out.push({ kind: token.type === 'strong_open' ? 'strong' : 'em', children });
        open.push({ parent: out, flattened, markup });
        if (!flattened) out = children;
        break;
      }
      case 'strong_close':
      case 'em_close':
      case 'link_close': {
        const opened = open.pop();
        if (!opened) break;
        out = opened.parent;
        if (opened.flattened) text(opened.markup);
        break;
      }
      default:
        text(token.content);
    }
  }
  return root;
}
