import { describe, expect, it } from 'vitest';
import { languages } from './languages';
import { fillMarketNote, marketNoteTexts, type MarketNoteTexts } from './market-notes';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('market note texts', () => {
  it.each(languages)('has every text in %s, with the same placeholders as English', (language) => {
    for (const key of Object.keys(marketNoteTexts.en) as (keyof MarketNoteTexts)[]) {
      const text = marketNoteTexts[language][key];
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(marketNoteTexts.en[key]));
    }
  });

  it('fills every placeholder and refuses to leave one empty', () => {
    expect(fillMarketNote('{{name}} ({{symbol}})', { name: 'Sim Motors', symbol: '7203' })).toBe('Sim Motors (7203)');
    expect(() => fillMarketNote('{{name}}', {})).toThrow('{{name}}');
  });
});
