/**
 * The vocabulary of trading (directions, order types, products) and the settings every trading
 * rule takes as a parameter, read once from the configuration strings.
 */
import { compareDecimal, decimal, multiplyDecimal, parseDecimal, type Decimal } from './decimal';
import { tseHours } from './stock-exchange-hours';
import { roundToMinor, type Money } from './money';

export type Direction = 'long' | 'short';
export const directions: readonly Direction[] = ['long', 'short'];

export type OrderType = 'market' | 'limit';
export const orderTypes: readonly OrderType[] = ['market', 'limit'];

/** `normal` positions are held until closed; `day` positions are closed by the day's cut-off. */
export type Product = 'normal' | 'day';
export const products: readonly Product[] = ['normal', 'day'];

/** Japanese stocks trade in yen; prices are in sen (stock-exchange-rules.ts), money in whole yen. */
export const tradingCurrency = 'JPY' as const;
export type Yen = Money<typeof tradingCurrency>;

/** When a member may close a position of one product. Forced closes (liquidation, the day cut-off) ignore these. */
export interface CloseRules {
  /** Minutes a position must be held before the member may close it; 0 for none. */
  readonly minMinutesBeforeClose: number;
  /** T+0 when true; when false (T+1) a position closes from the trading date after the one it opened on. */
  readonly sameDayClose: boolean;
}

export interface TradingConfig {
  /** Shares per lot (単元株). */
  readonly lotSize: number;
  /** The leverages a member may choose, whole numbers. */
  readonly leverageOptions: readonly number[];
  /** Commission as a share of the notional, charged on opening and on closing. */
  readonly feeRate: Decimal;
  /** The least commission per trade. */
  readonly minFee: Yen;
  /** Duty as a share of the notional, charged on opening; Japan levies none on share trades. */
  readonly stampDutyRate: Decimal;
  /** A position is liquidated when its equity falls to this share of its notional at the current price. */
  readonly maintenanceMarginRate: Decimal;
  /** A position is flagged when its equity falls to this share of its notional at the current price. */
  readonly marginWarningRate: Decimal;
  readonly closeRules: Readonly<Record<Product, CloseRules>>;
  /**
   * The Japan time of day (ms after midnight) when day positions are closed by the house. Five
   * minutes before the closing auction, so the close still meets a live book: market orders are
   * refused in the auction.
   */
  readonly dayCutoffMsOfDay: number;
}

export const defaultTradingConfig: TradingConfig = {
  lotSize: 100,
  leverageOptions: [1, 2, 3],
  feeRate: decimal('0.001'),
  minFee: roundToMinor(decimal('100'), tradingCurrency, 'up'),
  stampDutyRate: decimal('0'),
  maintenanceMarginRate: decimal('0.2'),
  marginWarningRate: decimal('0.3'),
  closeRules: {
    normal: { minMinutesBeforeClose: 0, sameDayClose: true },
    day: { minMinutesBeforeClose: 0, sameDayClose: true },
  },
  dayCutoffMsOfDay: tseHours.closingAuctionMs - 5 * 60_000,
};

/**
 * The trading settings from configuration strings (`/common/config` names and values), with the
 * defaults above for names not set. The back office validates each value when it is saved
 * (contracts/config.ts), so a malformed or inconsistent value here is a bug and throws.
 * `minFee` is rounded up to a whole yen: a fraction of a yen can't be charged, and the house
 * does not charge less than it configured.
 */
