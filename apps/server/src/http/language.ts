/** The language a request asked for: the app's `lang` header, else Accept-Language, else Japanese. */
import type { FastifyRequest } from 'fastify';
import { defaultLanguage, isLanguage, type Language } from '@kabuto/i18n';

const fromBcp47: Record<string, Language> = { en: 'en', zh: 'tw', ja: 'jp' };

export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['lang'];
  if (isLanguage(header)) return header;
  const accepted = request.headers['accept-language'] ?? '';
  for (const part of accepted.split(',')) {
    const primary = part.trim().split(/[-;]/)[0]?.toLowerCase() ?? '';
    const language = fromBcp47[primary];
    if (language) return language;
  }
  return defaultLanguage;
}
