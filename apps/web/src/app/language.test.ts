import { describe, expect, it } from 'vitest';
import { addressWithoutLanguage, htmlLanguage, languageFromAddress, resolveLanguage } from './language';

describe('resolveLanguage', () => {
  it.each([
    { case: 'defaults to Japanese', search: '', hash: '#/login/start', stored: null, language: 'jp', fromAddress: false },
    { case: 'keeps the stored choice', search: '', hash: '#/home/index', stored: 'en', language: 'en', fromAddress: false },
    {
      case: 'ignores a stored value that is no language',
      search: '',
      hash: '',
      stored: 'fr',
      language: 'jp',
      fromAddress: false,
    },
    {
      case: 'lets ?lang= before the hash win over the stored choice',
      search: '?lang=tw',
      hash: '#/home/index',
      stored: 'en',
      language: 'tw',
      fromAddress: true,
    },
    {
      case: 'lets ?lang= after the hash win over the stored choice',
      search: '',
      hash: '#/login/login?lang=en',
      stored: 'tw',
      language: 'en',
      fromAddress: true,
    },
    {
      case: 'prefers the hash query when both carry a language',
      search: '?lang=tw',
      hash: '#/x?lang=en',
      stored: null,
      language: 'en',
      fromAddress: true,
    },
    {
      case: 'ignores ?lang= that is no language',
      search: '?lang=de',
      hash: '#/x?lang=zz',
      stored: 'tw',
      language: 'tw',
      fromAddress: false,
    },
  ])('$case', ({ search, hash, stored, language, fromAddress }) => {
    expect(resolveLanguage({ search, hash }, stored)).toEqual({ language, fromAddress });
  });
});

describe('languageFromAddress', () => {
  it('reads lang among other parameters', () => {
    expect(languageFromAddress('?a=1&lang=en&b=2', '')).toBe('en');
    expect(languageFromAddress('', '#/user/userPri?from=login&lang=jp')).toBe('jp');
  });
});

describe('htmlLanguage', () => {
  it.each([
    ['en', 'en'],
    ['tw', 'zh-TW'],
    ['jp', 'ja'],
  ] as const)('maps %s to %s', (language, tag) => {
    expect(htmlLanguage(language)).toBe(tag);
  });
});

describe('addressWithoutLanguage', () => {
  it('removes lang before and after the hash and keeps everything else', () => {
    expect(addressWithoutLanguage('https://kabuto.example/?lang=en&x=1#/home/index?lang=tw&id=7')).toBe(
      'https://kabuto.example/?x=1#/home/index?id=7',
    );
    expect(addressWithoutLanguage('https://kabuto.example/?lang=en#/login/start')).toBe('https://kabuto.example/#/login/start');
  });
});
