// The financial plan as a spreadsheet (docs/product.md "Documents and downloads": financial plan as CSV): its markdown
// tables, or, when it has none, its assumptions as label / value pairs.
import type { Block } from '@app/domain/markdown/parse-markdown';
import { plainText } from '@app/domain/markdown/plain-text';

/** Spreadsheet apps read the file as UTF-8 only with a byte-order mark. */
const BOM = '\uFEFF';

export function renderCsv(blocks: Block[]): Buffer {
  const tables = tablesWithHeadings(blocks);
  const sections = tables.length
    ? tables.map(({ heading, rows }) => (tables.length > 1 ? [[heading], ...rows] : rows))
    : [[['Assumption', 'Value'], ...assumptionRows(blocks)]];
  return Buffer.from(BOM + sections.map(toCsv).join('\r\n'), 'utf8');
}

/** Each table's header and rows as text, with the heading it sits under (the title when it has none). */
function tablesWithHeadings(blocks: Block[]): { heading: string; rows: string[][] }[] {
  let heading = '';
  const tables: { heading: string; rows: string[][] }[] = [];
  for (const block of blocks) {
    if (block.kind === 'heading') heading = plainText(block.content);
    if (block.kind === 'table') tables.push({ heading, rows: [block.header, ...block.rows].map((row) => row.map(plainText)) });
  }
  return tables;
}

/** The items of the list under an 'Assumptions' heading (else the first list), split at their first colon. */
function assumptionRows(blocks: Block[]): string[][] {
  const underHeading = blocks.findIndex((block) => block.kind === 'heading' && /assumption/i.test(plainText(block.content)));
  const list = blocks.slice(Math.max(underHeading, 0)).find((block) => block.kind === 'list');
  if (list?.kind !== 'list') return [];
  return list.items.map((item) => {
    const text = plainText(item.content);
    const colon = text.indexOf(':');
    return colon === -1 ? [text, ''] : [text.slice(0, colon).trim(), text.slice(colon + 1).trim()];
  });
}

/** RFC 4180: CRLF after every record; a field with a quote, comma or line break is quoted, its quotes doubled. */
function toCsv(rows: string[][]): string {
  return rows.map((row) => row.map((cell) => quoteField(neutraliseFormula(cell))).join(',') + '\r\n').join('');
}

function quoteField(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

const NUMBER_LIKE = /^[-+]?[\s$€£¥]*[\d.,]+\s*[%KMBT]?$/;

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @ first) gets a leading apostrophe, so a generated document
 * cannot carry one into the user's spreadsheet; signed amounts ('-$585,000') stay numbers.
 */
function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) && !NUMBER_LIKE.test(cell) ? `'${cell}` : cell;
}
