// DejaVu Sans, embedded in every PDF (subset to the glyphs used): it covers Latin, Greek, Cyrillic, Armenian,
// Georgian, Hebrew and Arabic letters and most symbols (arrows, currency, box drawing), where PDF's standard
// fonts stop at Latin-1. Characters it lacks are set in a fallback font that has them (pdf-font-fallback.ts).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** Resolved through the package, so the files are found whatever the working directory. */
const fontFile = (name: string) => require.resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`);

export const PDF_FONTS = {
  regular: fontFile('DejaVuSans'),
  bold: fontFile('DejaVuSans-Bold'),
  italic: fontFile('DejaVuSans-Oblique'),
  boldItalic: fontFile('DejaVuSans-BoldOblique'),
} as const;

export type PdfFont = keyof typeof PDF_FONTS;

/**
 * Noto Sans CJK, one weight each (OFL-1.1), tried in this order for what DejaVu lacks: the Simplified Chinese
 * face has Han (traditional forms too) and kana, the Korean one hangul. The packages export no file paths, so
 * the files are found beside their entry point.
 */
const fallbackFile = (pkg: string, name: string) => join(dirname(require.resolve(pkg)), '..', 'fonts', `${name}.otf`);

export const FALLBACK_FONTS = [fallbackFile('@embedpdf/fonts-sc', 'NotoSansHans-Regular'), fallbackFile('@embedpdf/fonts-kr', 'NotoSansKR-Regular')] as const;
