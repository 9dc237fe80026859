/**
 * Number formatting for screens. Money and prices arrive as decimal strings and are formatted
 * without ever passing through a JavaScript number, so no digit is lost.
 */
import type { Language } from './languages';

const decimalPattern = /^(-?)(\d+)(?:\.(\d+))?$/;

interface ParsedDecimal {
  negative: boolean;
  /** The value times 10^scale, as a non-negative integer. */
  units: bigint;
  scale: number;
}

function parseDecimal(value: unknown): ParsedDecimal | null {
  const text =
    typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  const match = decimalPattern.exec(text);
  if (!match) return null;
  const fraction = match[3] ?? '';
  return { negative: match[1] === '-', units: BigInt((match[2] ?? '0') + fraction), scale: fraction.length };
}

/** Rounds half away from zero to `decimals` places and returns the digits with a decimal point. */
export function roundDecimal(value: unknown, decimals: number): string | null {
  const parsed = parseDecimal(value);
  if (!parsed) return null;
  let units = parsed.units;
  if (parsed.scale > decimals) {
    const divisor = 10n ** BigInt(parsed.scale - decimals);
    units = (units + divisor / 2n) / divisor;
  } else {
    units *= 10n ** BigInt(decimals - parsed.scale);
  }
  const digits = units.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  const sign = parsed.negative && units !== 0n ? '-' : '';
  return sign + whole + (decimals > 0 ? '.' + fraction : '');
}

function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The yen sign, U+00A5 (not the look-alike Cyrillic Ұ, U+04B0, that screen readers misread). */
export const yenSign = '\u00a5';

/**
 * The one rule for a sign: it comes from the value as shown (after rounding), `+` above zero,
 * `-` below, none at zero. `unsigned` is the figure without any sign.
 */
function withSign(rounded: string, unsigned: string, always: boolean): string {
  const negative = rounded.startsWith('-');
  const zero = /^-?0*(\.0*)?$/.test(rounded);
  if (zero) return unsigned;
  if (negative) return `-${unsigned}`;
  return always ? `+${unsigned}` : unsigned;
}

/**
 * `¥1,234.00`: the configured symbol first, digits grouped by three with commas, a dot and two
 * decimals, the house style of every yen figure. Anything not a number shows 0.00. English,
 * Chinese (Taiwan) and Japanese all write yen this way, so the language does not matter; it is
 * written out rather than asked of `Intl.NumberFormat`, whose first use on a page costs a phone
 * 50–100 ms of loading locale data while the first screen is drawn. The tests check it against
 * Intl's currency format in each of the app's languages, so a language that writes yen otherwise
 * fails them.
 */
export function formatMoney(value: unknown, symbol: string = yenSign, signed = false): string {
  const rounded = roundDecimal(value, 2) ?? '0.00';
  const unsigned = `${symbol}${formatNumber(rounded.replace(/^-/, ''), 2)}`;
  return withSign(rounded, unsigned, signed);
}

/** Money with its sign always shown, from the value: `+¥1,000.00`, `-¥600.00`, `¥0.00`. */
export function formatSignedMoney(value: unknown, symbol: string = yenSign): string {
  return formatMoney(value, symbol, true);
}

/** A figure with its sign from its value and thousands separators: `+12.5`, `-3.58`, `0.00`. */
export function formatSignedNumber(value: unknown, decimals = 2): string {
  const shown = formatNumber(value, decimals);
  return withSign(shown.replace(/,/g, ''), shown.replace(/^-/, ''), true);
}

/** A percentage with its sign from its value and two places: `+0.14%`, `-1.20%`, `0.00%`. */
export function formatSignedPercent(value: unknown): string {
  return `${formatSignedNumber(value, 2)}%`;
}

/** A plain number with thousands separators and a fixed number of decimals. */
export function formatNumber(value: unknown, decimals = 2): string {
  const rounded = roundDecimal(value, decimals) ?? roundDecimal('0', decimals) ?? '0';
  const negative = rounded.startsWith('-');
  const [whole = '0', fraction] = (negative ? rounded.slice(1) : rounded).split('.');
  return `${negative ? '-' : ''}${groupThousands(whole)}${fraction === undefined ? '' : '.' + fraction}`;
}

const compactUnits: Record<Language, readonly [exponent: number, suffix: string][]> = {
  en: [
    [12, 'T'],
    [9, 'B'],
    [6, 'M'],
    [3, 'K'],
  ],
  // Japanese and Chinese count in myriads: 万 (10^4), 億 (10^8), 兆 (10^12).
  jp: [
    [12, '兆'],
    [8, '億'],
    [4, '万'],
  ],
  tw: [
    [12, '兆'],
    [8, '億'],
    [4, '萬'],
  ],
};

/** Large counts made short for the language: 12.35M in English, 1234.57万 in Japanese. */
export function formatCompact(value: unknown, language: Language, decimals = 2): string {
  const parsed = parseDecimal(value);
  if (!parsed) return '0';
  const whole = parsed.units / 10n ** BigInt(parsed.scale);
  const digits = whole.toString().length;
  for (const [exponent, suffix] of compactUnits[language]) {
    if (digits > exponent) {
      const shifted = shiftDecimal(parsed, exponent);
      return `${parsed.negative ? '-' : ''}${formatNumber(shifted, decimals)}${suffix}`;
    }
  }
  return formatNumber(value, parsed.scale === 0 ? 0 : decimals);
}

function decimalText(parsed: ParsedDecimal): string {
  const digits = parsed.units.toString().padStart(parsed.scale + 1, '0');
  return parsed.scale === 0 ? digits : `${digits.slice(0, -parsed.scale)}.${digits.slice(-parsed.scale)}`;
}

function shiftDecimal(parsed: ParsedDecimal, exponent: number): string {
  return decimalText({ negative: false, units: parsed.units, scale: parsed.scale + exponent });
}
