// A document's markdown as an A4 PDF: the title line, headings, paragraphs with bold and italic, lists, tables
// (header repeated after a page break), quotes and code set plainly, page numbers in the footer.
import PDFDocument from 'pdfkit';
import type { Alignment, Block, Inline, ListItem } from '@app/domain/markdown/parse-markdown';
import { plainText, textRuns, wholly, type TextRun } from '@app/domain/markdown/plain-text';
import { fontSegments, type FontSegment } from './pdf-font-fallback';
import { PDF_FONTS, type PdfFont } from './pdf-fonts';
import { columnWidths } from './pdf-table';

type Pdf = PDFKit.PDFDocument;

/** Where a block is set: nested lists and quotes move in from the margin (up to MAX_INDENT). */
interface Frame {
  x: number;
  width: number;
  color: string;
  /** How deep in lists: the bullet of a nested item is hollow. */
  depth: number;
}

const MARGINS = { top: 56, bottom: 64, left: 56, right: 56 };
const BODY_SIZE = 10.5;
const TABLE_SIZE = 9;
const CELL_PADDING = 4;
const HEADING_SIZES = { 1: 20, 2: 15, 3: 12.5, 4: 11, 5: 11, 6: 11 } as const;
/**
 * How far nested quotes and lists move in at most: deeper ones stay at this indent, so the reader's deepest nesting
 * (16 levels, some with wide number gutters) still leaves the text a column of more than half the page.
 */
const MAX_INDENT = 160;
const COLORS = { text: '#1f2328', muted: '#57606a', link: '#0b57d0', code: '#6e4c00', line: '#c9d1d9', headerFill: '#eef1f4' };

export function renderPdf(titleLine: string, blocks: Block[]): Promise<Buffer> {
  // Fonts are named by their file everywhere: pdfkit caches a font under the name it was first given, and an alias
  // (registerFont) of a file already open would re-read and re-parse the file on every switch.
  const pdf = new PDFDocument({ size: 'A4', margins: MARGINS, bufferPages: true, font: PDF_FONTS.regular, info: { Title: titleLine } });
  const bytes = collect(pdf);

  const frame: Frame = { x: MARGINS.left, width: pdf.page.width - MARGINS.left - MARGINS.right, color: COLORS.text, depth: 0 };
  pdf.y = MARGINS.top;
  writeText(pdf, pieces(titleLine, PDF_FONTS.regular, 9, COLORS.muted), frame.x, { width: frame.width });
  pdf.y += 10;
  renderBlocks(pdf, blocks, frame);
  numberPages(pdf);
  pdf.end();
  return bytes;
}

function collect(pdf: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
}

const bottomOf = (pdf: Pdf) => pdf.page.height - pdf.page.margins.bottom;

/** Starts a new page unless `height` more points fit on this one (keeps a heading or list marker with its text). */
function ensureSpace(pdf: Pdf, height: number): void {
  if (pdf.y + height > bottomOf(pdf)) pdf.addPage();
}

function renderBlocks(pdf: Pdf, blocks: Block[], frame: Frame): void {
  for (const block of blocks) {
    switch (block.kind) {
      case 'heading': {
        const size = HEADING_SIZES[block.level];
        if (pdf.y > MARGINS.top + 20) pdf.y += size * 0.7;
        ensureSpace(pdf, size * 1.4 + BODY_SIZE * 3);
        writeRuns(pdf, textRuns(block.content), frame, { size, bold: true });
        if (block.level <= 2) rule(pdf, frame, 2);
        pdf.y += 4;
        break;
      }
      case 'paragraph':
        ensureSpace(pdf, BODY_SIZE * 1.4);
        writeRuns(pdf, textRuns(block.content), frame, { size: BODY_SIZE });
        pdf.y += 6;
        break;
      case 'list':
        block.items.forEach((item, index) => renderListItem(pdf, item, block.ordered ? `${block.start + index}.` : null, frame));
        pdf.y += 4;
        break;
      case 'table':
        renderTable(pdf, block, frame);
        break;
      case 'code':
        ensureSpace(pdf, BODY_SIZE * 1.4);
        writeText(pdf, pieces(block.text, PDF_FONTS.regular, 9, COLORS.code), frame.x + 12, { width: frame.width - 12, lineGap: 1 });
        pdf.y += 6;
        break;
      case 'quote':
        renderBlocks(pdf, block.blocks, { ...indented(frame, 14), color: COLORS.muted });
        break;
      case 'rule':
        ensureSpace(pdf, 14);
        rule(pdf, frame, 6);
        pdf.y += 6;
        break;
    }
  }
}

