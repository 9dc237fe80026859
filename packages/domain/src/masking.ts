/** What of a card or ID number may be shown, and when two spellings of a name are the same. */

/** First six and last four digits, as card statements show them; short account numbers keep only the last four. */
export function maskCardNumber(cardNumber: string): string {
  if (cardNumber.length <= 10) return '*'.repeat(Math.max(cardNumber.length - 4, 0)) + cardNumber.slice(-4);
  return cardNumber.slice(0, 6) + '*'.repeat(cardNumber.length - 10) + cardNumber.slice(-4);
}

/** The first and last two characters of an ID number. */
export function maskIdNumber(idNumber: string): string {
  if (idNumber.length <= 4) return '*'.repeat(idNumber.length);
  return idNumber.slice(0, 2) + '*'.repeat(idNumber.length - 4) + idNumber.slice(-2);
}

/**
 * Names match when they differ only in width (full-width vs half-width), case or spacing:
 * full-width "ＹＡＭＡＤＡ" with an ideographic space and "yamada taro" are the same name typed on two forms.
 */
export function sameName(left: string, right: string): boolean {
  const normal = (name: string) => name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  return normal(left) === normal(right);
}
