import { describe, expect, it } from 'vitest';
import { searchForm } from './search-text';
import { universeIndices, universeStocks } from './universe';
import { readingOf } from './universe-readings';

describe('the form search compares texts in', () => {
  it.each([
    { typed: 'とうわ', form: 'トウワ' },
    { typed: 'ﾄｳﾜｼﾞｭｳｹﾝ', form: 'トウワジュウケン' },
    { typed: '１８２２', form: '1822' },
    { typed: 'ＴＯＷＡ Homes', form: 'towa homes' },
    { typed: 'さくらがわ', form: 'サクラガワ' },
  ])('makes "$typed" into "$form"', ({ typed, form }) => {
    expect(searchForm(typed)).toBe(form);
  });

  it('leaves kanji and Chinese names as they are', () => {
    expect(searchForm('東和住建')).toBe('東和住建');
    expect(searchForm('櫻川水產')).toBe('櫻川水產');
  });
});

describe('the readings of the universe', () => {
  it('gives every simulated stock and index a katakana reading', () => {
    const instruments = [
      ...universeStocks.map((stock) => stock.instrument),
      ...universeIndices(universeStocks).map((rule) => rule.instrument),
    ];
    for (const instrument of instruments) expect(instrument.reading, instrument.names.jp).toMatch(/^[\u30a0-\u30ff0-9]+$/);
  });

  it('reads a name from its prefix and its business word, keeping a katakana word as written', () => {
    expect(readingOf('東和住建')).toBe('トウワジュウケン');
    expect(readingOf('暁ネットワークス')).toBe('アカツキネットワークス');
    expect(readingOf('未知商事')).toBeNull();
    expect(readingOf('東和未知')).toBeNull();
  });
});
