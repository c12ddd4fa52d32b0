// The part of fontkit (pdfkit's own font parser, declared for query-api too; it has no type declarations) the PDF
// renderer's font fallback uses: which code points a font file has glyphs for.
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function openSync(path: string): Font;
}
