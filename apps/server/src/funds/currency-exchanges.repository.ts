/** The SQL of currency exchanges (yen to dollars and so on; not the stock exchange, see market/). */
import type { ExchangeQuote } from '@kabuto/domain';
import { formatDecimal } from '@kabuto/domain';
import type { Queryable } from '../db/database';

/** Records an exchange at a quote; returns its order number (X…). */
export async function insertCurrencyExchange(
  tx: Queryable,
  exchange: { memberId: number; quote: ExchangeQuote; rateTime: Date; now: Date },
): Promise<string> {
  const { quote } = exchange;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO exchanges (member_id, from_currency, to_currency, debit, credit, rate, rate_time, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      exchange.memberId,
      quote.debit.currency,
      quote.credit.currency,
      quote.debit.minor.toString(),
      quote.credit.minor.toString(),
      formatDecimal(quote.rate),
      exchange.rateTime,
      exchange.now,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('insert returned no row');
  return `X${String(id).padStart(8, '0')}`;
}