/** The frame moved in by `by`, unless that takes it past MAX_INDENT from the margin. */
function indented(frame: Frame, by: number): Frame {
  if (frame.x + by > MARGINS.left + MAX_INDENT) return frame;
  return { ...frame, x: frame.x + by, width: frame.width - by };
}

function rule(pdf: Pdf, frame: Frame, gap: number): void {
  pdf.y += gap;
  pdf.moveTo(frame.x, pdf.y).lineTo(frame.x + frame.width, pdf.y).lineWidth(0.6).strokeColor(COLORS.line).stroke();
}

/** The marker ('•', '◦' when nested, or the number) in a gutter, the item's text beside it, its children below. */
function renderListItem(pdf: Pdf, item: ListItem, number: string | null, frame: Frame): void {
  pdf.font(PDF_FONTS.regular).fontSize(BODY_SIZE);
  const gutter = number ? Math.max(18, pdf.widthOfString(number) + 6) : 14;
  ensureSpace(pdf, BODY_SIZE * 1.4);
  const top = pdf.y;
  pdf.fillColor(frame.color).text(number ?? (frame.depth === 0 ? '•' : '◦'), frame.x, top, { width: gutter, lineBreak: false });
  pdf.y = top;
  // The text always clears the marker; nested items move in only down to MAX_INDENT.
  writeRuns(pdf, textRuns(item.content), { ...frame, x: frame.x + gutter, width: frame.width - gutter }, { size: BODY_SIZE });
  if (pdf.y === top) pdf.y += pdf.currentLineHeight(true); // an empty item still takes its line
  pdf.y += 2;
  renderBlocks(pdf, item.children, { ...indented(frame, gutter), depth: frame.depth + 1 });
}

/** A piece of text in one font, size and colour; options of its own (a link) on top of the paragraph's. */
interface Piece extends FontSegment {
  size: number;
  color: string;
  options?: PDFKit.Mixins.TextOptions;
}

const pieces = (text: string, face: string, size: number, color: string, options?: PDFKit.Mixins.TextOptions): Piece[] =>
  fontSegments(text, face).map((segment) => ({ ...segment, size, color, options }));

/** Pieces set as one wrapped paragraph at `x`, `pdf.y` (pdfkit's `continued` text: font changes mid-line). */
function writeText(pdf: Pdf, all: Piece[], x: number, options: PDFKit.Mixins.TextOptions): void {
  const width = options.width ?? Infinity;
  const texts = all.flatMap((piece) => {
    pdf.font(piece.font).fontSize(piece.size);
    return columnWide(pdf, piece.text, width).map((text) => ({ piece, text }));
  });
  const last = texts.length - 1;
  texts.forEach(({ piece, text }, index) => {
    pdf.font(piece.font).fontSize(piece.size).fillColor(piece.color);
    const pieceOptions = { ...options, ...piece.options, continued: index < last };
    if (index === 0) pdf.text(text, x, pdf.y, pieceOptions);
    else pdf.text(text, pieceOptions);
  });
  pdf.x = x;
}

/**
 * The text cut before and inside every word wider than `width`, each part of the word at most a line wide: pdfkit may
 * start a line between continued texts, so such a word starts a line and fills the ones it needs. A run of blanks
 * wider than `width` becomes one space, as the viewer shows it. pdfkit breaks a word (its blanks included) wider than
 * its column itself, but measures (and caches the layout of) all that is left of it after every line: a
 * 200,000-character word took minutes and filled the heap. Runs are measured by their characters' widths (kerning
 * aside), each character once: measuring the whole of such a word took pdfkit most of a second.
 */
