// DejaVu Sans, embedded in every PDF (subset to the glyphs used): it covers Latin, Greek, Cyrillic, Armenian,
// Georgian, Hebrew and Arabic letters and most symbols (arrows, currency, box drawing), where PDF's standard
// fonts stop at Latin-1. It has no CJK or emoji: pdfkit draws those as empty boxes (.notdef) and carries on.
import { createRequire } from 'node:module';

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
