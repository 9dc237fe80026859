export * from './languages';
export * from './format';
export { documents, renderDocument, type DocumentName } from './documents';
export { renderNotice, noticeKinds, type NoticeKind } from './notices';
export { marketNoteTexts, marketNoteSource, fillMarketNote, type MarketNoteTexts } from './market-notes';
export { en } from './catalogs/en';
export { tw } from './catalogs/tw';
export { jp } from './catalogs/jp';
export { catalogParts, catalogPartOf, type Catalog, type CatalogPart, type CatalogParts } from './catalogs/parts';
import { en } from './catalogs/en';
import { tw } from './catalogs/tw';
import { jp } from './catalogs/jp';
import type { Language } from './languages';
import type { Catalog } from './catalogs/parts';

export const catalogs: Record<Language, Catalog> = { en, tw, jp };

/** The English text of an error code, with `{{name}}` placeholders filled in. */
export function englishError(code: string, params: Record<string, string | number> = {}): string {
  const errors: Record<string, string> = en.errors;
  const template = errors[code] ?? code;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
export * from './time-format';
export { statementTexts, type StatementTexts } from './statement-texts';
export { csvTexts, type CsvTexts } from './csv-texts';
