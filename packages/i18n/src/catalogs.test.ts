import { describe, expect, it } from 'vitest';
import { errorCodes, fieldCodes } from '@kabuto/contracts';
import { catalogPartOf, catalogParts, catalogs, englishError, type CatalogPart } from './index';
import { languages, type Language } from './languages';
import { enMarket } from './catalogs/en-market';
import { enOfferings } from './catalogs/en-offerings';
import { enRewards } from './catalogs/en-rewards';
import { enStartup } from './catalogs/en-startup';
import { enTrading } from './catalogs/en-trading';
import { enUser } from './catalogs/en-user';
import { jpMarket } from './catalogs/jp-market';
import { jpOfferings } from './catalogs/jp-offerings';
import { jpRewards } from './catalogs/jp-rewards';
import { jpStartup } from './catalogs/jp-startup';
import { jpTrading } from './catalogs/jp-trading';
import { jpUser } from './catalogs/jp-user';
import { twMarket } from './catalogs/tw-market';
import { twOfferings } from './catalogs/tw-offerings';
import { twRewards } from './catalogs/tw-rewards';
import { twStartup } from './catalogs/tw-startup';
import { twTrading } from './catalogs/tw-trading';
import { twUser } from './catalogs/tw-user';

// Each language's parts as the app downloads them, one file each.
const parts: Record<Language, Record<CatalogPart, object>> = {
  en: { startup: enStartup, market: enMarket, trading: enTrading, user: enUser, rewards: enRewards, offerings: enOfferings },
  tw: { startup: twStartup, market: twMarket, trading: twTrading, user: twUser, rewards: twRewards, offerings: twOfferings },
  jp: { startup: jpStartup, market: jpMarket, trading: jpTrading, user: jpUser, rewards: jpRewards, offerings: jpOfferings },
};
const partNames = Object.keys(catalogParts) as CatalogPart[];

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** Every dotted key of a catalog or a part, sorted. */
function keysOf(catalog: object): string[] {
  return leaves(catalog)
    .map(([key]) => key)
    .sort();
}

describe('catalogs', () => {
  it.each(languages)('has exactly the English keys in %s, part by part', (language) => {
    for (const part of partNames) expect(keysOf(parts[language][part]), part).toEqual(keysOf(parts.en[part]));
    expect(keysOf(catalogs[language])).toEqual(keysOf(catalogs.en));
  });

  it.each(languages)('keeps in each part of %s exactly the sections the part is said to hold', (language) => {
    for (const part of partNames) {
      expect(Object.keys(parts[language][part]).sort(), part).toEqual([...catalogParts[part]].sort());
    }
  });

  it('puts every section in exactly one part, and the parts together make the whole catalog', () => {
    const sections = partNames.flatMap((part) => catalogParts[part] as readonly string[]);
    expect(new Set(sections).size).toBe(sections.length);
    expect([...sections].sort()).toEqual(Object.keys(catalogs.en).sort());
    for (const part of partNames) for (const section of catalogParts[part]) expect(catalogPartOf(section)).toBe(part);
    expect(catalogPartOf('nothing')).toBeUndefined();
  });

  it.each(languages)('translates every error code and field code in %s', (language) => {
    const catalog = catalogs[language];
    for (const code of errorCodes) expect(catalog.errors[code as keyof typeof catalog.errors], code).toBeTruthy();
    for (const code of fieldCodes) expect(catalog.fields[code], code).toBeTruthy();
  });

  it.each(languages)('has no empty text and keeps every placeholder in %s', (language) => {
    const english = new Map(leaves(catalogs.en));
    for (const [key, text] of leaves(catalogs[language])) {
      expect(text.trim(), key).not.toBe('');
      const placeholders = (source: string) => [...source.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
    }
  });

  it('fills parameters into the English message', () => {
    expect(englishError('sign_in_locked', { minutes: 15 })).toBe('Too many failed sign-ins. Try again in 15 minutes.');
  });
});

describe('notices', () => {
  it('has a text for every message kind of the contract, in every language', async () => {
    const { messageKinds } = await import('@kabuto/contracts');
    const { noticeKinds, renderNotice } = await import('./notices');
    expect([...noticeKinds].sort()).toEqual([...messageKinds].sort());
    for (const language of languages) {
      for (const kind of noticeKinds)
        expect(renderNotice(kind, { reason: 'r', last4: '1234', from: 'f', ip: 'i' }, language).title).toBeTruthy();
    }
  });
});
