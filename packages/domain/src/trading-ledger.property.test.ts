/**
 * Random sequences of deposits, orders, fills, cancels, added margin and closes, posted through
 * the trading entries and also applied to a small reference model of plain sums: the two agree
 * at every step, every currency sums to zero, no member bucket goes below zero, a refused
 * operation changes nothing, and frozen and margin always equal what pending orders hold and
 * open positions carry.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { yen, asPrice, type Sen } from './stock-exchange-rules';
import {
  accountKey,
  applyEntry,
  depositEntry,
  houseAccount,
  memberAccount,
  parseAccountKey,
  type Balances,
  type Entry,
} from './ledger';
import { isRejection } from './rejection';
import { defaultTradingConfig, type Direction, type Yen } from './trading-config';
import { addMarginEntry, closeEntry, closeShortfall, fillEntry, orderHoldEntry, orderReleaseEntry } from './trading-ledger';
import { closeOutcome, notionalOf, orderCharges, yenAmount, type OrderCharges } from './trading-money';

const members = ['m1', 'm2'] as const;
type Member = (typeof members)[number];
const config = defaultTradingConfig;

type Operation =
  | { kind: 'deposit'; member: Member; amount: bigint }
  | { kind: 'withdraw'; member: Member; percent: number }
  | { kind: 'place'; member: Member; direction: Direction; price: number; lots: number; leverage: number }
  | { kind: 'fill'; pick: number; priceStep: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'addMargin'; pick: number; amount: bigint }
  | { kind: 'close'; pick: number; percent: number; forced: boolean };

const member = fc.constantFrom(...members);
const pick = fc.nat({ max: 20 });
// Whole-yen prices from ¥1,000 to ¥3,000: on the ¥1 tick, with room for losses beyond the margin.
const price = fc.integer({ min: 1_000, max: 3_000 });
// Weighted so that most sequences place, fill and close several positions, and deposits are
// sized like real ones, so some orders are affordable and some are not.
const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('deposit' as const), member, amount: fc.bigInt({ min: 10_000n, max: 1_500_000n }) }),
  },
  // Withdrawals drain available, so fills that need more and closes that lose more get refused.
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), member, percent: fc.constantFrom(100, 90, 50) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      member,
      direction: fc.constantFrom<Direction>('long', 'short'),
      price,
      lots: fc.integer({ min: 1, max: 5 }),
      leverage: fc.constantFrom(...config.leverageOptions),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('fill' as const), pick, priceStep: fc.integer({ min: -100, max: 200 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('addMargin' as const), pick, amount: fc.bigInt({ min: 1n, max: 200_000n }) }),
  },
  // A close moves the price to 20%–250% of the entry, so many losses run past the margin.
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('close' as const),
      pick,
      percent: fc.integer({ min: 20, max: 250 }),
      forced: fc.boolean(),
    }),
  },
);

interface Order {
  readonly member: Member;
  readonly direction: Direction;
  readonly price: number;
  readonly shares: number;
  readonly leverage: number;
  readonly held: OrderCharges;
}
interface Position {
  readonly member: Member;
  readonly direction: Direction;
  readonly shares: number;
  readonly entryNotional: Sen;
  margin: Yen;
}

/** The reference: each member's three buckets, moved by plain arithmetic, and the open orders and positions. */
interface Model {
  readonly wallets: Map<Member, { available: bigint; frozen: bigint; margin: bigint }>;
  readonly orders: Order[];
  readonly positions: Position[];
}

function wallet(model: Model, who: Member) {
  if (!model.wallets.has(who)) model.wallets.set(who, { available: 0n, frozen: 0n, margin: 0n });
  return model.wallets.get(who)!;
}

const chosen = <T>(items: T[], index: number): T | undefined => (items.length === 0 ? undefined : items[index % items.length]);

/**
 * The entry the service would post for an operation, and what the model does if the ledger
 * accepts it; null when there is nothing to post (no pending order or open position to act on).
 * `affordable` is the model's own verdict, worked out without postings.
 */
