// Downloads opened and read back: the PDF's text through pdf.js, the pptx unzipped, the CSV parsed. The fixtures
// are documents written by the seed's generator (seed/src/platform-ideas/documents.ts).
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import JSZip from 'jszip';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { FormatNotAvailable } from '@app/domain/documents/download-formats';
import { CRAFTED_DOCUMENTS } from '@app/domain/markdown/testing/crafted-documents';
import { ValidationError } from '@app/domain/shared/errors';
import { contentDisposition } from './content-disposition';
import { FALLBACK_FONTS, PDF_FONTS } from './pdf-fonts';
import { renderDownload } from './render-download';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.md`, import.meta.url), 'utf8');
const PRD = fixture('prd');
const PITCH_DECK = fixture('pitch-deck');
const FINANCIAL_PLAN = fixture('financial-plan');
const TITLE = 'Field-Level Harvest Index for Crop Insurers';

/** Every page's text, whitespace collapsed (pdf.js splits lines into items at font changes). */
async function pdfPages(body: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(body), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' '));
  }
  await pdf.destroy();
  return pages;
}

/** RFC 4180: quoted fields may hold commas, doubled quotes and line breaks; records end with CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

describe('md', () => {
  it('serves the markdown as it is, in UTF-8, named after the idea and the type', async () => {
    const content = `${PRD}\nПривет, Ελλάδα — 太阳能 ✓\n`;
    const download = await renderDownload({ title: TITLE, type: 'PRD', content }, 'md');
    expect(download.body.toString('utf8')).toBe(content);
    expect(download.contentType).toBe('text/markdown; charset=utf-8');
    expect(download.fileName).toBe('field-level-harvest-index-for-crop-insurers-prd.md');
  });
});

describe('pdf', () => {
  it('sets the headings, the table cells and non-Latin text as text, with the title line and page numbers', async () => {
    const content = `${PRD}\n## Локализация\nПривет, Ελλάδα — **жирный** и *курсив*.\n`;
    const download = await renderDownload({ title: TITLE, type: 'PRD', content }, 'pdf');
    expect(download.contentType).toBe('application/pdf');
    expect(download.fileName).toBe('field-level-harvest-index-for-crop-insurers-prd.pdf');
    expect(download.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const pages = await pdfPages(download.body);
    const text = pages.join(' ');
    expect(pages[0]).toContain(`${TITLE} · Product Requirements Doc`);
    for (const heading of ['Product Requirements', 'Overview', 'Problem', 'Goals', 'Personas', 'Requirements', 'Milestones', 'Success metrics', 'Локализация']) {
      expect(text).toContain(heading);
    }
    for (const cell of ['Mei — Team lead', 'R1 with five design partners', 'Month 10', 'Public API and webhooks for integrations']) expect(text).toContain(cell);
    expect(text).toContain('Reach 27 insurers by the end of year one.');
    expect(text).toContain('Привет, Ελλάδα');
    expect(text).toContain('жирный');
    pages.forEach((page, index) => expect(page).toContain(`${index + 1} / ${pages.length}`));
  });

  it('repeats a long table\'s header on every page it runs over, and never loses a row', async () => {
    const rows = Array.from({ length: 90 }, (_, index) => `| Row ${index + 1} | A cell with a few words to wrap, ${'long '.repeat(index % 7)}text | $${index},000 |`);
    const content = `# Long table\n\n| Item | Description | Amount |\n| --- | --- | ---: |\n${rows.join('\n')}\n`;
    const pages = await pdfPages((await renderDownload({ title: 'Long', type: 'GTM', content }, 'pdf')).body);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toMatch(/Item Description Amount/);
    const text = pages.join(' ');
    for (let row = 1; row <= 90; row += 1) expect(text).toContain(`Row ${row} `);
  });

  it('renders characters DejaVu Sans lacks (CJK, emoji) without failing, keeping the text around them', async () => {
    const content = '# 太阳能共享\n\n中文 text 🚀 stays — Ελλάδα\n\n| 列 | Column |\n| --- | --- |\n| 值 | value |\n';
    const download = await renderDownload({ title: '太阳能共享', type: 'PRELAUNCH', content }, 'pdf');
    expect(download.fileName).toBe('document-prelaunch.pdf');
    const text = (await pdfPages(download.body)).join(' ');
    expect(text).toContain('Ελλάδα');
    expect(text).toContain('value');
  });

  it('sets Chinese, Japanese and Korean in the Noto Sans CJK fallback as real text, in headings and table cells', async () => {
    const content = '# 市场规模 Market\n\nこんにちは and 안녕하세요, **bold** too.\n\n| 市场规模 | Column |\n| --- | --- |\n| こんにちは | 안녕하세요 |\n| value | 市场 size of a mixed cell, wrapping こんにちは over several lines in a narrow column |\n';
    const body = (await renderDownload({ title: '市场规模', type: 'PRD', content }, 'pdf')).body;
    const text = (await pdfPages(body)).join(' ');
    for (const piece of ['市场规模', 'こんにちは', '안녕하세요', 'Market', 'bold', 'value', 'wrapping']) expect(text).toContain(piece);
    const raw = body.toString('latin1');
    expect(raw).toContain('NotoSansHans-Regular');
    expect(raw).toContain('NotoSansKR-Regular');
  });

  it('embeds no fallback font in a document DejaVu covers', async () => {
    const raw = (await renderDownload({ title: TITLE, type: 'PRD', content: `${PRD}\nПривет, Ελλάδα — “quoted”\n` }, 'pdf')).body.toString('latin1');
    expect(raw).toContain('DejaVuSans');
    expect(raw).not.toContain('Noto');
  });

  it('finds its fallback fonts by absolute path', () => {
    for (const file of FALLBACK_FONTS) {
      expect(isAbsolute(file)).toBe(true);
      expect(existsSync(file)).toBe(true);
    }
  });

  it('sets quotes, code, nested and numbered lists and rules without failing', async () => {
    const content = '# Mixed\n\n> A quoted line\n\n```\nconst x = 1;\n```\n\n1. First\n   - nested **bold**\n2. Second\n\n---\n\nLast [link](https://example.com) line\n';
    const text = (await pdfPages((await renderDownload({ title: 'Mixed', type: 'GTM', content }, 'pdf')).body)).join(' ');
    for (const piece of ['A quoted line', 'const x = 1;', '1.', 'First', 'nested', 'bold', '2.', 'Second', 'link', 'Last']) expect(text).toContain(piece);
  });

  it('finds its fonts by absolute path, whatever the working directory', () => {
    for (const file of Object.values(PDF_FONTS)) {
      expect(isAbsolute(file)).toBe(true);
      expect(existsSync(file)).toBe(true);
    }
  });
});

