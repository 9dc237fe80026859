/**
 * A member's assets as `/user/info` shows them: each currency's balances exactly, and totals in
 * yen (and dollars) at this minute's mid rates, rounded down so a total never shows more than
 * the member could get by exchanging. The total includes the open positions' unrealised P&L at
 * the last price, since that is part of what the margin is worth.
 */
import type { Currency } from '@kabuto/contracts';
import { convert, crossRate, decimal, formatAmount, money, type Money } from '@kabuto/domain';
import { fxRatesAt } from '@kabuto/market/fx-rates';
import type { Queryable } from '../db/database';
import { memberBalances } from './ledger.repository';

export async function assetSummary(db: Queryable, memberId: number, now: Date, seed: string, unrealizedPnl = 0n) {
  const rows = await memberBalances(db, memberId);
  const perUsd = Object.fromEntries(
    Object.entries(fxRatesAt(now, seed).perUsd).map(([currency, rate]) => [currency, decimal(rate)]),
  );
  const inYen = (currency: Currency, minor: bigint): bigint =>
    currency === 'JPY' ? minor : convert(money(currency, minor), 'JPY', crossRate(perUsd, currency, 'JPY'), 'down').minor;
  const totals = { available: 0n, frozen: 0n, margin: 0n };
  const byCurrency = new Map<Currency, { currency: Currency; available: string; frozen: string; margin: string }>();
  for (const row of rows) {
    totals[row.bucket] += inYen(row.currency, row.balance);
    const balance = byCurrency.get(row.currency) ?? { currency: row.currency, available: '0', frozen: '0', margin: '0' };
    balance[row.bucket] = formatAmount(money(row.currency, row.balance));
    byCurrency.set(row.currency, balance);
  }
  const total: Money<'JPY'> = money('JPY', totals.available + totals.frozen + totals.margin + unrealizedPnl);
  return {
    totalAssets: formatAmount(total),
    available: formatAmount(money('JPY', totals.available)),
    frozen: formatAmount(money('JPY', totals.frozen)),
    usdAmount: formatAmount(convert(total, 'USD', crossRate(perUsd, 'JPY', 'USD'), 'down')),
    balances: [...byCurrency.values()],
  };
}
