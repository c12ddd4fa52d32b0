// The pitch deck as a 16:9 presentation (docs/product.md "Documents and downloads": pitch deck as PPT): a title slide
// from the `# ` heading, then one slide per `## ` section with its lists and paragraphs as text and its tables as
// tables.
import PptxGenJS from 'pptxgenjs';
import type { Block, Inline } from '@app/domain/markdown/parse-markdown';
import { plainText, textRuns, wholly } from '@app/domain/markdown/plain-text';

type Slide = PptxGenJS.Slide;
type Table = Extract<Block, { kind: 'table' }>;

interface DeckSection {
  title: string;
  blocks: Block[];
}

/** Inches on the 13.33 × 7.5 slide of LAYOUT_WIDE. */
const SLIDE = { width: 13.333, margin: 0.6 };
const CONTENT_WIDTH = SLIDE.width - 2 * SLIDE.margin;
const COLORS = { ink: '1F2937', muted: '4B5563', accent: '2563EB', titleBackground: '1F2937', titleText: 'FFFFFF', subtitle: 'CBD5E1', headerFill: 'EEF1F4', border: 'C9D1D9' };

export async function renderPptx(fallbackTitle: string, blocks: Block[]): Promise<Buffer> {
  const deck = splitDeck(fallbackTitle, blocks);
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = deck.title;

  titleSlide(pptx.addSlide(), deck.title, deck.subtitle);
  for (const section of deck.sections) sectionSlide(pptx.addSlide(), section);
  return Buffer.from((await pptx.write({ outputType: 'nodebuffer' })) as Uint8Array);
}

/**
 * The deck's title (its `# ` heading), a subtitle (a single paragraph before the first section) and its `## `
 * sections; anything longer before the first section becomes an 'Overview' slide rather than being lost.
 */
function splitDeck(fallbackTitle: string, blocks: Block[]): { title: string; subtitle: string; sections: DeckSection[] } {
  const firstHeading = blocks.find((block) => block.kind === 'heading' && block.level === 1);
  const title = firstHeading?.kind === 'heading' ? plainText(firstHeading.content) : fallbackTitle;
  const intro: Block[] = [];
  const sections: DeckSection[] = [];
  for (const block of blocks) {
    if (block === firstHeading) continue;
    if (block.kind === 'heading' && block.level === 2) sections.push({ title: slideTitle(plainText(block.content)), blocks: [] });
    else (sections.at(-1)?.blocks ?? intro).push(block);
  }
  const [only] = intro;
  if (intro.length === 1 && only?.kind === 'paragraph') return { title, subtitle: plainText(only.content), sections };
  return { title, subtitle: '', sections: intro.length ? [{ title: 'Overview', blocks: intro }, ...sections] : sections };
}

/** 'Slide 3 — The solution' reads 'The solution' on its slide: the slide's place already numbers it. */
function slideTitle(heading: string): string {
  return heading.replace(/^slide\s+\d+\s*[—–:.-]\s*/i, '') || heading;
}

function titleSlide(slide: Slide, title: string, subtitle: string): void {
  slide.background = { color: COLORS.titleBackground };
  slide.addText(clean(title), { x: SLIDE.margin, y: 2.2, w: CONTENT_WIDTH, h: 1.8, fontSize: 40, bold: true, color: COLORS.titleText, valign: 'bottom', fit: 'shrink' });
  if (subtitle) slide.addText(clean(subtitle), { x: SLIDE.margin, y: 4.2, w: CONTENT_WIDTH, h: 2, fontSize: 18, color: COLORS.subtitle, valign: 'top', fit: 'shrink' });
}

