/**
 * Cash as a loan's collateral on the server: the check every cash outflow makes inside its
 * transaction (`CashOutflowGuard`), on the member's standing (owed, holdings, yen cash) read
 * through that transaction. The rule itself is `withdrawableCash` in @kabuto/domain; the figure
 * shown (`/loan/quota`, `/user/info`) comes from the same rule in `loan-views.ts`.
 */
import {
  asMemberId,
  collateralRefusal,
  collateralValue,
  yenAmount,
  type CollateralStanding,
  type LoanConfig,
  type MemberId,
  type Yen,
} from '@kabuto/domain';
import type { Queryable } from '../db/database';
import type { CashOutflowGuard } from '../platform/cash-outflow';
import type { TradingQueries } from '../trading/trading-queries.service';
import { lockedAvailable } from '../ledger/ledger.service';
import { owedOn } from './loan-views';
import * as loans from './loans.repository';

type Positions = Pick<TradingQueries, 'collateralPositions'>;

/** Owed and the holdings' collateral, read through `reader`, with the cash given. */
async function standingWith(reader: Queryable, trading: Positions, memberId: MemberId, cash: Yen): Promise<CollateralStanding> {
  const owed = owedOn(await loans.openLoanOf(reader, memberId));
  // With nothing owed the holdings don't matter: every yen may go.
  if (owed.minor === 0n) return { owed, holdings: yenAmount(0n), cash };
  return { owed, holdings: collateralValue(await trading.collateralPositions(reader, memberId)), cash };
}

/**
 * The guard passed to the domains whose calls let cash leave. Inside their transaction it locks the
 * member's yen account first (every posting on it waits for this transaction, and this one for
 * any before it), then reads the loan and the holdings through the same `tx`: a close, a
 * repayment, a payout or another outflow either committed before the lock and is seen, or waits.
 */
export function cashOutflowGuard(loanConfig: () => Promise<LoanConfig>, trading: Positions): CashOutflowGuard {
  return async () => {
    const settings = await loanConfig();
    return async (tx, memberId, amount) => {
      // Only yen cash is collateral; another currency leaving changes nothing the rule counts.
      if (amount.currency !== 'JPY') return null;
      const cash = yenAmount((await lockedAvailable(tx, memberId, 'JPY')).minor);
      const standing = await standingWith(tx, trading, asMemberId(memberId), cash);
      return collateralRefusal(standing, yenAmount(amount.minor), settings.maxLtv);
    };
  };
}