describe('ppt', () => {
  it('is a 16:9 pptx with a title slide and one slide per section, titled as the sections', async () => {
    const download = await renderDownload({ title: TITLE, type: 'PITCH_DECK', content: PITCH_DECK }, 'ppt');
    expect(download.contentType).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');
    expect(download.fileName).toBe('field-level-harvest-index-for-crop-insurers-pitch.pptx');

    const zip = await JSZip.loadAsync(download.body);
    const sectionTitles = [...PITCH_DECK.matchAll(/^## Slide \d+ — (.+)$/gm)].map((match) => match[1] ?? '');
    expect(sectionTitles).toHaveLength(11);
    const slides = Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
    expect(slides).toHaveLength(sectionTitles.length + 1);
    const slide = (number: number) => zip.file(`ppt/slides/slide${number}.xml`)!.async('string');

    expect(await slide(1)).toContain(`<a:t>${TITLE} — Pitch Deck</a:t>`);
    for (const [index, title] of sectionTitles.entries()) expect(await slide(index + 2)).toContain(`<a:t>${title}</a:t>`);
    expect(await slide(5)).toContain('APIs finally make it reachable.');

    const financials = await slide(11);
    expect(financials).toContain('<a:tbl>');
    expect(financials).toContain('<a:t>$2,246,000</a:t>');
    expect(await zip.file('ppt/presentation.xml')!.async('string')).toContain('<p:sldSz cx="12192000" cy="6858000"/>');

    // PowerPoint asks to repair a paragraph holding more than one set of paragraph properties.
    for (const name of slides) {
      for (const paragraph of (await zip.file(name)!.async('string')).match(/<a:p>.*?<\/a:p>/g) ?? []) {
        expect(paragraph.match(/<a:pPr/g)?.length ?? 0).toBeLessThanOrEqual(1);
      }
    }
  });

  it('takes a lone paragraph before the first section as the subtitle, and anything longer as an Overview slide', async () => {
    const slides = async (content: string) => {
      const zip = await JSZip.loadAsync((await renderDownload({ title: 'Deck', type: 'PITCH_DECK', content }, 'ppt')).body);
      return Promise.all(
        Object.keys(zip.files)
          .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
          .sort((a, b) => Number(/\d+/.exec(a)?.[0]) - Number(/\d+/.exec(b)?.[0]))
          .map((name) => zip.file(name)!.async('string')),
      );
    };
    const withSubtitle = await slides('# Deck title\nOne line pitch\n\n## Problem\n- pain\n');
    expect(withSubtitle).toHaveLength(2);
    expect(withSubtitle[0]).toContain('<a:t>One line pitch</a:t>');

    const withOverview = await slides('Intro paragraph\n\n- point\n\n## Problem\ntext\n');
    expect(withOverview).toHaveLength(3);
    expect(withOverview[0]).toContain('<a:t>Deck — Pitch Deck</a:t>');
    expect(withOverview[1]).toContain('<a:t>Overview</a:t>');
    expect(withOverview[1]).toContain('<a:t>point</a:t>');
  });

  it("joins a paragraph's lines with one space, and reads a long line of blanks in one pass", async () => {
    const slideText = async (content: string) => {
      const zip = await JSZip.loadAsync((await renderDownload({ title: 'Deck', type: 'PITCH_DECK', content }, 'ppt')).body);
      return zip.file('ppt/slides/slide2.xml')!.async('string');
    };
    expect(await slideText('## Problem\nfirst line  \n   second line\n')).toContain('<a:t>first line second line</a:t>');
    // 100,000 blanks without a line break: the old pattern took 15 s here; one pass takes milliseconds.
    const started = performance.now();
    expect(await slideText(`## Problem\na${' '.repeat(100_000)}b\n`)).toContain('<a:t>a ');
    expect(performance.now() - started).toBeLessThan(3000);
  });
});

describe('csv', () => {
  it('turns the financial plan\'s table into rows, marks dropped, with a byte-order mark', async () => {
    const download = await renderDownload({ title: TITLE, type: 'FINANCIAL_PLAN', content: FINANCIAL_PLAN }, 'csv');
    expect(download.contentType).toBe('text/csv; charset=utf-8');
    expect(download.fileName).toBe('field-level-harvest-index-for-crop-insurers-financial.csv');
    const text = download.body.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual(['', 'Year 1', 'Year 2', 'Year 3']);
    expect(rows[1]).toEqual(['Revenue', '$194,000', '$907,000', '$2,246,000']);
    expect(rows.at(-1)).toEqual(['Profit (loss)', '-$585,000', '-$640,000', '-$283,000']);
    expect(rows).toHaveLength(8);
  });

  it('quotes cells with quotes, commas and line breaks, and heads each of several tables with its heading', async () => {
    const content = [
      '# Plan',
      '## Costs',
      '| Item | Note |',
      '| --- | --- |',
      '| Rent, office | The "hub" lease |',
      '| Café | line one<br>line two |',
      '## Risks',
      '| Risk | Formula |',
      '| --- | --- |',
      '| Churn | =SUM(A1:A9) |',
    ].join('\n');
    const text = (await renderDownload({ title: 'Plan', type: 'FINANCIAL_PLAN', content }, 'csv')).body.toString('utf8').slice(1);
    expect(parseCsv(text)).toEqual([
      ['Costs'],
      ['Item', 'Note'],
      ['Rent, office', 'The "hub" lease'],
      ['Café', 'line one\nline two'],
      [''],
      ['Risks'],
      ['Risk', 'Formula'],
      ['Churn', "'=SUM(A1:A9)"],
    ]);
  });

  it('lists the assumptions as label and value when the plan has no table', async () => {
    const content = FINANCIAL_PLAN.replace(/## Three-year projection[\s\S]*?(?=## Reading)/, '');
    const rows = parseCsv((await renderDownload({ title: TITLE, type: 'FINANCIAL_PLAN', content }, 'csv')).body.toString('utf8').slice(1));
    expect(rows[0]).toEqual(['Assumption', 'Value']);
    expect(rows).toContainEqual(['Average revenue per insurer', '$14,400 a year.']);
    expect(rows).toContainEqual(['Monthly churn 1.0%; acquisition cost $5,561 per insurer.', '']);
    expect(rows).toHaveLength(8);
  });
});

describe('the deepest crafted documents (200,000 characters)', () => {
  // The quotes end in one word of about 199,980 characters, which pdfkit once took minutes to break into lines.
  const DEEPEST = ['quotes nested as deep as it goes', 'lists nested as deep as it goes', 'emphasis nested as deep as it goes'];
  const SIGNATURES = { pdf: '%PDF-', ppt: 'PK', csv: '\ufeff' };
  it.each(DEEPEST.flatMap((name) => (['pdf', 'ppt', 'csv'] as const).map((format) => [name, format] as const)))('%s renders as %s', async (name, format) => {
    const type = format === 'csv' ? 'FINANCIAL_PLAN' : 'PITCH_DECK';
    const download = await renderDownload({ title: TITLE, type, content: CRAFTED_DOCUMENTS[name] ?? '' }, format);
    expect(download.body.length).toBeGreaterThan(SIGNATURES[format].length);
    expect(download.body.toString('utf8', 0, 8).startsWith(SIGNATURES[format])).toBe(true);
  });

  // pdfkit's own breaking of a word (or a run of blanks) wider than its column took time in the square of its length.
  it.each([
    ['a heading with a long run of spaces', CRAFTED_DOCUMENTS['a heading with a long run of spaces']],
    ['a line of spaces before a hard break', CRAFTED_DOCUMENTS['a line of spaces before a hard break']],
    ['a word of 190,000 characters in a table cell', `| a | b |\n|---|---|\n| ${'x'.repeat(190_000)} | y |\n`],
  ])('%s renders as pdf', async (_, content) => {
    const download = await renderDownload({ title: TITLE, type: 'PITCH_DECK', content: content ?? '' }, 'pdf');
    expect(download.body.toString('utf8', 0, 5)).toBe('%PDF-');
  });
});

describe('formats a type does not offer', () => {
  it.each([
    ['PRD', 'ppt'],
    ['PRD', 'csv'],
    ['FINANCIAL_PLAN', 'pdf'],
    ['GTM', 'ppt'],
    ['PITCH_DECK', 'docx'],
  ] as const)('%s as %s is a 400', async (type, format) => {
    const attempt = renderDownload({ title: TITLE, type, content: PRD }, format);
    await expect(attempt).rejects.toBeInstanceOf(FormatNotAvailable);
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    await expect(attempt).rejects.toThrow(`Format ${format} is not available for this document`);
  });
});

describe('file names and content-disposition', () => {
  it('names the file in ASCII from a title with accents and quotes', async () => {
    const download = await renderDownload({ title: 'Crème "Brûlée" Ürün’s Plan', type: 'GTM', content: '# GTM' }, 'md');
    expect(download.fileName).toBe('creme-brulee-urun-s-plan-gtm.md');
    expect(contentDisposition(download.fileName)).toBe(`attachment; filename="creme-brulee-urun-s-plan-gtm.md"; filename*=UTF-8''creme-brulee-urun-s-plan-gtm.md`);
  });

  it('keeps any name readable: an ASCII fallback without quotes and the exact name percent-encoded', () => {
    expect(contentDisposition('Crème "Brûlée" (v2)*.pdf')).toBe(
      `attachment; filename="Creme _Brulee_ (v2)*.pdf"; filename*=UTF-8''Cr%C3%A8me%20%22Br%C3%BBl%C3%A9e%22%20%28v2%29%2A.pdf`,
    );
    expect(contentDisposition('план.csv')).toBe(`attachment; filename="____.csv"; filename*=UTF-8''%D0%BF%D0%BB%D0%B0%D0%BD.csv`);
  });
});
