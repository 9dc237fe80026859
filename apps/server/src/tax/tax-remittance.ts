/**
 * The back office's side of withheld tax (issue 34): the withheld-tax account's balance with each
 * year's withheld, refunded and remitted, and the yearly remittance to the tax office. Staff
 * name a finished JST year; the amount is what the year's sales withheld less what they refunded,
 * posted from the withheld-tax liability to the tax office; nobody types it.
 */
import { formatAmount, houseAccount, reject, taxRemittanceEntry, taxYearOf, yenAmount, type Rejection } from '@kabuto/domain';
import type { Database } from '../db/database';
import type { AuditTrail } from '../platform/audit';
import { accountBalance, post } from '../ledger/ledger.service';
import * as tax from './tax.repository';

export const remittanceReference = (year: number) => `TAX-${year}`;

export function createTaxRemittance({ db, clock }: { db: Database; clock: () => Date }) {
  return {
    async ledger() {
      const balance = await accountBalance(db.pool, houseAccount('withheld_tax', 'JPY'));
      const remitted = await tax.remittances(db.pool);
      const years = await tax.taxByYear(db.pool, null);
      return {
        balance: formatAmount(yenAmount(balance)),
        years: years.map((year) => ({
          year: year.year,
          withheld: formatAmount(year.withheld),
          refunded: formatAmount(year.refunded),
          due: formatAmount(yenAmount(year.withheld.minor - year.refunded.minor)),
          remittedAt: remitted.get(year.year)?.remittedAt.toISOString() ?? null,
        })),
      };
    },

    async remit(staffId: number, year: number, audit: AuditTrail) {
      const now = clock();
      // A year still running may refund at its next sale: it is remitted once it is over.
      if (year >= taxYearOf(now)) return reject('tax_year_open', { year });
      return db.transaction(async (tx): Promise<Rejection | { year: number; amount: string; remittedAt: string }> => {
        const [totals] = await tax.taxByYear(tx, null, year);
        // A year in which no sale was taxed has nothing to remit.
        if (!totals) return reject('not_found');
        const amount = yenAmount(totals.withheld.minor - totals.refunded.minor);
        if (!(await tax.insertRemittance(tx, { year, amount, staffId, now }))) return reject('tax_already_remitted', { year });
        if (amount.minor > 0n) {
          const posted = await post(tx, taxRemittanceEntry(amount), {
            reference: remittanceReference(year),
            memberId: null,
            now,
          });
          if (posted !== true) throw new Error(`remittance of ${year} was refused: ${posted.rejected}`);
        }
        await audit.record(tx, {
          action: 'tax.remit',
          target: remittanceReference(year),
          before: null,
          after: { year, amount: formatAmount(amount) },
        });
        return { year, amount: formatAmount(amount), remittedAt: now.toISOString() };
      });
    },
  };
}