function columnWide(pdf: Pdf, given: string, width: number): string[] {
  const widths = new Map<string, number>();
  const widthOf = (character: string) => widths.get(character) ?? widths.set(character, pdf.widthOfString(character)).get(character) ?? 0;
  const wider = (run: string) => {
    let runWidth = 0;
    for (const character of run) if ((runWidth += widthOf(character)) > width) return true;
    return false;
  };
  const text = given.replace(/[ \t]+/g, (run) => (wider(run) ? ' ' : run));
  const parts: string[] = [];
  let start = 0;
  for (const word of text.matchAll(/\S+/g)) {
    const lines: string[] = [];
    let line = '';
    let lineWidth = 0;
    for (const character of word[0]) {
      const characterWidth = widthOf(character);
      if (line && lineWidth + characterWidth > width) {
        lines.push(line);
        line = '';
        lineWidth = 0;
      }
      line += character;
      lineWidth += characterWidth;
    }
    if (lines.length === 0) continue;
    parts.push(text.slice(start, word.index), ...lines, line);
    start = word.index + word[0].length;
  }
  return [...parts, text.slice(start)].filter((part, index, all) => part || all.length === 1);
}

/** Runs of differently styled text set as one wrapped paragraph. */
function writeRuns(pdf: Pdf, runs: TextRun[], frame: Frame, style: { size: number; bold?: boolean }): void {
  const all = runs.flatMap((run) =>
    // Options carry over between continued calls unless given, so each run states its link and underline.
    pieces(run.text, PDF_FONTS[fontOf(run.bold || Boolean(style.bold), run.italic)], style.size, run.href ? COLORS.link : run.code ? COLORS.code : frame.color, {
      link: run.href ?? null,
      underline: Boolean(run.href),
    }),
  );
  writeText(pdf, all, frame.x, { width: frame.width, lineGap: 2 });
}

function fontOf(bold: boolean, italic: boolean): PdfFont {
  if (bold) return italic ? 'boldItalic' : 'bold';
  return italic ? 'italic' : 'regular';
}

interface Cell {
  text: string;
  font: PdfFont;
}

/** A cell is set in bold when it is a header or all its text is bold (the financial plan's totals). */
function cellOf(inlines: Inline[], header: boolean): Cell {
  return { text: plainText(inlines), font: fontOf(header || wholly(inlines, 'bold'), wholly(inlines, 'italic')) };
}

function renderTable(pdf: Pdf, table: Extract<Block, { kind: 'table' }>, frame: Frame): void {
  const header = table.header.map((cell) => cellOf(cell, true));
  const rows = table.rows.map((row) => row.map((cell) => cellOf(cell, false)));
  const measure = (cell: Cell, text: string) => textWidth(pdf, pieces(text, PDF_FONTS[cell.font], TABLE_SIZE, frame.color));
  const widest = (column: number, pieces: (cell: Cell) => string[]) =>
    Math.max(0, ...[header, ...rows].map((row) => row[column]).filter((cell) => cell !== undefined).flatMap((cell) => pieces(cell).map((piece) => measure(cell, piece))));
  const widths = columnWidths(
    header.map((_, column) => widest(column, (cell) => cell.text.split('\n')) + 2 * CELL_PADDING + 1),
    header.map((_, column) => widest(column, (cell) => cell.text.split(/\s+/)) + 2 * CELL_PADDING + 1),
    frame.width,
  );
  const pageRoom = bottomOf(pdf) - MARGINS.top;
  const heightOf = (row: Cell[]) =>
    Math.min(
      pageRoom,
      Math.max(...row.map((cell, column) => textHeight(pdf, pieces(cell.text || ' ', PDF_FONTS[cell.font], TABLE_SIZE, frame.color), (widths[column] ?? 0) - 2 * CELL_PADDING, 1))) +
        2 * CELL_PADDING,
    );

  const headerHeight = heightOf(header);
  pdf.y += 2;
  ensureSpace(pdf, headerHeight + (rows[0] ? heightOf(rows[0]) : 0));
  drawRow(pdf, header, widths, table.align, headerHeight, frame, true);
  for (const row of rows) {
    const height = heightOf(row);
    if (pdf.y + height > bottomOf(pdf)) {
      pdf.addPage();
      drawRow(pdf, header, widths, table.align, headerHeight, frame, true);
    }
    drawRow(pdf, row, widths, table.align, height, frame, false);
  }
  pdf.x = frame.x;
  pdf.y += 8;
}

