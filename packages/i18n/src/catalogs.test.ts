import { describe, expect, it } from 'vitest';
import { errorCodes, fieldCodes } from '@kabuto/contracts';
import { catalogs, englishError } from './index';
import { languages } from './languages';

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('catalogs', () => {
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
