/** Which language the app starts in, and how a language shows in the page's `<html lang>`. */
import { defaultLanguage, intlLocale, isLanguage, type Language } from '@kabuto/i18n';

/** `?lang=` before the hash (`/?lang=en#/home/index`) or after it (`#/home/index?lang=en`). */
export function languageFromAddress(search: string, hash: string): Language | null {
  const afterHash = hash.includes('?') ? hash.slice(hash.indexOf('?')) : '';
  for (const query of [afterHash, search]) {
    const value = new URLSearchParams(query).get('lang');
    if (isLanguage(value)) return value;
  }
  return null;
}

export interface LanguageChoice {
  language: Language;
  /** True when the address chose it; the choice is then stored, as if the member had picked it. */
  fromAddress: boolean;
}

/** The address wins over the stored choice, which wins over the default (Japanese). */
export function resolveLanguage(address: { search: string; hash: string }, stored: string | null): LanguageChoice {
  const fromAddress = languageFromAddress(address.search, address.hash);
  if (fromAddress) return { language: fromAddress, fromAddress: true };
  return { language: isLanguage(stored) ? stored : defaultLanguage, fromAddress: false };
}

/** The BCP 47 tag for `<html lang>`: en, zh-TW, ja. */
export function htmlLanguage(language: Language): string {
  return intlLocale[language];
}

/** The address without its `lang` parameter, so a reload keeps the member's later choice. */
export function addressWithoutLanguage(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('lang');
  const [path = '', query] = url.hash.split('?');
  if (query !== undefined) {
    const hashParams = new URLSearchParams(query);
    hashParams.delete('lang');
    const rest = hashParams.toString();
    url.hash = rest ? `${path}?${rest}` : path;
  }
  return url.toString();
}
