import { describe, expect, it } from 'vitest';
import { idNumber, isoTimeInput, multilineText, plainText, requiredString } from './primitives';
import { klineRequest } from './market';

describe('text fields', () => {
  it.each([
    { text: 'a\u0000b', what: 'NUL' },
    { text: '\u001b[31m', what: 'an escape sequence' },
    { text: 'a\u007f', what: 'DEL' },
    { text: 'a\u0085', what: 'a C1 control' },
    { text: 'one\ntwo', what: 'a line break' },
  ])('refuse $what on one line', ({ text }) => {
    expect(plainText.safeParse(text).success).toBe(false);
    expect(requiredString.safeParse(`x${text}`).success).toBe(false);
  });

  it('keep line breaks and tabs in multi-line text, and refuse NUL there too', () => {
    expect(multilineText.safeParse('one\r\ntwo\tthree').success).toBe(true);
    expect(multilineText.safeParse('one\u0000').success).toBe(false);
  });

  it('accept every language people type', () => {
    expect(requiredString.safeParse('山田 太郎 – Ünïcode 😀').success).toBe(true);
  });
});

describe('ids and times in requests', () => {
  it('take only ids that fit an integer column', () => {
    expect(idNumber.safeParse(2_147_483_647).success).toBe(true);
    expect(idNumber.safeParse(2_147_483_648).success).toBe(false);
    expect(idNumber.safeParse(0).success).toBe(false);
  });

  it('parse times in the schema, so a bad `before` on the K-line call is refused', () => {
    expect(isoTimeInput.safeParse('2026-01-05T09:00:00.000Z').success).toBe(true);
    expect(isoTimeInput.safeParse('2026-01-05T09:00:00+09:00').success).toBe(true);
    const refused = klineRequest.safeParse({ symbol: '1001', period: '1d', before: 'yesterday' });
    expect(refused.success).toBe(false);
  });
});
