import { describe, expect, it } from 'vitest';
import { findStrays, strayReason } from './screen-scan-rules';

describe('what the screen scan counts as stray', () => {
  it.each([
    { language: 'en', text: 'Due on 2026年12月29日', stray: true },
    { language: 'en', text: 'Order O00000053 · 4434 · Nov 2026 · 12,345 · 15:30', stray: false },
    { language: 'tw', text: '返済期日は', stray: true },
    { language: 'tw', text: '到期日', stray: false },
    { language: 'jp', text: 'seed 3f9a', stray: true },
    { language: 'jp', text: "27 11月 '26 15:30", stray: false },
    { language: 'jp', text: '2026/11/27 15:30 JST · ¥12,000 · IPO', stray: false },
    { language: 'jp', text: '返済期日は 2026-12-29 です', stray: true },
    { language: 'en', text: 'Entries 12000', stray: true },
    { language: 'en', text: '-¥1,347.00 · 0.12345%', stray: false },
  ] as const)('$text in $language: stray $stray', ({ language, text, stray }) => {
    expect(strayReason(text, language) !== null).toBe(stray);
  });

  it('leaves data alone by its test id', () => {
    const texts = [{ text: 'みずほ銀行 · 兜町支店', testIds: ['deposit-channel-bank'] }];
    expect(findStrays(texts, 'en')).toEqual([]);
    expect(findStrays([{ text: 'みずほ銀行', testIds: ['deposit-instructions'] }], 'en')).toHaveLength(1);
  });
});