interface Planned {
  readonly entry: Entry;
  readonly affordable: boolean;
  readonly commit: () => void;
  /** A forced close of a member who can't pay the whole loss. */
  readonly writesOff?: boolean;
}

function step(model: Model, balances: Balances, op: Operation): Planned | null {
  switch (op.kind) {
    case 'deposit': {
      const funds = wallet(model, op.member);
      return {
        entry: depositEntry(op.member, yenAmount(op.amount)),
        affordable: true,
        commit: () => void (funds.available += op.amount),
      };
    }
    case 'withdraw': {
      const funds = wallet(model, op.member);
      const amount = (funds.available * BigInt(op.percent)) / 100n;
      if (amount === 0n) return null;
      const entry: Entry = {
        reason: 'withdrawal_settle',
        postings: [
          { account: memberAccount(op.member, 'JPY', 'available'), amount: yenAmount(-amount) },
          { account: houseAccount('bank', 'JPY'), amount: yenAmount(amount) },
        ],
      };
      return { entry, affordable: true, commit: () => void (funds.available -= amount) };
    }
    case 'place': {
      const shares = op.lots * config.lotSize;
      const held = orderCharges(notionalOf(yen(String(op.price)), shares), op.leverage, config);
      const funds = wallet(model, op.member);
      return {
        entry: orderHoldEntry(op.member, held),
        affordable: funds.available >= held.total.minor,
        commit: () => {
          funds.available -= held.total.minor;
          funds.frozen += held.total.minor;
          model.orders.push({ member: op.member, direction: op.direction, price: op.price, shares, leverage: op.leverage, held });
        },
      };
    }
    case 'fill': {
      const order = chosen(model.orders, op.pick);
      if (!order) return null;
      // The fill may come at a different price than the hold was worked out at, either way.
      const entryNotional = notionalOf(yen(String(order.price + op.priceStep)), order.shares);
      const charged = orderCharges(entryNotional, order.leverage, config);
      const funds = wallet(model, order.member);
      const refund = order.held.total.minor - charged.total.minor;
      return {
        entry: fillEntry(order.member, order.held.total, charged),
        affordable: funds.available + refund >= 0n,
        commit: () => {
          funds.frozen -= order.held.total.minor;
          funds.margin += charged.margin.minor;
          funds.available += refund;
          model.orders.splice(model.orders.indexOf(order), 1);
          model.positions.push({
            member: order.member,
            direction: order.direction,
            shares: order.shares,
            entryNotional,
            margin: charged.margin,
          });
        },
      };
    }
    case 'cancel': {
      const order = chosen(model.orders, op.pick);
      if (!order) return null;
      const funds = wallet(model, order.member);
      return {
        entry: orderReleaseEntry(order.member, order.held.total),
        affordable: true,
        commit: () => {
          funds.frozen -= order.held.total.minor;
          funds.available += order.held.total.minor;
          model.orders.splice(model.orders.indexOf(order), 1);
        },
      };
    }
    case 'addMargin': {
      const position = chosen(model.positions, op.pick);
      if (!position) return null;
      const funds = wallet(model, position.member);
      return {
        entry: addMarginEntry(position.member, yenAmount(op.amount)),
        affordable: funds.available >= op.amount,
        commit: () => {
          funds.available -= op.amount;
          funds.margin += op.amount;
          position.margin = yenAmount(position.margin.minor + op.amount);
        },
      };
    }
    case 'close': {
      const position = chosen(model.positions, op.pick);
      if (!position) return null;
      // The entry's average price moved by `percent`, in whole yen.
      const closePrice = asPrice(
        ((position.entryNotional * BigInt(op.percent)) / (100n * BigInt(position.shares)) / 100n) * 100n,
      );
      const outcome = closeOutcome(position, closePrice, config);
      const settlement = { margin: position.margin, grossPnl: outcome.grossPnl, closingFee: outcome.closingFee };
      // A forced close (liquidation) writes off what the member can't pay; the member's own close may be refused.
      const availableNow = yenAmount(balances.get(accountKey(memberAccount(position.member, 'JPY', 'available'))) ?? 0n);
      const writeOff = op.forced ? closeShortfall(settlement, availableNow) : yenAmount(0n);
      const net = position.margin.minor + outcome.grossPnl.minor - outcome.closingFee.minor + writeOff.minor;
      const funds = wallet(model, position.member);
      return {
        entry: closeEntry(position.member, { ...settlement, writeOff }),
        affordable: funds.available + net >= 0n,
        writesOff: writeOff.minor > 0n,
        commit: () => {
          funds.available += net;
          funds.margin -= position.margin.minor;
          model.positions.splice(model.positions.indexOf(position), 1);
        },
      };
    }
  }
}

