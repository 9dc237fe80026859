import { describe, expect, it } from 'vitest';
import { en } from '@kabuto/i18n';
import { ApiError } from '../api/api-error';
import {
  articleProblems,
  articleSaveBody,
  articleSaveProblem,
  displayTitle,
  initialValues,
  languagesWithProblems,
  noBody,
  noTitle,
  writtenLanguages,
  type ArticleFormValues,
} from './article-form';
import type { NewsRow } from './news-list';

const existing: NewsRow = {
  id: 7,
  kind: 'article',
  title: { en: 'Trading hours', tw: '', jp: '取引時間' },
  summary: { en: 'When', tw: '', jp: '' },
  body: { en: 'Nine to three thirty.', tw: '', jp: '9時から15時30分まで。' },
  source: 'Kabuto',
  symbols: ['7203'],
  publishedAt: '2026-11-25T03:00:00.000Z',
};

const values = (changes: Partial<ArticleFormValues> = {}): ArticleFormValues => ({ ...initialValues(existing), ...changes });
const text = (en = '', tw = '', jp = '') => ({ en, tw, jp });

describe('article form values', () => {
  it('starts a new article empty, from Kabuto, about no symbol', () => {
    expect(initialValues(null)).toEqual({ title: text(), summary: text(), body: text(), source: 'Kabuto', symbols: [] });
  });

  it('sends trimmed texts, with the id only when changing an article', () => {
    const body = articleSaveBody(values({ title: text(' Hours ', '', ' 時間 '), source: ' Kabuto ' }), existing);
    expect(body).toMatchObject({ id: 7, title: text('Hours', '', '時間'), source: 'Kabuto', symbols: ['7203'] });
    expect('id' in articleSaveBody(values(), null)).toBe(false);
  });
});

describe('articleProblems', () => {
  it.each([
    { case: 'a whole article', changes: {}, problems: [] },
    {
      case: 'no title at all',
      changes: { title: text(' ') },
      problems: [
        ['title.en', noTitle],
        ['title.jp', 'The Japanese version needs a title.'],
      ],
    },
    {
      case: 'a title but no text anywhere',
      changes: { body: text() },
      problems: [
        ['body.en', noBody],
        ['body.jp', 'The Japanese version has a title but no text.'],
      ],
    },
    {
      case: 'a Chinese text without its title',
      changes: { body: { ...existing.body, tw: '文字' } },
      problems: [['title.tw', 'The Traditional Chinese version needs a title.']],
    },
    {
      case: 'a Chinese summary without its title',
      changes: { summary: text('When', '何時') },
      problems: [['title.tw', 'The Traditional Chinese version needs a title.']],
    },
    { case: 'no source', changes: { source: '  ' }, problems: [['source', en.fields.required]] },
  ])('finds $case', ({ changes, problems }) => {
    const found = articleProblems(values(changes));
    expect(found.map((problem) => [problem.name.join('.'), problem.message])).toEqual(problems);
  });

  it('marks the tabs of the languages with a problem', () => {
    expect(languagesWithProblems(articleProblems(values({ body: text('x', '文字', '') })))).toEqual(['tw', 'jp']);
  });
});

describe('articleSaveProblem', () => {
  it('puts field errors from the server under their language’s fields', () => {
    const problem = articleSaveProblem(
      new ApiError('invalid_input', 400, 'bad', { 'title.jp': 'too_long', symbols: 'not_allowed_value' }),
    );
    expect(problem).toEqual({
      fields: [
        { name: ['title', 'jp'], message: en.fields.too_long },
        { name: ['symbols'], message: 'Only listed codes can be related.' },
      ],
      general: null,
    });
  });

  it('explains a title missing in every language', () => {
    expect(articleSaveProblem(new ApiError('invalid_input', 400, 'bad', { title: 'required' })).fields).toEqual([
      { name: ['title', 'en'], message: noTitle },
    ]);
  });

  it('says why a market note cannot be saved, and shows any other refusal for the whole form', () => {
    expect(articleSaveProblem(new ApiError('wrong_state', 409, 'x')).general).toMatch(/Market notes/);
    expect(articleSaveProblem(new ApiError('not_found', 404, 'gone')).general).toBe(en.errors.not_found);
  });
});

describe('list helpers', () => {
  it('titles an item in English, else Japanese, else Chinese, and lists its languages', () => {
    expect(displayTitle(existing)).toBe('Trading hours');
    expect(displayTitle({ title: text('', '交易', '取引') })).toBe('取引');
    expect(displayTitle({ title: text('', '交易', '') })).toBe('交易');
    expect(writtenLanguages(existing)).toEqual(['en', 'jp']);
  });
});
