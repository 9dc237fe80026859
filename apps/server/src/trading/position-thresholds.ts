/**
 * A holding position's stored warning and liquidation prices (migration 007): worked out with the
 * published rules (the domain's `warningPrice` and `liquidationPrice`) when the position opens,
 * and again by the market step when the rates change or margin is added. The market step reads
 * only the positions the last prices have reached by comparing prices with them.
 */
import {
  formatDecimal,
  liquidationPrice,
  warningPrice,
  type PositionTerms,
  type Price,
  type TickTable,
  type TradingConfig,
} from '@kabuto/domain';
import type { QuoteStore } from '../market/market-feed.service';

/** What a position's thresholds are worked out under: the trading rules' two rates and its stock's tick table. */
export interface RiskRules {
  config: Pick<TradingConfig, 'maintenanceMarginRate' | 'marginWarningRate'>;
  tickTable: TickTable;
}

export interface PositionThresholds {
  /** The rates they were worked out for (`thresholdRates`); a position priced under others is priced again. */
  rates: string;
  warningPrice: Price | null;
  liquidationPrice: Price | null;
}

/**
 * The label of the rates thresholds are worked out for, "<maintenance>/<warning>/halfway": the
 * suffix names the warning rule, so positions priced under an earlier rule are priced again.
 */
export const thresholdRates = (config: RiskRules['config']): string =>
  `${formatDecimal(config.maintenanceMarginRate)}/${formatDecimal(config.marginWarningRate)}/halfway`;

/** The position's warning and liquidation prices under `rules`, as the members' screens show them. */
export function thresholdsOf(position: PositionTerms, { config, tickTable }: RiskRules): PositionThresholds {
  return {
    rates: thresholdRates(config),
    warningPrice: warningPrice(position, tickTable, config),
    liquidationPrice: liquidationPrice(position, tickTable, config),
  };
}

/** The tick table of `symbol` as the quote store knows it (the standard one for what isn't a stock). */
export function tickTableOf(store: QuoteStore, symbol: string): TickTable {
  const instrument = store.get(symbol)?.instrument;
  return instrument?.kind === 'stock' ? instrument.tickTable : 'standard';
}
