/**
 * A notice's figures written out the way the app writes them, in the reader's language: prices
 * with the digit grouping and the decimals they have (`1,972`, `2,151.5`), yen with the sign and
 * two decimals (`¥1,234.00`), profit and loss with its sign from the value (`-¥1,347.00`), a deadline
 * in Japan time. A notice keeps its figures as plain decimals, so one written before this rule
 * reads the same way.
 */
import { formatMoney, formatNumber, formatSignedMoney, yenSign } from './format';
import type { Language } from './languages';
import { formatJapanDate, formatJapanDateTime } from './time-format';

type Figure = 'price' | 'money' | 'signedMoney';

/** Each figure a notice may carry, by its parameter's name (the same name means the same thing in every notice). */
const figures: Record<string, Figure> = {
  price: 'price',
  liquidationPrice: 'price',
  amount: 'money',
  owed: 'money',
  collateral: 'money',
  repaid: 'money',
  paid: 'money',
  released: 'money',
  invested: 'money',
  returned: 'money',
  loss: 'money',
  fee: 'money',
  threshold: 'money',
  pnl: 'signedMoney',
};

/** A plain decimal, grouped or not (`1972`, `-1347.00`, `150,000.00`); anything else is left as it is. */
const plainDecimal = /^-?\d{1,3}(?:,?\d{3})*(?:\.\d+)?$/;

/** A price with the digits it needs: no trailing zeros (`2150.50` → `2,150.5`), grouped. */
function price(value: string): string {
  const trimmed = value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
  return formatNumber(trimmed, /\.(\d+)$/.exec(trimmed)?.[1]?.length ?? 0);
}

function format(figure: Figure, value: string, currency: string | undefined): string {
  if (figure === 'price') return price(value);
  // Another currency (a dollar deposit) as the app writes it: `25.00 USD`.
  if (currency !== undefined && currency !== 'JPY') return `${formatNumber(value, 2)} ${currency}`;
  return figure === 'signedMoney' ? formatSignedMoney(value, yenSign) : formatMoney(value, yenSign);
}

/** The price inside an alert's condition (`≥ 1972` → `≥ 1,972`); a percentage condition is left as it is. */
function condition(value: string): string {
  return value.replace(
    /^([≥≤] )(-?[\d,]+(?:\.\d+)?)$/,
    (_, sign: string, level: string) => sign + price(level.replace(/,/g, '')),
  );
}

/** The notice's parameters with every figure written out for `language`. */
export function noticeParams(params: Record<string, string>, language: Language): Record<string, string> {
  const written: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    const figure = figures[name];
    const trimmed = value.trim();
    if (name === 'condition') written[name] = condition(trimmed);
    // An IPO's payment deadline, a new passkey's end of cool-down: kept as instants, read in Japan time, labelled.
    else if (name === 'payBy' || name === 'usableFrom') written[name] = formatJapanDateTime(trimmed, language);
    // A loan's due day: a Japan calendar day (`2026-12-29`), written as the language writes dates.
    else if (name === 'dueAt') written[name] = formatJapanDate(trimmed, language);
    else if (figure && plainDecimal.test(trimmed)) written[name] = format(figure, trimmed.replace(/,/g, ''), params.currency);
    else written[name] = value;
  }
  return written;
}