function sectionSlide(slide: Slide, section: DeckSection): void {
  slide.addText(clean(section.title), { x: SLIDE.margin, y: 0.4, w: CONTENT_WIDTH, h: 0.9, fontSize: 28, bold: true, color: COLORS.ink, valign: 'middle', fit: 'shrink' });
  slide.addShape('rect', { x: SLIDE.margin, y: 1.3, w: 1.2, h: 0.06, fill: { color: COLORS.accent }, line: { color: COLORS.accent } });

  const paragraphs = slideParagraphs(section.blocks.filter((block) => block.kind !== 'table'), 0);
  const tables = section.blocks.filter((block): block is Table => block.kind === 'table');
  const top = 1.6;
  const bottom = 7.0;
  const textHeight = paragraphs.length ? (tables.length ? 2.2 : bottom - top) : 0;
  if (paragraphs.length) {
    const characters = paragraphs.reduce((total, paragraph) => total + (paragraph.text ?? '').length, 0);
    const fontSize = characters <= 350 ? 20 : characters <= 700 ? 16 : 13;
    slide.addText(paragraphs, { x: SLIDE.margin, y: top, w: CONTENT_WIDTH, h: textHeight, fontSize, color: COLORS.muted, valign: 'top', fit: 'shrink', paraSpaceAfter: 6 });
  }
  const tableTop = top + textHeight + (paragraphs.length ? 0.2 : 0);
  const share = (bottom - tableTop) / Math.max(tables.length, 1);
  tables.forEach((table, index) => addTable(slide, table, tableTop + index * share, share));
}

/**
 * Paragraphs, headings and list items as one paragraph each. pptxgenjs writes paragraph properties once per run,
 * which PowerPoint rejects when a paragraph has several runs, so each paragraph is one run: bold or italic only when
 * all of its text is (inline emphasis is dropped).
 */
function slideParagraphs(blocks: Block[], level: number): PptxGenJS.TextProps[] {
  return blocks.flatMap((block): PptxGenJS.TextProps[] => {
    switch (block.kind) {
      case 'heading':
        return [paragraph(plainText(block.content), { bold: true, indentLevel: level })];
      case 'paragraph':
        return [paragraphOf(block.content, { indentLevel: level })];
      case 'list':
        return block.items.flatMap((item) => [
          paragraphOf(item.content, { indentLevel: level, bullet: block.ordered ? { type: 'number', numberStartAt: block.start } : true }),
          ...slideParagraphs(item.children, level + 1),
        ]);
      case 'code':
        return block.text.split('\n').map((line) => paragraph(line, { indentLevel: level }));
      case 'quote':
        return slideParagraphs(block.blocks, level).map((quoted) => ({ ...quoted, options: { ...quoted.options, italic: true } }));
      case 'table':
      case 'rule':
        return [];
    }
  });
}

function paragraphOf(content: Inline[], options: PptxGenJS.TextPropsOptions): PptxGenJS.TextProps {
  const runs = textRuns(content).filter((run) => run.text.trim() !== '');
  const link = runs.length === 1 ? runs[0]?.href : undefined;
  return paragraph(plainText(content), { ...options, bold: wholly(content, 'bold'), italic: wholly(content, 'italic'), ...(link ? { hyperlink: { url: link } } : {}) });
}

function paragraph(text: string, options: PptxGenJS.TextPropsOptions): PptxGenJS.TextProps {
  // Each run of blanks that holds a line break becomes one space. One pass over the runs: the pattern /\s*\n\s*/ tried
  // every position of a long run without a break and took seconds on a line of spaces.
  const joined = text.replace(/\s+/g, (blanks) => (blanks.includes('\n') ? ' ' : blanks));
  return { text: clean(joined), options: { bullet: false, ...options, breakLine: true } };
}

function addTable(slide: Slide, table: Table, y: number, height: number): void {
  const rows = [table.header, ...table.rows];
  const fontSize = rows.length <= 6 ? 14 : rows.length <= 10 ? 11 : 9;
  const cells: PptxGenJS.TableRow[] = rows.map((row, index) =>
    row.map((cell, column) => ({
      text: clean(plainText(cell)),
      options: {
        bold: index === 0 || wholly(cell, 'bold'),
        align: table.align[column] ?? 'left',
        ...(index === 0 ? { fill: { color: COLORS.headerFill } } : {}),
      },
    })),
  );
  slide.addTable(cells, {
    x: SLIDE.margin,
    y,
    w: CONTENT_WIDTH,
    rowH: Math.min(0.5, height / rows.length),
    fontSize,
    color: COLORS.ink,
    valign: 'middle',
    border: { type: 'solid', pt: 0.75, color: COLORS.border },
  });
}

/** Characters XML 1.0 cannot hold would make the slide unreadable: they are dropped. */
function clean(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
}
