/** How a loan and a member's quota read on the wire: yen amounts and percentages as decimal strings. */
import {
  availableCredit,
  collateralValue,
  decimal,
  formatAmount,
  formatDecimal,
  loanForcedSaleLtv,
  loanWarningLtv,
  ltvPercent,
  multiplyDecimal,
  normalize,
  stressFall,
  totalCollateral,
  withdrawableCash,
  yenAmount,
  type CollateralPosition,
  type Decimal,
  type LoanConfig,
  type Yen,
} from '@kabuto/domain';
import * as loans from './loans.repository';

/** A fraction as a percentage, shortest form: 0.029 → "2.9", 0.6 → "60". */
export function percentOf(fraction: Decimal | string): string {
  const value = typeof fraction === 'string' ? decimal(fraction) : fraction;
  return formatDecimal(normalize(multiplyDecimal(value, decimal('100'))));
}

/** What the member owes on a loan now: outstanding principal and interest, nothing unless it runs. */
export const owedOn = (loan: loans.LoanRow | null) => yenAmount(loan?.status === 'active' ? loan.principal + loan.interest : 0n);

/**
 * The quota: collateral is the holdings' equity plus the yen cash (cash is collateral too), the
 * line is maxLtv × collateral before what is owed, and `available` is what may still be borrowed.
 */
export function loanQuota(
  positions: readonly CollateralPosition[],
  cash: Yen,
  openLoan: loans.LoanRow | null,
  settings: LoanConfig,
) {
  const holdings = collateralValue(positions);
  const collateral = totalCollateral({ holdings, cash });
  const owed = owedOn(openLoan);
  const line = availableCredit(collateral, yenAmount(0n), settings.maxLtv);
  const available = availableCredit(collateral, owed, settings.maxLtv);
  const ltv = ltvPercent(owed, collateral);
  const threshold = (kind: 'noBorrowing' | 'warning' | 'forcedSale', level: Decimal) => {
    const fall = stressFall(positions, owed, level, cash);
    return { kind, ltvPct: percentOf(level), fallPct: fall === null ? null : formatDecimal(fall) };
  };
  return {
    collateralValue: formatAmount(collateral),
    holdingsValue: formatAmount(holdings),
    cash: formatAmount(cash),
    maxLtvPct: percentOf(settings.maxLtv),
    creditLine: formatAmount(line),
    owed: formatAmount(owed),
    available: formatAmount(available),
    withdrawable: formatAmount(withdrawableCash({ owed, holdings, cash }, settings.maxLtv)),
    ltvPct: ltv === null ? null : formatDecimal(ltv),
    apr: percentOf(settings.apr),
    termOptions: [...settings.termDays],
    thresholds: [
      threshold('noBorrowing', settings.maxLtv),
      threshold('warning', loanWarningLtv),
      threshold('forcedSale', loanForcedSaleLtv),
    ],
    openLoanId: openLoan?.id ?? null,
  };
}

export function loanView(loan: loans.LoanRow, now: Date) {
  return {
    id: loan.id,
    loanNo: loans.loanNo(loan.id),
    amount: formatAmount(yenAmount(loan.amount)),
    interest: formatAmount(yenAmount(loan.interestAccrued)),
    owed: formatAmount(owedOn(loan)),
    principal: formatAmount(yenAmount(loan.principal)),
    termDays: loan.termDays,
    apr: percentOf(loan.apr),
    status: loan.status,
    overdue: loan.status === 'active' && loan.dueAt !== null && loan.dueAt < now,
    reason: loan.reason,
    createdAt: loan.createdAt.toISOString(),
    dueAt: loan.dueAt?.toISOString() ?? null,
    repaidAt: loan.repaidAt?.toISOString() ?? null,
  };
}
