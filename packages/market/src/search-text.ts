/**
 * The form a search keyword and the searched texts are compared in, so the way a member types
 * does not matter: full-width and half-width letters, digits and katakana are one (NFKC:
 * "１８２２" is "1822", "ﾄｳﾜ" is "トウワ"), capitals are small, and hiragana is katakana
 * ("とうわ" is "トウワ"), as Japanese brokers' search boxes do.
 */
const hiraganaStart = 0x3041;
const hiraganaEnd = 0x3096;
/** Katakana sits 0x60 code points above the matching hiragana. */
const kanaOffset = 0x60;

export function searchForm(text: string): string {
  const folded = text.normalize('NFKC').toLowerCase();
  let result = '';
  for (const char of folded) {
    const code = char.codePointAt(0) ?? 0;
    result += code >= hiraganaStart && code <= hiraganaEnd ? String.fromCodePoint(code + kanaOffset) : char;
  }
  return result;
}
