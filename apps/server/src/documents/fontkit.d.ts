/**
 * The little of @foliojs-fork/fontkit that documents use (the package ships no types): parsing a
 * font, which pdf-lib then subsets. pdfkit's maintained fork is used rather than @pdf-lib/fontkit,
 * whose subsets of Noto Sans JP lost most glyphs (the text extracted, but viewers drew blanks).
 */
declare module '@foliojs-fork/fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Uint8Array): Font;
  const fontkit: { create: typeof create };
  export default fontkit;
}
