/**
 * An A4 PDF written top to bottom with pdf-lib, its Japanese, Chinese and Latin text in a subset of
 * Noto Sans JP from the npm package @expo-google-fonts/noto-sans-jp (never the system's fonts),
 * parsed by @foliojs-fork/fontkit (fontkit.d.ts says why not @pdf-lib/fontkit).
 * Everything that varies between two writings of the same document is fixed, so the same figures
 * give the same bytes: no clock is read (the dates are given), the font's subset tag is named, and
 * pdf-lib's own "random" names come from its seeded generator.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@foliojs-fork/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const require = createRequire(import.meta.url);
const fontFiles = {
  regular: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
} as const;

type Weight = keyof typeof fontFiles;
type ParsedFont = ReturnType<typeof fontkit.create>;

// Each font file is read and parsed once per process; every document subsets the parsed font.
const loaded = new Map<Weight, { bytes: Buffer; parsed: ParsedFont }>();
function fontOf(weight: Weight) {
  let font = loaded.get(weight);
  if (!font) {
    // A Buffer, not a plain Uint8Array: fontkit reads the format's tag with Buffer's toString.
    const bytes = readFileSync(require.resolve(fontFiles[weight]));
    font = { bytes, parsed: fontkit.create(bytes) };
    loaded.set(weight, font);
  }
  return font;
}

/** Each character's advance at size 1, per weight: layout is the costly part of measuring. */
const advances = { regular: new Map<string, number>(), bold: new Map<string, number>() };
function widthOf(font: PDFFont, bold: boolean, character: string, size: number): number {
  const known = advances[bold ? 'bold' : 'regular'];
  let advance = known.get(character);
  if (advance === undefined) {
    advance = font.widthOfTextAtSize(character, 1);
    known.set(character, advance);
  }
  return advance * size;
}

export const a4 = { width: 595.28, height: 841.89, margin: 48 } as const;
const ink = rgb(0.1, 0.12, 0.16);
const grey = rgb(0.42, 0.45, 0.5);

export interface PdfMetadata {
  title: string;
  author: string;
  subject: string;
  keywords: string[];
  /** The document's own date (its period's end, a fill's time), never the time it was written. */
  date: Date;
}

export interface Canvas {
  text(value: string, options?: { size?: number; bold?: boolean; x?: number; grey?: boolean }): void;
  /** A row of cells at fixed x positions (right-aligned when `right`), on one line. */
  row(cells: readonly { text: string; x: number; right?: boolean }[], options?: { bold?: boolean; size?: number }): void;
  rule(): void;
  gap(points: number): void;
  save(footer: (page: number, pages: number) => string): Promise<Uint8Array>;
}

export async function createCanvas(metadata: PdfMetadata): Promise<Canvas> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  // pdf-lib asks fontkit to parse the bytes it is given: hand it the font parsed once instead.
  doc.registerFontkit({
    create: (bytes: Uint8Array) =>
      (bytes.byteLength === fontOf('bold').bytes.byteLength ? fontOf('bold') : fontOf('regular')).parsed,
  } as never);
  const fonts: Record<Weight, PDFFont> = {
    regular: await doc.embedFont(fontOf('regular').bytes, { subset: true, customName: 'NotoSansJP-Regular' }),
    bold: await doc.embedFont(fontOf('bold').bytes, { subset: true, customName: 'NotoSansJP-Bold' }),
  };
  doc.setTitle(metadata.title);
  doc.setAuthor(metadata.author);
  doc.setSubject(metadata.subject);
  doc.setKeywords(metadata.keywords);
  doc.setProducer('Kabuto documents');
  doc.setCreator('Kabuto documents');
  doc.setCreationDate(metadata.date);
  doc.setModificationDate(metadata.date);

  let page: PDFPage = doc.addPage([a4.width, a4.height]);
  let y = a4.height - a4.margin;
  const ensure = (height: number) => {
    if (y - height < a4.margin + 24) {
      page = doc.addPage([a4.width, a4.height]);
      y = a4.height - a4.margin;
    }
  };
  const lineHeight = (size: number) => size * 1.55;

  return {
    text(value, { size = 9.5, bold = false, x = a4.margin, grey: muted = false } = {}) {
      const font = fonts[bold ? 'bold' : 'regular'];
      const width = a4.width - a4.margin - x;
      // Long text (a fingerprint, a note) wraps at the right margin, character by character; each
      // character's width is measured once (measuring the growing line each time was quadratic).
      const lines: string[] = [];
      let current = '';
      let used = 0;
      for (const character of value) {
        const advance = widthOf(font, bold, character, size);
        if (used + advance > width && current) {
          lines.push(current);
          current = '';
          used = 0;
        }
        current += character;
        used += advance;
      }
      lines.push(current);
      for (const line of lines) {
        ensure(lineHeight(size));
        y -= lineHeight(size);
        page.drawText(line, { x, y, size, font, color: muted ? grey : ink });
      }
    },
    row(cells, { bold = false, size = 8.5 } = {}) {
      const font = fonts[bold ? 'bold' : 'regular'];
      ensure(lineHeight(size));
      y -= lineHeight(size);
      for (const cell of cells) {
        const x = cell.right ? cell.x - font.widthOfTextAtSize(cell.text, size) : cell.x;
        page.drawText(cell.text, { x, y, size, font, color: ink });
      }
    },
    rule() {
      ensure(8);
      y -= 6;
      page.drawLine({ start: { x: a4.margin, y }, end: { x: a4.width - a4.margin, y }, thickness: 0.5, color: grey });
    },
    gap(points) {
      y -= points;
    },
    async save(footer) {
      const pages = doc.getPages();
      pages.forEach((each, index) =>
        each.drawText(footer(index + 1, pages.length), {
          x: a4.margin,
          y: a4.margin - 8,
          size: 7.5,
          font: fonts.regular,
          color: grey,
        }),
      );
      return doc.save({ useObjectStreams: false });
    },
  };
}
