import { describe, expect, it } from 'vitest';
import { en, jp, tw, type Catalog } from '@kabuto/i18n';
import { createTranslations, interpolate, lookup, translatorFor } from './translator';

describe('lookup', () => {
  it.each([
    { key: 'login.title', text: 'Sign in' },
    { key: 'user.kyc.pending', text: 'Verification under review' },
    { key: 'login.nothing', text: null },
    { key: 'login', text: null },
    { key: 'login.title.deeper', text: null },
    { key: 'constructor', text: null },
  ])('finds "$key" as $text', ({ key, text }) => {
    expect(lookup(en, key)).toBe(text);
  });
});

describe('interpolate', () => {
  it('fills every placeholder, numbers included', () => {
    expect(interpolate('{{a}} and {{ b }} and {{a}}', { a: 'x', b: 2 })).toBe('x and 2 and x');
  });

  it('leaves nothing of a parameter that did not come', () => {
    expect(interpolate('Hello, {{account}}!')).toBe('Hello, !');
  });

  it('does not escape what React escapes anyway', () => {
    expect(interpolate('{{v}}', { v: '<b>&' })).toBe('<b>&');
  });
});

describe('translatorFor', () => {
  it('translates a key with parameters', () => {
    expect(translatorFor(jp)('errors.sign_in_locked', { minutes: 15 })).toBe(
      'ログインの失敗が多すぎます。15分後に再度お試しください。',
    );
  });

  it('shows the key itself when there is no catalog yet', () => {
    expect(translatorFor(null)('login.title')).toBe('login.title');
  });
});

describe('createTranslations', () => {
  function deferred() {
    let resolve: (catalog: Catalog) => void = () => undefined;
    const promise = new Promise<Catalog>((done) => (resolve = done));
    return { promise, resolve };
  }

  it('downloads only the first language at start, and another on a switch', async () => {
    const asked: string[] = [];
    const translations = createTranslations('jp', {
      en: async () => (asked.push('en'), en),
      tw: async () => (asked.push('tw'), tw),
      jp: async () => (asked.push('jp'), jp),
    });
    await translations.init();
    expect(asked).toEqual(['jp']);
    expect(translations.current().t('login.title')).toBe(jp.login.title);
    const switched: string[] = [];
    translations.subscribe((language) => switched.push(language));
    await translations.changeLanguage('en');
    expect(asked).toEqual(['jp', 'en']);
    expect(translations.current()).toMatchObject({ language: 'en' });
    expect(translations.current().t('login.title')).toBe('Sign in');
    expect(switched).toEqual(['en']);
  });

  it('keeps the last choice when an earlier download finishes later', async () => {
    const slowEnglish = deferred();
    const translations = createTranslations('jp', { en: () => slowEnglish.promise, tw: async () => tw, jp: async () => jp });
    await translations.init();
    const first = translations.changeLanguage('en');
    await translations.changeLanguage('tw');
    slowEnglish.resolve(en);
    await first;
    expect(translations.current().language).toBe('tw');
  });

  it('keeps showing the current language when the new catalog cannot be downloaded', async () => {
    const translations = createTranslations('jp', {
      en: () => Promise.reject(new Error('offline')),
      tw: async () => tw,
      jp: async () => jp,
    });
    await translations.init();
    await expect(translations.changeLanguage('en')).rejects.toThrow('offline');
    expect(translations.current().language).toBe('jp');
  });

  it('answers null for a key it does not know, so a server code can fall back to its own text', async () => {
    const translations = createTranslations('en', { en: async () => en, tw: async () => tw, jp: async () => jp });
    await translations.init();
    expect(translations.text('errors.brand_new_code')).toBeNull();
    expect(translations.text('errors.below_minimum', { min: '1,000', currency: 'JPY' })).toBe(
      'The amount is below the minimum of 1,000 JPY.',
    );
  });
});
