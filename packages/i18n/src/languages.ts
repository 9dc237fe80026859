/** The app's languages: their codes in the app, in `Intl`, and in the server's catalogs. */
export const languages = ['en', 'tw', 'jp'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'jp';

export const intlLocale: Record<Language, string> = { en: 'en', tw: 'zh-TW', jp: 'ja' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}
