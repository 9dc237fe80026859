/**
 * The loans' run on the market leader, after each market step: every active loan's interest is
 * posted through yesterday (Japan time), an overdue loan gets one notice a day, and the collateral
 * rules apply at the last prices, with the member's yen cash counted as collateral beside the
 * holdings: at 75% one warning a day; at 85% or more, positions are sold at market through the
 * trading service's close, largest first, each sale's proceeds repaying the loan, until the LTV is
 * under the maximum. Each loan runs in its own transactions, so one that
 * fails is logged and tried again at the next step without holding up the others.
 */
import {
  collateralValue,
  formatAmount,
  formatDecimal,
  isRejection,
  loanForcedSaleLtv,
  loanRepaymentEntry,
  loanRisk,
  ltvPercent,
  nextForcedSale,
  splitRepayment,
  toJapanTime,
  yenAmount,
  type LoanConfig,
  type MemberId,
} from '@kabuto/domain';
import type { Database } from '../db/database';
import type { ConfigService } from '../settings/config.service';
import type { Bus } from '../market/market-feed.service';
import type { TradingQueries } from '../trading/trading-queries.service';
import type { TradingService } from '../trading/trading.service';
import { withinTransaction } from '../platform/transaction';
import { availableIn, entriesByReference, post } from '../ledger/ledger.service';
import { notify } from '../messages/messages.service';
import { publishMemberChange } from '../stream/member-stream.service';
import { accrueInterest } from './loan-accrual';
import { owedOn, percentOf } from './loan-views';
import * as loans from './loans.repository';

export interface LoanMonitorDependencies {
  db: Database;
  config: ConfigService;
  bus: Bus;
  trading: { queries: Pick<TradingQueries, 'collateralPositions'>; service: Pick<TradingService, 'close'> };
  log: (line: string) => void;
}

export type LoanMonitor = ReturnType<typeof createLoanMonitor>;

const ltvText = (owed: bigint, collateral: bigint) => {
  const ltv = ltvPercent(yenAmount(owed), yenAmount(collateral));
  return ltv === null ? '∞' : `${formatDecimal(ltv)}%`;
};

