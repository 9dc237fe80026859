/** "1 lot", "3 lots": a count of lots in the member's language. */
import type { Translate } from '../ui/translator';

export function lotsText(t: Translate, lots: number): string {
  return lots === 1 ? t('ipo.oneLot') : t('ipo.lotsValue', { lots });
}
