/**
 * Random sequences of strategy orders, price moves and unfollows, mirrored into several copies
 * through the copy entries and the pocket trading entries: at every step each copy's cash plus
 * its positions (margin + P&L at the mark) equals what was invested plus its P&L less its fees,
 * no guarded balance goes below zero, and every currency sums to zero.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asPrice, type Sen } from './stock-exchange-rules';
import { accountKey, applyEntry, depositEntry, type Balances, type Entry } from './ledger';
import { copyFeeEntry, copyFundingEntry, copyOrderSize, copyReturnEntry, performanceFee } from './copy-rules';
import { isRejection } from './rejection';
import { defaultTradingConfig } from './trading-config';
import { pocketCloseEntry, pocketFillEntry, pocketTradingAccounts } from './trading-ledger';
import { closeOutcome, notionalOf, orderCharges, unrealizedPnl, yenAmount } from './trading-money';

type Step =
  { kind: 'enter'; lots: number } | { kind: 'exit' } | { kind: 'price'; percent: number } | { kind: 'unfollow'; copy: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('enter' as const), lots: fc.integer({ min: 1, max: 30 }) }),
  fc.constant({ kind: 'exit' as const }),
  fc.record({ kind: fc.constant('price' as const), percent: fc.integer({ min: 70, max: 130 }) }),
  fc.record({ kind: fc.constant('unfollow' as const), copy: fc.integer({ min: 0, max: 3 }) }),
);

interface Held {
  shares: number;
  entryNotional: Sen;
  margin: bigint;
}

interface CopyModel {
  id: string;
  member: string;
  invested: bigint;
  running: boolean;
  held: Held[];
  realized: bigint;
  fees: bigint;
}

function post(balances: Balances, entry: Entry): Balances {
  const after = applyEntry(balances, entry);
  if (isRejection(after)) throw new Error(`refused ${entry.reason}`);
  return after;
}

const balanceOf = (balances: Balances, key: string) => balances.get(key) ?? 0n;

describe('copies over random strategy orders, prices and unfollows', () => {
  it('keep cash + positions = invested + P&L − fees and the books at zero', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 50_000n, max: 5_000_000n }), { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 0, max: 20 }),
        fc.array(step, { maxLength: 25 }),
        (amounts, feePct, steps) => {
          let balances: Balances = new Map();
          let price = asPrice(100_000n); // ¥1,000.00 in sen
          const strategyEquity = yenAmount(20_000_000n);
          const copies: CopyModel[] = amounts.map((amount, index) => ({
            id: String(index + 1),
            member: String(100 + index),
            invested: amount,
            running: true,
            held: [],
            realized: 0n,
            fees: 0n,
          }));
          for (const copy of copies) {
            balances = post(balances, depositEntry(copy.member, yenAmount(amount(copy))));
            balances = post(balances, copyFundingEntry(copy.id, copy.member, yenAmount(copy.invested)));
          }
          function amount(copy: CopyModel) {
            return copy.invested + 1_000n;
          }
          const accountsOf = (copy: CopyModel) => pocketTradingAccounts('copy', copy.id, copy.member);
          const equityOf = (copy: CopyModel) =>
            balanceOf(balances, accountKey(accountsOf(copy).cash)) +
            copy.held.reduce(
              (total, held) => total + held.margin + unrealizedPnl({ direction: 'long', ...held }, price).minor,
              0n,
            );
          const closeAll = (copy: CopyModel) => {
            for (const held of copy.held.splice(0)) {
              const outcome = closeOutcome({ direction: 'long', ...held }, price, defaultTradingConfig);
              const settlement = { margin: yenAmount(held.margin), grossPnl: outcome.grossPnl, closingFee: outcome.closingFee };
              const cash = balanceOf(balances, accountKey(accountsOf(copy).cash));
              const short = cash + held.margin + outcome.realizedPnl.minor;
              const writeOff = yenAmount(short < 0n ? -short : 0n);
              balances = post(balances, pocketCloseEntry(accountsOf(copy), { ...settlement, writeOff }));
              copy.realized += outcome.grossPnl.minor + writeOff.minor;
              copy.fees += outcome.closingFee.minor;
            }
          };

          for (const current of steps) {
            if (current.kind === 'price') price = asPrice((price * BigInt(current.percent)) / 100n);
            for (const copy of copies.filter((item) => item.running)) {
              if (current.kind === 'enter') {
                // Each copy mirrors the strategy's shares in proportion to its equity, whole lots, and skips what its cash can't pay.
                const size = copyOrderSize({
                  strategyShares: current.lots * 100,
                  copyEquity: yenAmount(equityOf(copy)),
                  strategyEquity,
                  lotSize: 100,
                  halted: false,
                });
                if ('skipped' in size) continue;
                const entryNotional = notionalOf(price, size.shares);
                const charges = orderCharges(entryNotional, 1, defaultTradingConfig);
                if (charges.total.minor > balanceOf(balances, accountKey(accountsOf(copy).cash))) continue;
                balances = post(balances, pocketFillEntry(accountsOf(copy), charges));
                copy.held.push({ shares: size.shares, entryNotional, margin: charges.margin.minor });
                copy.fees += charges.fee.minor + charges.stampDuty.minor;
              }
              if (current.kind === 'exit') closeAll(copy);
              if (current.kind === 'unfollow' && Number(copy.id) === current.copy + 1) {
                closeAll(copy);
                const cash = balanceOf(balances, accountKey(accountsOf(copy).cash));
                const fee = performanceFee(yenAmount(cash), yenAmount(copy.invested), feePct);
                if (fee.minor > 0n) balances = post(balances, copyFeeEntry(copy.id, copy.member, fee));
                copy.fees += fee.minor;
                const rest = cash - fee.minor;
                if (rest > 0n) balances = post(balances, copyReturnEntry(copy.id, copy.member, yenAmount(rest)));
                copy.running = false;
              }
            }
            for (const copy of copies) {
              const unrealized = copy.held.reduce(
                (total, held) => total + unrealizedPnl({ direction: 'long', ...held }, price).minor,
                0n,
              );
              const returned = copy.running ? 0n : balanceOf(balances, `member:JPY:available:${copy.member}`) - 1_000n;
              // cash + positions (+ what already went back) = invested + realized + unrealized − fees
              expect(equityOf(copy) + returned).toBe(copy.invested + copy.realized + unrealized - copy.fees);
            }
            const total = [...balances.values()].reduce((sum, value) => sum + value, 0n);
            expect(total).toBe(0n);
            for (const [key, value] of balances) if (!key.startsWith('house:')) expect(value).toBeGreaterThanOrEqual(0n);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
