/**
 * The article editor's rules: its starting values, what it sends, the checks the server also
 * makes (a title in some language; each language version whole or empty), and how a refusal
 * is shown. Pure, so it is tested alone.
 */
import { en, languages, type Language } from '@kabuto/i18n';
import { isApiError } from '../api/api-error';
import { errorMessage, fieldMessage } from '../api/error-message';
import type { NewsRow } from './news-list';
import type { NewsSaveBody } from './news-save';

export type Localized = Record<Language, string>;
export type TextField = 'title' | 'summary' | 'body';

export interface ArticleFormValues {
  title: Localized;
  summary: Localized;
  body: Localized;
  source: string;
  symbols: string[];
}

export const languageNames: Record<Language, string> = { en: 'English', tw: 'Traditional Chinese', jp: 'Japanese' };

/** Lengths the contract allows, shown as counters under the fields. */
export const maxLength: Record<TextField, number> = { title: 200, summary: 1_000, body: 20_000 };

const blank = (): Localized => ({ en: '', tw: '', jp: '' });

export function initialValues(existing: NewsRow | null): ArticleFormValues {
  if (!existing) return { title: blank(), summary: blank(), body: blank(), source: 'Kabuto', symbols: [] };
  return {
    title: { ...existing.title },
    summary: { ...existing.summary },
    body: { ...existing.body },
    source: existing.source,
    symbols: [...existing.symbols],
  };
}

const trimmed = (text: Localized): Localized => ({ en: text.en.trim(), tw: text.tw.trim(), jp: text.jp.trim() });

export function articleSaveBody(values: ArticleFormValues, existing: NewsRow | null): NewsSaveBody {
  const body: NewsSaveBody = {
    title: trimmed(values.title),
    summary: trimmed(values.summary),
    body: trimmed(values.body),
    source: values.source.trim(),
    symbols: values.symbols,
  };
  if (existing) body.id = existing.id;
  return body;
}

/** A message under one field of one language (or under a field of the whole article). */
export interface FieldProblem {
  name: [TextField, Language] | ['source'] | ['symbols'];
  message: string;
}

export const noTitle = 'Write a title in at least one language.';
export const noBody = 'Write the article in at least one language.';

/** The checks the server makes, made before sending so staff see every problem at once. */
export function articleProblems(values: ArticleFormValues): FieldProblem[] {
  const text = articleSaveBody(values, null);
  const problems: FieldProblem[] = [];
  if (!languages.some((language) => text.title[language])) problems.push({ name: ['title', 'en'], message: noTitle });
  else if (!languages.some((language) => text.body[language])) problems.push({ name: ['body', 'en'], message: noBody });
  for (const language of languages) {
    const title = text.title[language];
    if (title && !text.body[language]) {
      problems.push({ name: ['body', language], message: `The ${languageNames[language]} version has a title but no text.` });
    }
    if (!title && (text.body[language] || text.summary[language])) {
      problems.push({ name: ['title', language], message: `The ${languageNames[language]} version needs a title.` });
    }
  }
  if (!text.source) problems.push({ name: ['source'], message: en.fields.required });
  // One message per field: the first, which is the broader one.
  return problems.filter(
    (problem, index) => problems.findIndex((other) => other.name.join('.') === problem.name.join('.')) === index,
  );
}

/** The language tabs holding a problem, so the editor can mark them. */
export function languagesWithProblems(problems: readonly FieldProblem[]): Language[] {
  return languages.filter((language) => problems.some((problem) => problem.name[1] === language));
}

function fieldName(field: string): FieldProblem['name'] | null {
  if (field === 'source' || field === 'symbols') return [field];
  const [text, language] = field.split('.');
  if (text !== 'title' && text !== 'summary' && text !== 'body') return null;
  return [text, languages.find((candidate) => candidate === language) ?? 'en'];
}

export interface ArticleSaveProblem {
  fields: FieldProblem[];
  general: string | null;
}

export function articleSaveProblem(error: unknown): ArticleSaveProblem {
  if (!isApiError(error)) return { fields: [], general: errorMessage(error) };
  if (error.code === 'wrong_state')
    return { fields: [], general: 'Market notes are written by the market close and cannot be changed.' };
  const fields: FieldProblem[] = [];
  for (const [field, code] of Object.entries(error.fields)) {
    const name = fieldName(field);
    if (!name) continue;
    // `title` and `body` without a language mean no language has one.
    const whole: Record<string, string> = { title: noTitle, body: noBody };
    const message =
      field === 'symbols' && code === 'not_allowed_value'
        ? 'Only listed codes can be related.'
        : (whole[field] ?? fieldMessage(code));
    fields.push({ name, message });
  }
  const mapped = fields.length === Object.keys(error.fields).length && fields.length > 0;
  return { fields, general: mapped ? null : errorMessage(error) };
}

/** The title staff see in the list: English, else Japanese, else Chinese. */
export function displayTitle(row: Pick<NewsRow, 'title'>): string {
  return row.title.en || row.title.jp || row.title.tw;
}

/** The languages an item is written in, in the catalogs' order. */
export function writtenLanguages(row: Pick<NewsRow, 'title'>): Language[] {
  return languages.filter((language) => row.title[language] !== '');
}
