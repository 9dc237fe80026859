import { describe, expect, it, vi } from 'vitest';
import { en, jp, tw, type CatalogPart, type CatalogParts, type Language } from '@kabuto/i18n';
import { enMarket } from '@kabuto/i18n/catalogs/en-market';
import { enOfferings } from '@kabuto/i18n/catalogs/en-offerings';
import { enRewards } from '@kabuto/i18n/catalogs/en-rewards';
import { enStartup } from '@kabuto/i18n/catalogs/en-startup';
import { enTrading } from '@kabuto/i18n/catalogs/en-trading';
import { enUser } from '@kabuto/i18n/catalogs/en-user';
import { jpMarket } from '@kabuto/i18n/catalogs/jp-market';
import { jpOfferings } from '@kabuto/i18n/catalogs/jp-offerings';
import { jpRewards } from '@kabuto/i18n/catalogs/jp-rewards';
import { jpStartup } from '@kabuto/i18n/catalogs/jp-startup';
import { jpTrading } from '@kabuto/i18n/catalogs/jp-trading';
import { jpUser } from '@kabuto/i18n/catalogs/jp-user';
import { twMarket } from '@kabuto/i18n/catalogs/tw-market';
import { twOfferings } from '@kabuto/i18n/catalogs/tw-offerings';
import { twRewards } from '@kabuto/i18n/catalogs/tw-rewards';
import { twStartup } from '@kabuto/i18n/catalogs/tw-startup';
import { twTrading } from '@kabuto/i18n/catalogs/tw-trading';
import { twUser } from '@kabuto/i18n/catalogs/tw-user';
import { createTranslations, interpolate, lookup, translatorFor, type CatalogLoaders } from './translator';

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
  const parts = {
    en: { startup: enStartup, market: enMarket, trading: enTrading, user: enUser, rewards: enRewards, offerings: enOfferings },
    tw: { startup: twStartup, market: twMarket, trading: twTrading, user: twUser, rewards: twRewards, offerings: twOfferings },
    jp: { startup: jpStartup, market: jpMarket, trading: jpTrading, user: jpUser, rewards: jpRewards, offerings: jpOfferings },
  } satisfies Record<Language, CatalogParts>;

  /** Loaders that note each download as `language/part`, and wait for `gate` when one is given. */
  function recordingLoaders(gate?: (language: Language, part: CatalogPart) => Promise<void> | undefined) {
    const asked: string[] = [];
    const loader =
      <P extends CatalogPart>(language: Language, part: P) =>
      async (): Promise<CatalogParts[P]> => {
        asked.push(`${language}/${part}`);
        await gate?.(language, part);
        return parts[language][part];
      };
    const forLanguage = (language: Language) => ({
      startup: loader(language, 'startup'),
      market: loader(language, 'market'),
      trading: loader(language, 'trading'),
      user: loader(language, 'user'),
      rewards: loader(language, 'rewards'),
      offerings: loader(language, 'offerings'),
    });
    const loaders: CatalogLoaders = { en: forLanguage('en'), tw: forLanguage('tw'), jp: forLanguage('jp') };
    return { asked, loaders };
  }

  function deferred() {
    let resolve: () => void = () => undefined;
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve };
  }

  it('downloads only the start-up part of the first language at start, and another language on a switch', async () => {
    const { asked, loaders } = recordingLoaders();
    const translations = createTranslations('jp', loaders);
    await translations.init();
    expect(asked).toEqual(['jp/startup']);
    expect(translations.current().t('login.title')).toBe(jp.login.title);
    const switched: string[] = [];
    translations.onLanguageChange((language) => switched.push(language));
    await translations.changeLanguage('en');
    expect(asked).toEqual(['jp/startup', 'en/startup']);
    expect(translations.current()).toMatchObject({ language: 'en' });
    expect(translations.current().t('login.title')).toBe('Sign in');
    expect(switched).toEqual(['en']);
  });

  it('downloads the parts a screen needs once, and the parts in use before showing another language', async () => {
    const { asked, loaders } = recordingLoaders();
    const translations = createTranslations('jp', loaders);
    await translations.init();
    const redraws = vi.fn();
    translations.subscribe(redraws);
    await translations.need(['market', 'trading']);
    await translations.need(['market']);
    expect(asked).toEqual(['jp/startup', 'jp/market', 'jp/trading']);
    expect(translations.current().t('order.title')).toBe(jp.order.title);
    expect(translations.current().t('login.title')).toBe(jp.login.title);
    expect(redraws).toHaveBeenCalled();

    await translations.changeLanguage('tw');
    expect(asked.slice(3).sort()).toEqual(['tw/market', 'tw/startup', 'tw/trading']);
    expect(translations.current().t('market.title')).toBe(tw.market.title);
    expect(translations.current().t('user.kyc.pending')).toBe('user.kyc.pending');
  });

  it('brings a part asked for during a switch in the new language too', async () => {
    const slowEnglish = deferred();
    const { loaders } = recordingLoaders((language, part) =>
      language === 'en' && part === 'startup' ? slowEnglish.promise : undefined,
    );
    const translations = createTranslations('jp', loaders);
    await translations.init();
    const switching = translations.changeLanguage('en');
    await translations.need(['user']);
    expect(translations.current().t('user.kyc.pending')).toBe(jp.user.kyc.pending);
    slowEnglish.resolve();
    await switching;
    expect(translations.current().t('user.kyc.pending')).toBe('Verification under review');
  });

  it('fetches the part of a key no screen asked for, and redraws once it is there', async () => {
    const { asked, loaders } = recordingLoaders();
    const translations = createTranslations('en', loaders);
    await translations.init();
    const redrawn = new Promise<void>((done) => translations.subscribe(done));
    expect(translations.current().t('positions.title')).toBe('positions.title');
    await redrawn;
    expect(asked).toEqual(['en/startup', 'en/trading']);
    expect(translations.current().t('positions.title')).toBe(en.positions.title);
  });

  it('keeps the last choice when an earlier download finishes later', async () => {
    const slowEnglish = deferred();
    const { loaders } = recordingLoaders((language) => (language === 'en' ? slowEnglish.promise : undefined));
    const translations = createTranslations('jp', loaders);
    await translations.init();
    const first = translations.changeLanguage('en');
    await translations.changeLanguage('tw');
    slowEnglish.resolve();
    await first;
    expect(translations.current().language).toBe('tw');
  });

  it('keeps showing the current language when the new one cannot be downloaded, and tries again later', async () => {
    let offline = true;
    const { asked, loaders } = recordingLoaders((language) =>
      language === 'en' && offline ? Promise.reject(new Error('offline')) : undefined,
    );
    const translations = createTranslations('jp', loaders);
    await translations.init();
    await expect(translations.changeLanguage('en')).rejects.toThrow('offline');
    expect(translations.current().language).toBe('jp');
    offline = false;
    await translations.changeLanguage('en');
    expect(translations.current().language).toBe('en');
    expect(asked).toEqual(['jp/startup', 'en/startup', 'en/startup']);
  });

  it('answers null for a key it does not know, so a server code can fall back to its own text', async () => {
    const { loaders } = recordingLoaders();
    const translations = createTranslations('en', loaders);
    await translations.init();
    expect(translations.text('errors.brand_new_code')).toBeNull();
    expect(translations.text('errors.below_minimum', { min: '1,000', currency: 'JPY' })).toBe(
      'The amount is below the minimum of 1,000 JPY.',
    );
  });
});

describe('interpolate writes counts', () => {
  it('groups the thousands of a whole number, and leaves strings and small numbers as they came', () => {
    expect(interpolate('{{shares}}株', { shares: 39_900 })).toBe('39,900株');
    expect(interpolate('{{shares}} shares', { shares: 3100 })).toBe('3,100 shares');
    expect(interpolate('{{lots}} lots', { lots: 12 })).toBe('12 lots');
    expect(interpolate('{{code}}', { code: '1000' })).toBe('1000');
  });
});
