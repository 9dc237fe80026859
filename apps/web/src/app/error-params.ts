/**
 * The parameters of a server error, made readable before they go into the message: times in the
 * member's language and time zone, `weekdays` as words, amounts with thousands separators.
 */
import { formatNumber, type Language } from '@kabuto/i18n';
import { formatDateTime, isIsoTime } from '../ui/format-time';
import type { Translate, TranslationParams } from '../ui/translator';

/** Amounts, prices and share counts: numbers on the wire that read with thousands separators. */
const amountParams = new Set([
  'min',
  'max',
  'amount',
  'available',
  'owed',
  'withdrawable',
  'remaining',
  'credited',
  'limit',
  'low',
  'high',
  'tick',
  'limitUp',
  'limitDown',
]);
const wireAmount = /^-?\d+(?:\.(\d+))?$/;

export function localizeErrorParams(params: TranslationParams, language: Language, t: Translate): TranslationParams {
  const localized: TranslationParams = {};
  for (const [name, value] of Object.entries(params)) {
    const amount = typeof value === 'string' && amountParams.has(name) ? wireAmount.exec(value) : null;
    if (typeof value !== 'string') localized[name] = value;
    else if (isIsoTime(value)) localized[name] = formatDateTime(value, language);
    else if (name === 'days' && (value === 'weekdays' || value === 'all')) localized[name] = t(`funds.days.${value}`);
    // Amounts on the wire carry exactly their currency's decimals, so they are kept as they are.
    else if (amount) localized[name] = formatNumber(value, amount[1]?.length ?? 0);
    else localized[name] = value;
  }
  return localized;
}
