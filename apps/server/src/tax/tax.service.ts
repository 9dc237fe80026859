/**
 * Tax accounts and NISA (issue 34): the member's account type, the year's figures, NISA's
 * allowance; trading's taxation (the tax of a sale in a withholding account, the judge of NISA
 * orders), run inside trading's transactions; and the back office's view and yearly remittance.
 * The rules are pure (packages/domain tax-withholding.ts, nisa-allowance.ts); this posts what they decide.
 */
import type { TaxAccountTypeName } from '@kabuto/contracts';
import {
  chooseTaxAccount,
  formatAmount,
  nisaLimitRefusal,
  nisaStatus,
  parseAmount,
  isAmountRefusal,
  reject,
  saleTaxableGain,
  taxAccountTypeIn,
  taxChangeEntry,
  taxYearOf,
  taxYearStart,
  withholdingOnSale,
  yenAmount,
  type MemberId,
  type NisaLimits,
  type Rejection,
  type Yen,
} from '@kabuto/domain';
import type { Database, Queryable } from '../db/database';
import type { ConfigService } from '../settings/config.service';
import type { TransactionScope } from '../platform/transaction';
import { memberStanding } from '../identity/members.service';
import { post } from '../ledger/ledger.service';
import {
  nisaLotsOf,
  taxableRealizedBetween,
  type NisaPurchase,
  type TaxableSale,
  type TradingTaxation,
} from '../trading/trading-queries.service';
import * as tax from './tax.repository';

export interface TaxDependencies {
  db: Database;
  clock: () => Date;
  config: ConfigService;
}

export type TaxService = ReturnType<typeof createTaxService>;

const amount = (value: Yen) => formatAmount(value);