function drawRow(pdf: Pdf, row: Cell[], widths: number[], align: Alignment[], height: number, frame: Frame, header: boolean): void {
  const top = pdf.y;
  let x = frame.x;
  row.forEach((cell, column) => {
    const width = widths[column] ?? 0;
    if (header) pdf.rect(x, top, width, height).fill(COLORS.headerFill);
    pdf.rect(x, top, width, height).lineWidth(0.5).strokeColor(COLORS.line).stroke();
    if (cell.text) {
      // A fixed height stops the text at the cell's bottom (with an ellipsis) instead of starting a page.
      pdf.y = top + CELL_PADDING;
      writeText(pdf, pieces(cell.text, PDF_FONTS[cell.font], TABLE_SIZE, frame.color), x + CELL_PADDING, {
        width: width - 2 * CELL_PADDING,
        height: height - 2 * CELL_PADDING + 1,
        lineGap: 1,
        align: align[column] ?? 'left',
        ellipsis: true,
      });
    }
    x += width;
  });
  pdf.y = top + height;
}

const textWidth = (pdf: Pdf, all: Piece[]) => all.reduce((sum, piece) => sum + pdf.font(piece.font).fontSize(piece.size).widthOfString(piece.text), 0);

/** Where a line may break inside a text: spaces, and between CJK characters (closing punctuation stays with its character). */
const BREAK_UNITS = /\s+|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}][\p{P}]*|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;

/**
 * The height `pieces` take wrapped at `width`. pdfkit measures in one font only, so text in several fonts is wrapped
 * here, greedily at the same break points, every line as tall as the tallest font's (at most a line too generous).
 */
function textHeight(pdf: Pdf, all: Piece[], width: number, lineGap: number): number {
  const [only] = all;
  if (only && all.length === 1) {
    // pdfkit's own measure, unless it would have to break a word wider than the column (slow: columnWide).
    const [text = '', ...more] = columnWide(pdf.font(only.font).fontSize(only.size), only.text, width);
    if (more.length === 0) return pdf.heightOfString(text, { width, lineGap });
  }
  let lines = 1;
  let used = 0;
  let space = 0;
  for (const piece of all) {
    pdf.font(piece.font).fontSize(piece.size);
    for (const [unit] of piece.text.matchAll(BREAK_UNITS)) {
      const unitWidth = pdf.widthOfString(unit);
      if (/^\s/.test(unit)) space += unitWidth;
      else {
        if (used > 0 && used + space + unitWidth > width) {
          lines += 1;
          used = 0;
        } else used += space;
        // A word wider than the column is broken by characters.
        lines += Math.floor(unitWidth / width);
        used += unitWidth % width;
        space = 0;
      }
    }
  }
  const lineHeight = Math.max(...all.map((piece) => pdf.font(piece.font).fontSize(piece.size).currentLineHeight(true)));
  return lines * (lineHeight + lineGap);
}

/** 'n / N' centred in every page's bottom margin, written once all pages exist. */
function numberPages(pdf: Pdf): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    pdf.switchToPage(index);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0; // writing inside the margin must not start a new page
    pdf
      .font(PDF_FONTS.regular)
      .fontSize(8)
      .fillColor(COLORS.muted)
      .text(`${index + 1} / ${count}`, MARGINS.left, pdf.page.height - bottom / 2 - 4, { width: pdf.page.width - MARGINS.left - MARGINS.right, align: 'center', lineBreak: false });
    pdf.page.margins.bottom = bottom;
  }
}
