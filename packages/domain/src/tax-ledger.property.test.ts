/**
 * Random sequences of opens and closes in the taxable account and in NISA, across JST year ends,
 * posted through the ledger entries the server posts: at every step, withheld − refunded for the
 * year equals a reference computation of 20.315% of max(0, the year's net taxable gain) (each of
 * the two parts rounded down, computed here in floating point on small integers, independently of
 * the bigint rule), NISA sales post no tax and NISA purchases stay within both limits, no member
 * bucket goes below zero and every currency sums to zero.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountKey, applyEntry, depositEntry, houseAccount, memberAccount, transfer, type Balances, type Entry } from './ledger';
import { isRejection } from './rejection';
import { yenAmount } from './trading-money';
import { nisaLimitRefusal, nisaStatus, type NisaLot } from './nisa-allowance';
import { taxChangeEntry, taxRemittanceEntry, withholdingOnSale } from './tax-withholding';

type Operation =
  { kind: 'open'; nisa: boolean; cost: number } | { kind: 'close'; pick: number; gain: number } | { kind: 'yearEnd' };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('open' as const),
      nisa: fc.boolean(),
      cost: fc.integer({ min: 1, max: 3_000_000 }),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('close' as const),
      pick: fc.nat({ max: 30 }),
      gain: fc.integer({ min: -400_000, max: 400_000 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'yearEnd' as const }) },
);

/** The reference: 15.315% and 5% of the year's positive gain, each rounded down, in plain numbers (exact below 2⁵³). */
function referenceTax(yearGain: number): number {
  if (yearGain <= 0) return 0;
  return Math.floor((yearGain * 15315) / 100000) + Math.floor((yearGain * 5) / 100);
}

const member = '1';
const limits = { yearLimit: yenAmount(2_400_000n), lifetimeLimit: yenAmount(12_000_000n) };

function post(balances: Balances, entry: Entry): Balances {
  const next = applyEntry(balances, entry);
  if (isRejection(next)) throw new Error(`refused: ${next.rejected}`);
  return next;
}

function sumsToZero(balances: Balances): boolean {
  return [...balances.values()].reduce((total, value) => total + value, 0n) === 0n;
}

describe('tax withheld across random sales', () => {
  it('equals the year’s tax on its net taxable gain at every step, with NISA untaxed and within its limits', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 60 }), (operations) => {
        let balances: Balances = post(new Map(), depositEntry(member, yenAmount(100_000_000n)));
        let year = 2026;
        let yearGain = 0;
        let withheldThisYear = 0n;
        const open: { nisa: boolean; lot: NisaLot | null }[] = [];
        const nisaLots: NisaLot[] = [];
        const available = accountKey(memberAccount(member, 'JPY', 'available'));
        for (const step of operations) {
          if (step.kind === 'yearEnd') {
            // The year's withheld tax is remitted; the next year starts from nothing.
            const held = balances.get(accountKey(houseAccount('withheld_tax', 'JPY'))) ?? 0n;
            if (held > 0n) balances = post(balances, taxRemittanceEntry(yenAmount(held)));
            year += 1;
            yearGain = 0;
            withheldThisYear = 0n;
          } else if (step.kind === 'open') {
            if (step.nisa) {
              const status = nisaStatus(nisaLots, limits, year);
              if (nisaLimitRefusal(status, yenAmount(BigInt(step.cost)))) continue;
              const lot: NisaLot = { cost: yenAmount(BigInt(step.cost)), boughtYear: year, soldYear: null };
              nisaLots.push(lot);
              open.push({ nisa: true, lot });
            } else open.push({ nisa: false, lot: null });
          } else {
            const [position] = open.splice(step.pick % Math.max(open.length, 1), 1);
            if (!position) continue;
            // The sale's P&L reaches available cash (from or to the market), as a close does.
            const pnl = yenAmount(BigInt(step.gain));
            if (step.gain > 0)
              balances = post(
                balances,
                transfer('close', houseAccount('market', 'JPY'), memberAccount(member, 'JPY', 'available'), pnl),
              );
            if (step.gain < 0)
              balances = post(
                balances,
                transfer(
                  'close',
                  memberAccount(member, 'JPY', 'available'),
                  houseAccount('market', 'JPY'),
                  yenAmount(-pnl.minor),
                ),
              );
            if (position.nisa) {
              if (position.lot) nisaLots[nisaLots.indexOf(position.lot)] = { ...position.lot, soldYear: year };
              continue;
            }
            const outcome = withholdingOnSale({ yearGainBefore: yenAmount(BigInt(yearGain)), saleGain: pnl });
            const entry = taxChangeEntry(member, outcome.taxChange);
            if (entry) balances = post(balances, entry);
            yearGain += step.gain;
            withheldThisYear += outcome.taxChange.minor;
          }
          expect(withheldThisYear).toBe(BigInt(referenceTax(yearGain)));
          const status = nisaStatus(nisaLots, limits, year);
          expect(status.yearUsed.minor <= limits.yearLimit.minor).toBe(true);
          expect(status.lifetimeUsed.minor <= limits.lifetimeLimit.minor).toBe(true);
          expect((balances.get(available) ?? 0n) >= 0n).toBe(true);
          expect(sumsToZero(balances)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
