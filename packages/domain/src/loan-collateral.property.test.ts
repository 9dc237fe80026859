/**
 * Random sequences of borrowing, price moves, closes, withdrawals, exchanges out of yen and
 * repayments, posted through the real entries beside a small reference model: after every member
 * action that lets cash leave (a withdrawal, an exchange, a loan) owed ≤ 0.60 × (holdings + cash);
 * a member action never takes a loan from under the line to above it, except a close, which may
 * lower the collateral by its fee and the loss it realises beyond the margin and nothing more;
 * only price moves may push it above otherwise; `withdrawableCash` is the most that can go; and
 * every currency sums to zero after each step.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asPrice, asSen } from './stock-exchange-rules';
import { decimal } from './decimal';
import {
  accountKey,
  applyEntry,
  depositEntry,
  exchangeEntry,
  holdEntry,
  houseAccount,
  memberAccount,
  parseAccountKey,
  settleWithdrawalEntry,
  type Balances,
  type Entry,
} from './ledger';
import { loanDisbursalEntry, loanRepaymentEntry } from './loan-ledger';
import { availableCredit, collateralValue, positionCollateralSen, type CollateralPosition } from './loan-rules';
import { collateralRefusal, withdrawableCash } from './loan-collateral';
import { closeEntry, closeShortfall, fillEntry, orderHoldEntry } from './trading-ledger';
import { isRejection } from './rejection';
import { money } from './money';
import { yenAmount } from './trading-money';

type Operation =
  | { kind: 'borrow'; amount: bigint }
  | { kind: 'price'; percent: number }
  | { kind: 'close'; index: number }
  | { kind: 'withdraw'; amount: bigint }
  | { kind: 'exchange'; amount: bigint }
  | { kind: 'repay'; amount: bigint };

const amount = fc.bigInt({ min: 1n, max: 600_000n });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant('borrow' as const), amount }),
  fc.record({ kind: fc.constant('price' as const), percent: fc.integer({ min: 60, max: 140 }) }),
  fc.record({ kind: fc.constant('close' as const), index: fc.nat(3) }),
  fc.record({ kind: fc.constant('withdraw' as const), amount }),
  fc.record({ kind: fc.constant('exchange' as const), amount }),
  fc.record({ kind: fc.constant('repay' as const), amount }),
);
const holding = fc.record({
  lots: fc.integer({ min: 1, max: 3 }),
  entry: fc.integer({ min: 500, max: 3_000 }),
  leverage: fc.integer({ min: 1, max: 3 }),
});

const maxLtv = decimal('0.6');
const member = '7';
const cashKey = accountKey(memberAccount(member, 'JPY', 'available'));
const yen = yenAmount;

function post(balances: Balances, entry: Entry): Balances {
  const after = applyEntry(balances, entry);
  if (isRejection(after)) throw new Error(`refused: ${entry.reason}`);
  return after;
}

interface Held extends CollateralPosition {
  readonly entryYen: bigint;
}

describe('cash as collateral over random sequences', () => {
  it('never lets cash leave past the line, and keeps the books at zero', () => {
    fc.assert(
      fc.property(
        fc.array(holding, { minLength: 1, maxLength: 3 }),
        fc.bigInt({ min: 0n, max: 500_000n }),
        fc.array(operation, { maxLength: 40 }),
        (holdings, spare, operations) => {
          // Open the holdings from a deposit that pays their margins and fees, plus `spare` cash.
          let open: Held[] = holdings.map((item, index) => {
            const shares = item.lots * 100;
            const notional = BigInt(item.entry * shares);
            return {
              id: index,
              direction: 'long' as const,
              shares,
              entryNotional: asSen(notional * 100n),
              margin: yen(notional / BigInt(item.leverage)),
              mark: asPrice(BigInt(item.entry) * 100n),
              entryYen: BigInt(item.entry),
            };
          });
          const fee = (position: Held) => yen((position.mark * BigInt(position.shares)) / 100n / 1_000n);
          const charges = open.map((position) => {
            const opening = fee(position);
            return {
              margin: position.margin,
              fee: opening,
              stampDuty: yen(0n),
              total: yen(position.margin.minor + opening.minor),
            };
          });
          const cost = charges.reduce((total, charge) => total + charge.total.minor, 0n);
          let balances = post(new Map(), depositEntry(member, yen(cost + spare)));
          for (const charge of charges) {
            balances = post(balances, orderHoldEntry(member, charge));
            balances = post(balances, fillEntry(member, charge.total, charge));
          }
          let owed = 0n;
          const cash = () => yen(balances.get(cashKey) ?? 0n);
          const figures = () => ({ owed: yen(owed), holdings: collateralValue(open), cash: cash() });
          const total = () => collateralValue(open).minor + cash().minor;
          const withinLine = () => owed * 10n <= 6n * total();
          /** Cash leaving under the rule: refused, or it leaves owed within the line; and the rule is tight. */
          const outflow = (wanted: bigint, pay: (out: bigint) => void) => {
            const out = wanted < cash().minor ? wanted : cash().minor;
            if (out <= 0n) return;
            const refused = collateralRefusal(figures(), yen(out), maxLtv);
            const most = withdrawableCash(figures(), maxLtv).minor;
            if (refused) {
              // One yen more than the most would break the line.
              expect(owed * 10n > 6n * (total() - most - 1n)).toBe(true);
              return;
            }
            pay(out);
            expect(withinLine()).toBe(true);
          };

          for (const step of operations) {
            const wasWithin = withinLine();
            if (step.kind === 'borrow') {
              // Nothing may be borrowed while a loan runs beyond the line; within it, the line counts cash too.
              if (step.amount > availableCredit(yen(total()), yen(owed), maxLtv).minor) continue;
              balances = post(balances, loanDisbursalEntry(member, yen(step.amount)));
              owed += step.amount;
              expect(withinLine()).toBe(true);
            } else if (step.kind === 'price') {
              // Whole yen, at least ¥1.
              open = open.map((position) => {
                const markYen = ((position.mark / 100n) * BigInt(step.percent)) / 100n;
                return { ...position, mark: asPrice((markYen > 0n ? markYen : 1n) * 100n) };
              });
            } else if (step.kind === 'close') {
              const position = open[step.index % Math.max(open.length, 1)];
              if (!position) continue;
              const before = total();
              const gross = (position.mark / 100n - position.entryYen) * BigInt(position.shares);
              const settlement = { margin: position.margin, grossPnl: yen(gross), closingFee: fee(position) };
              const writeOff = closeShortfall(settlement, cash());
              balances = post(balances, closeEntry(member, { ...settlement, writeOff }));
              open = open.filter((item) => item !== position);
              // Closing is never refused; the collateral falls by the fee and the loss beyond the margin, nothing else.
              const equity = positionCollateralSen(position) / 100n;
              const realised = position.margin.minor + gross - settlement.closingFee.minor + writeOff.minor;
              expect(total() - before).toBe(realised - equity);
              expect(realised - equity).toBeLessThanOrEqual(0n);
            } else if (step.kind === 'withdraw') {
              outflow(step.amount, (out) => {
                balances = post(balances, holdEntry(member, yen(out), 'withdrawal_hold'));
                balances = post(balances, settleWithdrawalEntry(member, yen(out)));
              });
            } else if (step.kind === 'exchange') {
              // ¥150 a dollar: the yen leave, the dollars are not collateral.
              outflow(step.amount - (step.amount % 150n), (out) => {
                if (out < 150n) return;
                balances = post(balances, exchangeEntry(member, yen(out), money('USD', (out / 150n) * 100n)));
              });
            } else {
              const paid = [step.amount, owed, cash().minor].reduce((least, value) => (value < least ? value : least));
              if (paid <= 0n) continue;
              balances = post(balances, loanRepaymentEntry(member, yen(paid)));
              owed -= paid;
            }
            if (wasWithin && step.kind !== 'price' && step.kind !== 'close') expect(withinLine()).toBe(true);
            expect(balances.get(accountKey(houseAccount('loans', 'JPY'))) ?? 0n).toBe(-owed);
            const byCurrency = new Map<string, bigint>();
            for (const [key, value] of balances) {
              const { currency } = parseAccountKey(key);
              byCurrency.set(currency, (byCurrency.get(currency) ?? 0n) + value);
            }
            for (const sum of byCurrency.values()) expect(sum).toBe(0n);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