export function tradingConfigFrom(settings: Readonly<Record<string, string | undefined>>): TradingConfig {
  const base = defaultTradingConfig;
  const read = <T>(name: string, fallback: T, parse: (text: string) => T): T => {
    const text = settings[name];
    return text === undefined ? fallback : parse(text);
  };
  const config: TradingConfig = {
    lotSize: read('lotSize', base.lotSize, wholeNumber),
    leverageOptions: read('leverageOptions', base.leverageOptions, (text) => text.split(',').map(wholeNumber)),
    feeRate: read('feeRate', base.feeRate, exactDecimal),
    minFee: read('minFee', base.minFee, (text) => roundToMinor(exactDecimal(text), tradingCurrency, 'up')),
    stampDutyRate: read('stampDutyRate', base.stampDutyRate, exactDecimal),
    maintenanceMarginRate: read('maintenanceMarginRate', base.maintenanceMarginRate, exactDecimal),
    marginWarningRate: read('marginWarningRate', base.marginWarningRate, exactDecimal),
    closeRules: {
      normal: {
        minMinutesBeforeClose: read('normalMinMinutesBeforeClose', base.closeRules.normal.minMinutesBeforeClose, wholeNumber),
        sameDayClose: read('normalSameDayClose', base.closeRules.normal.sameDayClose, flag),
      },
      day: {
        minMinutesBeforeClose: read('dayMinMinutesBeforeClose', base.closeRules.day.minMinutesBeforeClose, wholeNumber),
        sameDayClose: base.closeRules.day.sameDayClose,
      },
    },
    dayCutoffMsOfDay: read('dayTradeCutoff', base.dayCutoffMsOfDay, timeOfDay),
  };
  assertTradingConfig(config);
  return config;
}

/** The invariants the money rules rely on; a config breaking one is a bug. */
export function assertTradingConfig(config: TradingConfig): void {
  const fail = (why: string) => {
    throw new Error(`Invalid trading config: ${why}`);
  };
  if (!isPositiveWhole(config.lotSize)) fail(`lotSize ${config.lotSize}`);
  if (config.leverageOptions.length === 0 || !config.leverageOptions.every(isPositiveWhole)) fail('leverageOptions');
  const zero = decimal('0');
  const one = decimal('1');
  const isRate = (rate: Decimal) => compareDecimal(rate, zero) >= 0 && compareDecimal(rate, one) <= 0;
  if (!isRate(config.feeRate) || !isRate(config.stampDutyRate)) fail('a fee or duty rate outside [0, 1]');
  if (config.minFee.minor < 0n) fail('minFee below zero');
  // The long liquidation price divides by (1 − maintenance rate), and a warning must come first.
  if (compareDecimal(config.maintenanceMarginRate, zero) <= 0 || compareDecimal(config.maintenanceMarginRate, one) >= 0)
    fail('maintenanceMarginRate outside (0, 1)');
  if (
    compareDecimal(config.marginWarningRate, config.maintenanceMarginRate) <= 0 ||
    compareDecimal(config.marginWarningRate, one) >= 0
  )
    fail('marginWarningRate not between maintenanceMarginRate and 1');
  // A position opened at the highest leverage holds 1/L of its notional as equity: a warning level
  // at or above that would warn every such position the moment it opened.
  const highest = Math.max(...config.leverageOptions);
  if (compareDecimal(multiplyDecimal(config.marginWarningRate, decimal(String(highest))), one) >= 0)
    fail(`marginWarningRate not under the initial margin of the highest leverage (1/${highest})`);
  // Day positions are closed the same day by the house, so the member must be allowed to as well.
  if (!config.closeRules.day.sameDayClose) fail('day positions must allow a same-day close');
  for (const product of products) {
    if (
      !Number.isSafeInteger(config.closeRules[product].minMinutesBeforeClose) ||
      config.closeRules[product].minMinutesBeforeClose < 0
    )
      fail(`${product} minMinutesBeforeClose`);
  }
  if (!Number.isSafeInteger(config.dayCutoffMsOfDay) || config.dayCutoffMsOfDay < 0 || config.dayCutoffMsOfDay >= 86_400_000)
    fail('dayCutoffMsOfDay');
}

function isPositiveWhole(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0;
}

function wholeNumber(text: string): number {
  if (!/^\d+$/.test(text.trim())) throw new Error(`Not a whole number: ${JSON.stringify(text)}`);
  return Number(text.trim());
}

function exactDecimal(text: string): Decimal {
  const parsed = parseDecimal(text);
  if (!parsed) throw new Error(`Not a decimal: ${JSON.stringify(text)}`);
  return parsed;
}

/** "HH:MM" as milliseconds after midnight. */
function timeOfDay(text: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  if (!match) throw new Error(`Not a time of day: ${JSON.stringify(text)}`);
  return (Number(match[1]) * 60 + Number(match[2])) * 60_000;
}

function flag(text: string): boolean {
  if (text !== 'true' && text !== 'false') throw new Error(`Not true or false: ${JSON.stringify(text)}`);
  return text === 'true';
}