export function createTaxService({ db, clock, config }: TaxDependencies) {
  async function limits(): Promise<NisaLimits> {
    const read = async (name: 'nisaYearLimit' | 'nisaLifetimeLimit') => {
      const parsed = parseAmount(await config.value(name), 'JPY');
      return isAmountRefusal(parsed) ? yenAmount(0n) : yenAmount(parsed.minor);
    };
    return { yearLimit: await read('nisaYearLimit'), lifetimeLimit: await read('nisaLifetimeLimit') };
  }

  /** Only a verified member opens accounts (the broker knows who pays the tax). */
  async function verificationRefusal(reader: Queryable, memberId: MemberId): Promise<Rejection | null> {
    const member = await memberStanding(reader, memberId);
    if (!member) return reject('not_found');
    return member.kycStatus === 'verified' ? null : reject('verification_required');
  }

  async function account(reader: Queryable, memberId: MemberId) {
    const now = clock();
    const year = taxYearOf(now);
    const choices = await tax.choicesOf(reader, memberId);
    const [yearTax] = await tax.taxByYear(reader, memberId, year);
    const realized = await taxableRealizedBetween(reader, memberId, taxYearStart(year), taxYearStart(year + 1));
    return {
      type: taxAccountTypeIn(choices, year),
      nextYearType: taxAccountTypeIn(choices, year + 1),
      year,
      realizedGain: amount(realized),
      withheld: amount(yearTax?.withheld ?? yenAmount(0n)),
      refunded: amount(yearTax?.refunded ?? yenAmount(0n)),
      canChoose: !('refused' in chooseTaxAccount(choices, now)),
      nisaOpen: (await tax.nisaOpenedAt(reader, memberId)) !== null,
    };
  }

  async function nisa(reader: Queryable, memberId: MemberId) {
    const year = taxYearOf(clock());
    const openedAt = await tax.nisaOpenedAt(reader, memberId);
    const lots = (await nisaLotsOf(reader, [memberId])).get(memberId) ?? [];
    const allowance = await limits();
    const status = nisaStatus(lots, allowance, year);
    return {
      openedAt: openedAt?.toISOString() ?? null,
      year,
      yearLimit: amount(allowance.yearLimit),
      yearUsed: amount(status.yearUsed),
      lifetimeLimit: amount(allowance.lifetimeLimit),
      lifetimeUsed: amount(status.lifetimeUsed),
      freesNextYear: amount(status.freesNextYear),
      remaining: amount(status.remaining),
    };
  }

  /** Trading's side of tax, run in trading's transactions under the member's cash lock. */
  const taxation: TradingTaxation = {
    async withhold(tx: Queryable, sale: TaxableSale): Promise<void> {
      const year = taxYearOf(sale.now);
      const gain = saleTaxableGain(sale.netRealized, sale.writeOff);
      const outcome = withholdingOnSale({ yearGainBefore: await tax.yearGain(tx, sale.memberId, year), saleGain: gain });
      await tax.insertSale(tx, {
        positionId: sale.positionId,
        memberId: sale.memberId,
        year,
        gain,
        taxChange: outcome.taxChange,
        now: sale.now,
      });
      const entry = taxChangeEntry(String(sale.memberId), outcome.taxChange);
      if (!entry) return;
      const posted = await post(tx, entry, { reference: sale.reference, memberId: sale.memberId, now: sale.now });
      // The close has just credited at least the gain, and the tax is a fifth of it: a refusal is a bug.
      if (posted !== true) throw new Error(`tax of ${sale.reference} was refused: ${posted.rejected}`);
    },

    async judgeNisa(tx: Queryable, purchases: readonly NisaPurchase[], now: Date): Promise<(Rejection | null)[]> {
      const year = taxYearOf(now);
      const memberIds = [...new Set(purchases.map((purchase) => purchase.memberId))];
      const open = await tax.nisaMembers(tx, memberIds);
      const lots = await nisaLotsOf(tx, memberIds);
      const allowance = await limits();
      return purchases.map(({ memberId, cost }) => {
        if (!open.has(memberId)) return reject('nisa_not_allowed', { reason: 'not_open' });
        const memberLots = lots.get(memberId) ?? [];
        const refusal = nisaLimitRefusal(nisaStatus(memberLots, allowance, year), cost);
        if (refusal) return reject('nisa_limit', { remaining: amount(refusal.remaining) });
        // A later order of the same member in this batch counts this one.
        memberLots.push({ cost, boughtYear: year, soldYear: null });
        lots.set(memberId, memberLots);
        return null;
      });
    },
  };

  return {
    taxation,
    account: (memberId: MemberId) => account(db.pool, memberId),
    nisaStatus: (memberId: MemberId) => nisa(db.pool, memberId),

    async choose(scope: TransactionScope, memberId: MemberId, type: TaxAccountTypeName) {
      const refused = await verificationRefusal(scope.reader, memberId);
      if (refused) return refused;
      const now = clock();
      const decided = chooseTaxAccount(await tax.choicesOf(scope.reader, memberId), now);
      if ('refused' in decided) return reject(decided.refused);
      return scope.run(async (tx) => {
        const chosen = await tax.insertChoice(tx, {
          memberId,
          type,
          effectiveYear: decided.effectiveYear,
          chosenYear: taxYearOf(now),
          now,
        });
        if (!chosen) return reject('tax_account_fixed');
        return { type, effectiveFrom: decided.effectiveYear };
      });
    },

    async nisaOpen(scope: TransactionScope, memberId: MemberId) {
      const refused = await verificationRefusal(scope.reader, memberId);
      if (refused) return refused;
      const now = clock();
      return scope.run(async (tx) => {
        const openedAt = await tax.insertNisaAccount(tx, memberId, now);
        return openedAt ? { openedAt: openedAt.toISOString() } : reject('nisa_already_open');
      });
    },

    /** The account type in force for `memberId` in a JST year (this year by default); null before any choice. */
    async typeOf(memberId: MemberId, year = taxYearOf(clock())) {
      return taxAccountTypeIn(await tax.choicesOf(db.pool, memberId), year);
    },

    /** Staff: a member's tax account as the member sees it, with the history of choices. */
    async memberTax(memberId: MemberId) {
      const choices = await tax.choicesOf(db.pool, memberId);
      return {
        account: await account(db.pool, memberId),
        nisa: await nisa(db.pool, memberId),
        choices: choices.map((choice) => ({
          type: choice.type,
          effectiveYear: choice.effectiveYear,
          chosenAt: choice.chosenAt.toISOString(),
        })),
      };
    },
  };
}
