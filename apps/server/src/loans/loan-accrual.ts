/**
 * Posting a loan's interest up to the last Japan day that has ended. Each day adds the principal
 * outstanding to the loan's running principal-days and posts the increase of the rounded total
 * (`interestOn`) as its own entry (L-12-I20261125), so a day is posted once however often this runs.
 */
import { daysToAccrue, interestOn, loanInterestEntry, parseDecimal, previousDay, toJapanTime, yenAmount } from '@kabuto/domain';
import type { Queryable } from '../db/database';
import { post } from '../ledger/ledger.service';
import * as loans from './loans.repository';

/** Accrues an active, locked loan through yesterday (Japan time) and returns it as it now stands. */
export async function accrueInterest(tx: Queryable, loan: loans.LoanRow, now: Date): Promise<loans.LoanRow> {
  if (loan.status !== 'active' || loan.accruedThrough === null) return loan;
  const apr = parseDecimal(loan.apr);
  if (!apr) throw new Error(`loan ${loan.id} has no readable rate: ${loan.apr}`);
  const yesterday = previousDay(toJapanTime(now).date);
  let { principalDays, interestAccrued, interest } = loan;
  const days = daysToAccrue(loan.accruedThrough, yesterday);
  if (days.length === 0) return loan;
  for (const day of days) {
    principalDays += loan.principal;
    const increase = interestOn(principalDays, apr).minor - interestAccrued;
    if (increase > 0n) {
      const reference = `${loans.loanNo(loan.id)}-I${day.replaceAll('-', '')}`;
      const posted = await post(tx, loanInterestEntry(yenAmount(increase)), { reference, memberId: loan.memberId, now });
      if (posted !== true) throw new Error(`interest ${reference} was refused: ${posted.rejected}`);
      interestAccrued += increase;
      interest += increase;
    }
  }
  const accrued = { ...loan, principalDays, interestAccrued, interest, accruedThrough: yesterday };
  await loans.saveAccrual(tx, accrued);
  return accrued;
}
