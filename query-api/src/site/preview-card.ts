// An idea's link preview card (README.md here): a 1200×630 PNG (the size Open Graph and Twitter's large card show
// without cropping) with the idea's category, title and score, composed as SVG and rendered by resvg on libuv's thread
// pool. The text is set in DejaVu Sans from node_modules (the PDFs' font: documents-export/pdf-fonts.ts), so the card
// looks the same on every machine whatever fonts it has installed; a title with Chinese, Japanese or Korean
// characters also gets the PDFs' Noto Sans CJK fallbacks (32 MB read per render, so only for such a title).
import { createHash } from 'node:crypto';
import { renderAsync } from '@resvg/resvg-js';
import { FALLBACK_FONTS, PDF_FONTS } from '../documents-export/pdf-fonts';
import type { PageIdea } from '../read-models/site-pages';
import { escapeMarkup } from './escape-markup';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Bumped when the drawing changes, so every card's version (and URL) changes with it. */
const LAYOUT = 2;
/** A title line's width, in Latin characters; a CJK character counts two (it is set about twice as wide). */
const TITLE_LINE_WIDTH = 30;
const TITLE_LINES = 3;
/** Characters DejaVu Sans lacks and the CJK fallbacks have, set full width: Hangul jamo, CJK, kana, Hangul, fullwidth forms. */
const WIDE_CHARACTERS = '\\u1100-\\u11ff\\u2e80-\\u9fff\\uac00-\\ud7af\\uf900-\\ufaff\\uff00-\\uffef';
const WIDE = new RegExp(`[${WIDE_CHARACTERS}]`);
/** A title's pieces a line may break between: its words, and each wide character (CJK has no spaces to break at). */
const PIECES = new RegExp(`\\s*(?:[${WIDE_CHARACTERS}]|[^\\s${WIDE_CHARACTERS}]+)`, 'g');

const widthOf = (text: string) => [...text].reduce((width, character) => width + (WIDE.test(character) ? 2 : 1), 0);

/** The longest start of `text` at most `width` wide. */
function cutTo(text: string, width: number): string {
  let cut = '';
  for (const character of text) {
    if (widthOf(cut + character) > width) break;
    cut += character;
  }
  return cut;
}

export type CardFacts = Pick<PageIdea, 'title' | 'category' | 'score'>;

/** The card's version: changes exactly when what it shows changes (the page's og:image names it). */
export function cardVersion(idea: CardFacts): string {
  return createHash('sha256')
    .update(JSON.stringify([LAYOUT, idea.title, idea.category, idea.score]))
    .digest('hex')
    .slice(0, 16);
}

/** The title in lines at most TITLE_LINE_WIDTH wide, at most TITLE_LINES, broken between words (or CJK characters), the last cut with an ellipsis. */
export function titleLines(title: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const piece of title.trim().match(PIECES) ?? []) {
    const next = line ? line + piece : piece.trimStart();
    if (widthOf(next) <= TITLE_LINE_WIDTH || !line) line = next;
    else {
      lines.push(line);
      line = piece.trimStart();
    }
  }
  if (line) lines.push(line);
  const shown = lines.slice(0, TITLE_LINES).map((text) => (widthOf(text) > TITLE_LINE_WIDTH ? `${cutTo(text, TITLE_LINE_WIDTH - 1)}…` : text));
  if (lines.length > TITLE_LINES) shown[TITLE_LINES - 1] = `${cutTo(shown[TITLE_LINES - 1]!, TITLE_LINE_WIDTH - 1)}…`;
  return shown;
}

export function cardSvg(idea: CardFacts): string {
  const category = (idea.category.split(',')[0] ?? '').trim().toUpperCase();
  const title = titleLines(idea.title)
    .map((line, index) => `<tspan x="72" dy="${index === 0 ? 0 : 72}">${escapeMarkup(line)}</tspan>`)
    .join('');
  const score =
    idea.score === null
      ? ''
      : `<g transform="translate(936 430)"><rect width="192" height="128" rx="24" fill="#ffffff" fill-opacity="0.16"/>` +
        `<text x="96" y="74" text-anchor="middle" font-size="60" font-weight="bold" fill="#ffffff">${idea.score}</text>` +
        `<text x="96" y="108" text-anchor="middle" font-size="22" fill="#e0e7ff">SCORE / 100</text></g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="DejaVu Sans">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs>` +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#bg)"/>` +
    `<text x="72" y="112" font-size="28" font-weight="bold" letter-spacing="3" fill="#c7d2fe">${escapeMarkup(category)}</text>` +
    `<text x="72" y="220" font-size="56" font-weight="bold" fill="#ffffff">${title}</text>` +
    `<text x="72" y="542" font-size="32" font-weight="bold" fill="#ffffff">IdeaPlatform</text>` +
    score +
    `</svg>`
  );
}

export async function renderCard(idea: CardFacts): Promise<Buffer> {
  const image = await renderAsync(cardSvg(idea), {
    fitTo: { mode: 'original' },
    font: {
      loadSystemFonts: false,
      fontFiles: [PDF_FONTS.regular, PDF_FONTS.bold, ...(WIDE.test(idea.title) ? FALLBACK_FONTS : [])],
      defaultFontFamily: 'DejaVu Sans',
    },
  });
  return image.asPng();
}

/** Rendered cards by idea and version, the most recently asked for kept (a card is about 100 kB). */
export function createCardCache(capacity: number): { png(idea: CardFacts & { id: number }, version: string): Promise<Buffer> } {
  const cards = new Map<string, Promise<Buffer>>();
  return {
    png(idea, version) {
      const key = `${idea.id}:${version}`;
      const cached = cards.get(key);
      if (cached) {
        // Asked for again: now the most recent.
        cards.delete(key);
        cards.set(key, cached);
        return cached;
      }
      const rendering = renderCard(idea);
      cards.set(key, rendering);
      rendering.catch(() => cards.delete(key));
      for (const oldest of cards.keys()) {
        if (cards.size <= capacity) break;
        cards.delete(oldest);
      }
      return rendering;
    },
  };
}