export function createLoanMonitor({ db, config, bus, trading, log }: LoanMonitorDependencies) {
  /** The member's yen cash, which counts as collateral beside the holdings. */
  const cashOf = async (memberId: MemberId) => yenAmount((await availableIn(db.pool, memberId, 'JPY')).minor);

  /** Interest through yesterday and the overdue notice; the loan as it then stands, and whether either happened. */
  async function accrueAndRemind(loanId: number, now: Date): Promise<{ loan: loans.LoanRow; changed: boolean } | null> {
    const today = toJapanTime(now).date;
    return db.transaction(async (tx) => {
      const locked = await loans.lockLoan(tx, loanId);
      if (!locked || locked.status !== 'active') return null;
      const loan = await accrueInterest(tx, locked, now);
      const overdueNotice = loan.dueAt !== null && loan.dueAt < now && loan.overdueNotifiedOn !== today;
      if (overdueNotice && loan.dueAt) {
        await notify(tx, loan.memberId, 'loan_overdue', {
          loanNo: loans.loanNo(loan.id),
          dueAt: toJapanTime(loan.dueAt).date,
          owed: formatAmount(owedOn(loan)),
        });
        await loans.markOverdueNotified(tx, loan.id, today);
      }
      return { loan, changed: overdueNotice || loan.accruedThrough !== locked.accruedThrough };
    });
  }

  /** The day's one warning; whether it was sent now. */
  async function warn(loan: loans.LoanRow, collateral: bigint, settings: LoanConfig, now: Date): Promise<boolean> {
    const today = toJapanTime(now).date;
    if (loan.warnedOn === today) return false;
    const owed = owedOn(loan).minor;
    await db.transaction(async (tx) => {
      await notify(tx, loan.memberId, 'loan_ltv_warning', {
        ltvPct: ltvText(owed, collateral).replace('%', ''),
        owed: formatAmount(yenAmount(owed)),
        collateral: formatAmount(yenAmount(collateral)),
        forcedSalePct: percentOf(loanForcedSaleLtv),
        maxLtvPct: percentOf(settings.maxLtv),
      });
      await loans.markWarned(tx, loan.id, today);
    });
    return true;
  }

  /**
   * One sale of the forced sale: close the position through trading, then repay from what the
   * close paid into available cash (its entry's posting there); false when it could not sell.
   * Locks in the order loan → position → accounts, as a repayment (loan → accounts) and a
   * member's close (position → accounts) do, so none of them can deadlock another.
   */
  async function sellOne(loanId: number, positionId: number, ltvBefore: string, now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const loan = await loans.lockLoan(tx, loanId);
      if (!loan || loan.status !== 'active') return false;
      const position = (await trading.queries.collateralPositions(tx, loan.memberId)).find((item) => item.id === positionId);
      const closed = await trading.service.close(withinTransaction(tx), loan.memberId, positionId, 'loan_sale');
      if (!position || isRejection(closed)) {
        log(
          `loan ${loans.loanNo(loanId)}: forced sale of position ${positionId} refused: ${isRejection(closed) ? closed.rejected : 'gone'}`,
        );
        return false;
      }
      const proceeds = (await entriesByReference(tx, loan.memberId, [position.positionNo]))
        .filter((row) => row.reason === 'close' && row.bucket === 'available')
        .reduce((total, row) => total + row.amount, 0n);
      const owed = loan.principal + loan.interest;
      const repaid = proceeds < owed ? proceeds : owed;
      let after = { principal: loan.principal, interest: loan.interest };
      if (repaid > 0n) {
        const reference = `${loans.loanNo(loan.id)}-R${loan.repayments + 1}`;
        const posted = await post(tx, loanRepaymentEntry(String(loan.memberId), yenAmount(repaid)), {
          reference,
          memberId: loan.memberId,
          now,
        });
        if (posted !== true) throw new Error(`forced repayment ${reference} was refused: ${posted.rejected}`);
        const split = splitRepayment(
          { principal: yenAmount(loan.principal), interest: yenAmount(loan.interest) },
          yenAmount(repaid),
        );
        after = { principal: loan.principal - split.principal.minor, interest: loan.interest - split.interest.minor };
        await loans.saveRepayment(tx, { id: loan.id, ...after, now });
      }
      const left = after.principal + after.interest;
      const collateralAfter =
        collateralValue(await trading.queries.collateralPositions(tx, loan.memberId)).minor +
        (await availableIn(tx, loan.memberId, 'JPY')).minor;
      await notify(tx, loan.memberId, 'loan_forced_sale', {
        ltvPct: ltvBefore,
        positionNo: position.positionNo,
        symbol: position.symbol,
        shares: String(position.shares),
        price: closed.closePrice,
        repaid: formatAmount(yenAmount(repaid)),
        loanNo: loans.loanNo(loan.id),
        owed: formatAmount(yenAmount(left)),
        ltvAfterPct: ltvText(left, collateralAfter),
      });
      if (left === 0n) await notify(tx, loan.memberId, 'loan_repaid', { loanNo: loans.loanNo(loan.id) });
      return true;
    });
  }

  /** Sells, largest first, while the LTV stays at or above the maximum; how many it sold. */
  async function forcedSale(loanId: number, memberId: MemberId, settings: LoanConfig, now: Date): Promise<number> {
    for (let sold = 0; ; sold++) {
      const loan = await loans.findLoan(db.pool, loanId);
      if (!loan || loan.status !== 'active') return sold;
      const positions = await trading.queries.collateralPositions(db.pool, memberId);
      const cash = await cashOf(memberId);
      const owed = owedOn(loan);
      const next = nextForcedSale(positions, owed, settings.maxLtv, cash);
      if (!next) return sold;
      const ltvBefore = ltvText(owed.minor, collateralValue(positions).minor + cash.minor).replace('%', '');
      if (!(await sellOne(loanId, next.id, ltvBefore, now))) return sold;
    }
  }

  async function checkLoan(loanId: number, settings: LoanConfig, now: Date) {
    const accrued = await accrueAndRemind(loanId, now);
    if (!accrued) return;
    const { loan } = accrued;
    const positions = await trading.queries.collateralPositions(db.pool, loan.memberId);
    const collateral = yenAmount(collateralValue(positions).minor + (await cashOf(loan.memberId)).minor);
    const risk = loanRisk(owedOn(loan), collateral, settings.maxLtv);
    let changed = accrued.changed;
    if (risk === 'forcedSale') changed = (await forcedSale(loan.id, loan.memberId, settings, now)) > 0 || changed;
    else if (risk === 'warning') changed = (await warn(loan, collateral.minor, settings, now)) || changed;
    // Announced once committed, and only when something changed, so open screens refetch then.
    if (changed) publishMemberChange(bus, loan.memberId, now);
  }

  return {
    /** Every active loan: interest, overdue notice, then the collateral rules at the last prices. */
    async step(now: Date): Promise<void> {
      const settings = await config.loanConfig();
      for (const loanId of await loans.activeLoanIds(db.pool)) {
        await checkLoan(loanId, settings, now).catch((error: unknown) =>
          log(`loan ${loans.loanNo(loanId)} check failed: ${String(error)}`),
        );
      }
    },
  };
}
