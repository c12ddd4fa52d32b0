// Glyph fallback: a text is cut into segments, each set in the first font that has its characters: the run's own
// DejaVu face, else a fallback (pdf-fonts.ts). Drawing and measuring both go through `fontSegments`, so table
// columns are sized by the fonts that are drawn.
import { openSync, type Font } from 'fontkit';
import { FALLBACK_FONTS } from './pdf-fonts';

export interface FontSegment {
  text: string;
  /** The font file, as pdfkit is given it. */
  font: string;
}

/**
 * Latin, IPA, Greek, Cyrillic, Latin and Greek extended, general punctuation: DejaVu has all of these, so a text of
 * nothing else (nearly every document) is one segment without a look at any font.
 */
const NEEDS_LOOKUP = /[^\t-\r\u0020-\u052f\u1e00-\u1fff\u2000-\u206f]/u;

/** Fonts opened once per process, only when a text first needs them (the CJK files are 5 to 8 MB). */
const opened = new Map<string, Font>();
const fontkitFont = (file: string): Font => {
  let font = opened.get(file);
  if (!font) opened.set(file, (font = openSync(file)));
  return font;
};

/** The font each code point is set in, per face. */
const chosen = new Map<string, Map<number, string>>();

function fontFor(face: string, codePoint: number): string {
  let faceChoices = chosen.get(face);
  if (!faceChoices) chosen.set(face, (faceChoices = new Map<number, string>()));
  let font = faceChoices.get(codePoint);
  if (font === undefined) {
    const candidates = [face, ...FALLBACK_FONTS];
    // No font has it: the face's empty box, as before the fallback.
    font = candidates.find((file) => fontkitFont(file).hasGlyphForCodePoint(codePoint)) ?? face;
    faceChoices.set(codePoint, font);
  }
  return font;
}

/** `text` cut where the font changes; `face` is the DejaVu file the text is styled in. */
export function fontSegments(text: string, face: string): FontSegment[] {
  if (!NEEDS_LOOKUP.test(text)) return [{ text, font: face }];
  const segments: FontSegment[] = [];
  let last: FontSegment | undefined;
  for (const char of text) {
    // Spaces and marks stay with the characters before them, so a run of CJK words is one segment.
    const font = last && /[\s\p{M}]/u.test(char) ? last.font : fontFor(face, char.codePointAt(0) ?? 0);
    if (last?.font === font) last.text += char;
    else segments.push((last = { text: char, font }));
  }
  return segments;
}
