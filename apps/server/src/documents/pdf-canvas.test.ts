/**
 * The PDF's font: a subset of Noto Sans JP holding a drawn outline for every character written (a
 * broken subset extracts as text but prints blanks, which is what @pdf-lib/fontkit's did), small,
 * and the same bytes each time the same page is written.
 */
import fontkit from '@foliojs-fork/fontkit';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { catalogs, languages, statementTexts } from '@kabuto/i18n';
import { createCanvas } from './pdf-canvas';

const notoSansJp = '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf';

const sample = '取引報告書 取引残高報告書 交易餘額報告書 Kabuto Securities ¥1,234,567.00 −+（）';

async function samplePdf(): Promise<Uint8Array> {
  const canvas = await createCanvas({
    title: 't',
    author: 'a',
    subject: 's',
    keywords: ['k'],
    date: new Date('2026-01-01T00:00:00Z'),
  });
  canvas.text(sample);
  canvas.text(sample, { bold: true });
  return canvas.save((page, pages) => `${page}/${pages}`);
}

/** The embedded font programs (FontFile2 streams), decoded. */
async function embeddedFonts(bytes: Uint8Array): Promise<Uint8Array[]> {
  const pdf = await PDFDocument.load(bytes);
  const fonts: Uint8Array[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    const file = pdf.context.lookup(object.get(PDFName.of('FontFile2')));
    if (file instanceof PDFRawStream) fonts.push(decodePDFRawStream(file).decode());
  }
  return fonts;
}

describe('the documents PDF canvas', () => {
  it('embeds a Noto Sans JP subset with an outline for every character drawn', async () => {
    const bytes = await samplePdf();
    const fonts = await embeddedFonts(bytes);
    expect(fonts).toHaveLength(2);
    for (const program of fonts) {
      expect(program.length).toBeLessThan(60_000);
      // A subset has no character map (the PDF maps its codes): check the glyphs themselves. Every
      // character drawn has a glyph, and each has an outline but the space's and .notdef's.
      const font = fontkit.create(Buffer.from(program)) as unknown as {
        getGlyph(id: number): { path: { commands: unknown[] } };
        numGlyphs: number;
      };
      const characters = new Set(sample);
      // The regular font also draws the footer's '/'.
      expect(font.numGlyphs - 1 - characters.size).toBeGreaterThanOrEqual(0);
      expect(font.numGlyphs - 1 - characters.size).toBeLessThanOrEqual(1);
      const empty = Array.from({ length: font.numGlyphs }, (_, id) => font.getGlyph(id)).filter(
        (glyph) => glyph.path.commands.length === 0,
      );
      expect(empty.length).toBeLessThanOrEqual(2);
    }
    // A4 of two lines with its fonts stays a few kilobytes.
    expect(bytes.length).toBeLessThan(80_000);
  });

  it('has a glyph in Noto Sans JP for every character the documents print in any language', () => {
    const font = fontkit.create(readFileSync(createRequire(import.meta.url).resolve(notoSansJp)));
    const printed = JSON.stringify([statementTexts, ...languages.map((language) => catalogs[language].records)]);
    const missing = [...new Set(printed)].filter(
      (character) => character >= ' ' && !font.hasGlyphForCodePoint(character.codePointAt(0)!),
    );
    expect(missing).toEqual([]);
  });

  it('writes the same bytes each time', async () => {
    expect(Buffer.from(await samplePdf()).equals(Buffer.from(await samplePdf()))).toBe(true);
  });
});