function currencyTotals(balances: Balances): Map<string, bigint> {
  const totals = new Map<string, bigint>();
  for (const [key, minor] of balances) {
    const { currency } = parseAccountKey(key);
    totals.set(currency, (totals.get(currency) ?? 0n) + minor);
  }
  return totals;
}

/**
 * What is wrong after a step, or null: checked with plain comparisons (one `expect` per step
 * keeps a thousand runs quick).
 */
function brokenInvariant(balances: Balances, model: Model): string | null {
  for (const [currency, total] of currencyTotals(balances)) if (total !== 0n) return `${currency} sums to ${total}`;
  for (const [key, minor] of balances) {
    if (parseAccountKey(key).kind === 'member' && minor < 0n) return `${key} is ${minor}`;
  }
  for (const who of members) {
    const expected = wallet(model, who);
    for (const bucket of ['available', 'frozen', 'margin'] as const) {
      const actual = balances.get(accountKey(memberAccount(who, 'JPY', bucket))) ?? 0n;
      if (actual !== expected[bucket]) return `${who} ${bucket} is ${actual} in the ledger, ${expected[bucket]} in the model`;
    }
    // Frozen is exactly what pending orders hold; margin exactly what open positions carry.
    const held = model.orders
      .filter((order) => order.member === who)
      .reduce((total, order) => total + order.held.total.minor, 0n);
    if (expected.frozen !== held) return `${who} has ${expected.frozen} frozen for orders holding ${held}`;
    const carried = model.positions
      .filter((position) => position.member === who)
      .reduce((total, position) => total + position.margin.minor, 0n);
    if (expected.margin !== carried) return `${who} has ${expected.margin} margin for positions carrying ${carried}`;
  }
  return null;
}

describe('trading entries against a reference model', () => {
  it('keep every currency at zero and every member bucket at or above zero, and agree with the model', () => {
    // Which paths the sequences reached, so the test can't pass by never reaching them.
    const reached = new Set<string>();
    fc.assert(
      fc.property(fc.array(operation, { minLength: 10, maxLength: 60 }), (operations) => {
        let balances: Balances = new Map();
        const model: Model = { wallets: new Map(), orders: [], positions: [] };
        for (const op of operations) {
          const planned = step(model, balances, op);
          if (!planned) continue;
          const before = [...balances];
          const next = applyEntry(balances, planned.entry);
          reached.add(`${op.kind} ${isRejection(next) ? 'refused' : 'posted'}`);
          if (planned.writesOff && !isRejection(next)) reached.add('write-off');
          if (isRejection(next)) {
            expect(next.rejected).toBe('insufficient_funds');
            expect(planned.affordable).toBe(false);
            // A refusal changes nothing: the balances passed in are untouched.
            expect([...balances]).toEqual(before);
          } else {
            expect(planned.affordable).toBe(true);
            planned.commit();
            balances = next;
          }
          if (op.kind === 'close' && op.forced) expect(isRejection(next)).toBe(false);
          expect(brokenInvariant(balances, model)).toBeNull();
        }
      }),
      // Enough runs that the rarer paths (a refused close, a write-off) are reached every time.
      { numRuns: 2_000 },
    );
    const paths = [
      'place refused',
      'fill posted',
      'fill refused',
      'cancel posted',
      'addMargin posted',
      'close posted',
      'close refused',
      'write-off',
    ];
    for (const path of paths) expect(reached, path).toContain(path);
  }, 60_000);
});
