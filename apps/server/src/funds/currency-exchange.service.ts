/** Currency exchange at the current minute's mid rate, with no fee; the house fx account keeps the rounding. */
import type { z } from 'zod';
import type { Currency, exchangeQuoteRequest, exchangeRequest } from '@kabuto/contracts';
import {
  crossRate,
  decimal,
  exchangeEntry,
  formatAmount,
  formatDecimal,
  isRejection,
  quoteExchange,
  reject,
  type ExchangeQuote,
  type MemberId,
  type Rejection,
} from '@kabuto/domain';
import { fxRatesAt } from '@kabuto/market/fx-rates';
import type { TransactionScope } from '../platform/transaction';
import { anyCashOutflow, type CashOutflowGuard } from '../platform/cash-outflow';
import type { ConfigService } from '../settings/config.service';
import { guardAction, memberStanding } from '../identity/members.service';
import { post } from '../ledger/ledger.service';
import { insertCurrencyExchange } from './currency-exchanges.repository';
import { parseMoneyField } from './funds-rules';

export type CurrencyExchangeService = ReturnType<typeof createCurrencyExchangeService>;

export function createCurrencyExchangeService({
  clock,
  config,
  seed,
  cashOutflow = anyCashOutflow,
}: {
  clock: () => Date;
  config: ConfigService;
  seed: string;
  /** May the debited amount leave the available balance (a loan's collateral, from loans)? */
  cashOutflow?: CashOutflowGuard;
}) {
  function quote(
    body: { from: Currency; to: Currency; amount: string },
    at: Date,
  ): { quote: ExchangeQuote; minute: Date } | Rejection {
    const debit = parseMoneyField('amount', body.amount, body.from);
    if ('rejected' in debit) return debit;
    const rates = fxRatesAt(at, seed);
    const perUsd = Object.fromEntries(Object.entries(rates.perUsd).map(([currency, rate]) => [currency, decimal(rate)]));
    const priced = quoteExchange(debit, body.to, crossRate(perUsd, body.from, body.to));
    return isRejection(priced) ? priced : { quote: priced, minute: rates.minute };
  }

  const reply = (priced: { quote: ExchangeQuote; minute: Date }) => ({
    debited: formatAmount(priced.quote.debit),
    credited: formatAmount(priced.quote.credit),
    rate: formatDecimal(priced.quote.rate),
    rateTime: priced.minute.toISOString(),
  });

  return {
    rates() {
      const rates = fxRatesAt(clock(), seed);
      return (Object.entries(rates.perUsd) as [Currency, string][])
        .filter(([currency]) => currency !== 'USD')
        .map(([currency, rate]) => ({ base: 'USD' as const, quote: currency, rate, updatedAt: rates.minute.toISOString() }));
    },

    async quote(body: z.output<typeof exchangeQuoteRequest>) {
      const priced = quote(body, clock());
      return isRejection(priced) ? priced : reply(priced);
    },

    async exchange(scope: TransactionScope, memberId: MemberId, body: z.output<typeof exchangeRequest>) {
      const member = await memberStanding(scope.reader, memberId);
      if (!member) return reject('not_found');
      const refused = await guardAction(member.restrictions, 'move_money', config);
      if (refused) return refused;
      // Always the current minute's rate: a member-chosen older rate let a round trip gain
      // whenever the rate moved. What the member confirmed can only refuse the exchange.
      const now = clock();
      const priced = quote(body, now);
      if (isRejection(priced)) return priced;
      const floor = body.minCredited === undefined ? null : parseMoneyField('minCredited', body.minCredited, body.to);
      if (floor && 'rejected' in floor) return floor;
      if (floor && priced.quote.credit.minor < floor.minor) {
        return reject('rate_changed', { credited: formatAmount(priced.quote.credit), currency: body.to });
      }
      const collateral = await cashOutflow();
      return scope.run(async (tx) => {
        // Yen leaving for another currency leaves the collateral: the same rule as a withdrawal.
        const short = await collateral(tx, memberId, priced.quote.debit);
        if (short) return short;
        const orderNo = await insertCurrencyExchange(tx, { memberId, quote: priced.quote, rateTime: priced.minute, now });
        const posted = await post(tx, exchangeEntry(String(memberId), priced.quote.debit, priced.quote.credit), {
          reference: orderNo,
          memberId,
          now,
        });
        if (posted !== true) return posted;
        return { ...reply(priced), orderNo };
      });
    },
  };
}
