/** The loan rules by table, with the arithmetic written out, and against a reference written here in floating-free rationals. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asPrice, asSen } from './stock-exchange-rules';
import { decimal, formatDecimal } from './decimal';
import {
  availableCredit,
  collateralValue,
  daysToAccrue,
  forcedSalePlan,
  interestForTerm,
  interestOn,
  loanConfigFrom,
  loanRisk,
  ltvPercent,
  nextForcedSale,
  parseTermDays,
  splitRepayment,
  stressFall,
  type CollateralPosition,
} from './loan-rules';
import { yenAmount } from './trading-money';

const maxLtv = decimal('0.6');
const yen = (value: number | bigint) => yenAmount(BigInt(value));

/** A long position of `shares` bought at `entry` yen with `leverage`, marked at `mark` yen. */
function long(id: number, shares: number, entry: number, mark: number, leverage = 1): CollateralPosition {
  const entryNotional = asSen(BigInt(entry * shares) * 100n);
  return {
    id,
    direction: 'long',
    shares,
    entryNotional,
    margin: yen(BigInt(entry * shares) / BigInt(leverage)),
    mark: asPrice(BigInt(mark) * 100n),
  };
}

describe('collateral and the credit line', () => {
  it.each([
    // 100 × ¥2,000 at leverage 1 = ¥200,000 equity; 0.6 × 200,000 − 0 = 120,000
    {
      name: 'one unlevered holding',
      positions: [long(1, 100, 2000, 2000)],
      owed: 0,
      collateral: 200_000,
      credit: 120_000,
      ltv: '0.00',
    },
    // market 100 × 2,200 = 220,000 less borrowed (200,000 − 100,000) = 120,000; 0.6 × 120,000 − 30,000 = 42,000; 30,000 ÷ 120,000 = 25%
    {
      name: 'a leveraged holding with a gain',
      positions: [long(1, 100, 2000, 2200, 2)],
      owed: 30_000,
      collateral: 120_000,
      credit: 42_000,
      ltv: '25.00',
    },
    // 100 × 900 − 100,000 borrowed < 0: no equity, so 0; a short is never collateral
    {
      name: 'an underwater leveraged holding and a short',
      positions: [long(1, 100, 2000, 900, 2), { ...long(2, 100, 1000, 1000), direction: 'short' as const }],
      owed: 0,
      collateral: 0,
      credit: 0,
      ltv: '0.00',
    },
    // 200,000 collateral, owed 130,000 > 0.6 × 200,000: no credit; 130,000 ÷ 200,000 = 65%
    {
      name: 'owing above the line',
      positions: [long(1, 100, 2000, 2000)],
      owed: 130_000,
      collateral: 200_000,
      credit: 0,
      ltv: '65.00',
    },
    // 1 ÷ 3 = 33.333…% rounds up to 33.34
    { name: 'an LTV that rounds up', positions: [long(1, 3, 1, 1)], owed: 1, collateral: 3, credit: 0, ltv: '33.34' },
  ])('$name', ({ positions, owed, collateral, credit, ltv }) => {
    const value = collateralValue(positions);
    expect(value.minor).toBe(BigInt(collateral));
    expect(availableCredit(value, yen(owed), maxLtv).minor).toBe(BigInt(credit));
    expect(formatDecimal(ltvPercent(yen(owed), value)!)).toBe(ltv);
  });

  it('has no LTV when something is owed on no collateral', () => {
    expect(ltvPercent(yen(1), yen(0))).toBeNull();
  });
});

describe('the thresholds', () => {
  it.each([
    // 119,999 ÷ 200,000 = 59.9995%
    { owed: 119_999, risk: 'ok' },
    // 120,000 ÷ 200,000 = 60%: no new borrowing
    { owed: 120_000, risk: 'noBorrowing' },
    { owed: 149_999, risk: 'noBorrowing' },
    // 150,000 ÷ 200,000 = 75%
    { owed: 150_000, risk: 'warning' },
    { owed: 169_999, risk: 'warning' },
    // 170,000 ÷ 200,000 = 85%
    { owed: 170_000, risk: 'forcedSale' },
  ])('owing $owed on ¥200,000 of collateral is $risk', ({ owed, risk }) => {
    expect(loanRisk(yen(owed), yen(200_000), maxLtv)).toBe(risk);
  });

  it('is at the forced-sale level when something is owed on nothing', () => {
    expect(loanRisk(yen(1), yen(0), maxLtv)).toBe('forcedSale');
    expect(loanRisk(yen(0), yen(0), maxLtv)).toBe('ok');
  });
});

describe('interest', () => {
  it.each([
    // 100,000 × 30 days × 0.029 ÷ 365 = 238.356… → 238
    { principalDays: 3_000_000n, apr: '0.029', interest: 238n },
    // 1,000,000 × 1 × 0.029 ÷ 365 = 79.45… → 79
    { principalDays: 1_000_000n, apr: '0.029', interest: 79n },
    // 365 × 100 × 0.1 ÷ 365 = 10 exactly
    { principalDays: 36_500n, apr: '0.1', interest: 10n },
    { principalDays: 0n, apr: '0.029', interest: 0n },
  ])('$principalDays principal-days at $apr is ¥$interest', ({ principalDays, apr, interest }) => {
    expect(interestOn(principalDays, decimal(apr)).minor).toBe(interest);
  });

  it('adds up across days without rounding each day (the increase of the running total)', () => {
    // ¥10,000 at 2.9%: each day is 0.7945… yen; the 30 days' running total 23.83… → 23, where
    // rounding each day down on its own would give 30 × 0 = 0.
    const totals = [...Array(30).keys()].map((day) => interestOn(10_000n * BigInt(day + 1), decimal('0.029')).minor);
    expect(totals[0]).toBe(0n);
    expect(totals.at(-1)).toBe(23n);
    expect(interestForTerm(yen(10_000), 30, decimal('0.029')).minor).toBe(23n);
  });

  it('counts the Japan days to accrue across a month end and a year end', () => {
    expect(daysToAccrue('2026-11-29', '2026-12-02')).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
    expect(daysToAccrue('2026-12-31', '2027-01-01')).toEqual(['2027-01-01']);
    expect(daysToAccrue('2027-02-27', '2027-03-01')).toEqual(['2027-02-28', '2027-03-01']);
    expect(daysToAccrue('2026-12-02', '2026-12-02')).toEqual([]);
  });
});

describe('repayment', () => {
  it.each([
    // owed 10,000 principal + 50 interest; 30 pays interest only
    { amount: 30, interest: 30, principal: 0 },
    // 1,000 = 50 interest + 950 principal
    { amount: 1_000, interest: 50, principal: 950 },
    { amount: 10_050, interest: 50, principal: 10_000 },
  ])('¥$amount pays interest ¥$interest first, then principal ¥$principal', ({ amount, interest, principal }) => {
    const split = splitRepayment({ principal: yen(10_000), interest: yen(50) }, yen(amount));
    expect([split.interest.minor, split.principal.minor]).toEqual([BigInt(interest), BigInt(principal)]);
  });

  it('refuses more than is owed, as a bug', () => {
    expect(() => splitRepayment({ principal: yen(10_000), interest: yen(50) }, yen(10_051))).toThrow();
  });
});

describe('forced sales', () => {
  // Collateral: #1 100 × 1,000 = 100,000; #2 100 × 3,000 = 300,000; #3 100 × 500 = 50,000; total 450,000.
  const positions = [long(1, 100, 1000, 1000), long(2, 100, 3000, 3000), long(3, 100, 500, 500)];

  it('sells nothing below 85%', () => {
    // 382,499 ÷ 450,000 = 84.99…%
    expect(forcedSalePlan(positions, yen(382_499), maxLtv).sold).toEqual([]);
  });

  it('sells the largest first until the LTV is under 60%', () => {
    // 390,000 ÷ 450,000 = 86.7%: sell #2 (300,000) → owed 90,000 on 150,000 = 60%, still not under;
    // sell #1 (100,000) → owed 0 on 50,000.
    const plan = forcedSalePlan(positions, yen(390_000), maxLtv);
    expect(plan.sold.map((sale) => [sale.id, sale.proceeds.minor])).toEqual([
      [2, 300_000n],
      [1, 100_000n],
    ]);
    expect(plan.owed.minor).toBe(0n);
  });

  it('stops as soon as the LTV is under 60%', () => {
    // 400,000 ÷ 460,000 ≥ 85%: sell #2 (310,000 at 3,100) → 90,000 on 150,000 = 60%: sell #1 → 0
    // With 380,000 on 440,000 (86.4%): sell #2 (300,000) → 80,000 on 140,000 = 57.1%: stop.
    const cheaper = [long(1, 100, 1000, 1000), long(2, 100, 3000, 3000), long(3, 100, 400, 400)];
    const plan = forcedSalePlan(cheaper, yen(380_000), maxLtv);
    expect(plan.sold.map((sale) => sale.id)).toEqual([2]);
    expect(plan.owed.minor).toBe(80_000n);
    expect(nextForcedSale(cheaper.slice(0, 1).concat(cheaper.slice(2)), plan.owed, maxLtv)).toBeNull();
  });
});

describe('forced sales with cash', () => {
  it('counts the cash, so it sells nothing while holdings and cash together are under the line', () => {
    const positions = [long(1, 100, 1000, 1000), long(2, 100, 3000, 3000)];
    // 390,000 on 400,000 of holdings is 97.5%; with 300,000 of cash it is 390,000 ÷ 700,000 = 55.7%.
    expect(forcedSalePlan(positions, yen(390_000), maxLtv, yen(300_000)).sold).toEqual([]);
    expect(nextForcedSale(positions, yen(390_000), maxLtv, yen(300_000))).toBeNull();
    // With 50,000 of cash: 390,000 ÷ 450,000 = 86.7%: sell #2 (300,000) → 90,000 on 100,000 + 50,000 = 60%: sell #1 → 0.
    expect(forcedSalePlan(positions, yen(390_000), maxLtv, yen(50_000)).sold.map((sale) => sale.id)).toEqual([2, 1]);
  });
});

describe('the stress line', () => {
  it.each([
    // collateral 200,000 unlevered, owed 60,000: 60% is reached at 100,000 collateral = a fall of 50%;
    // 75% at 80,000 = 60%; 85% at 70,588.2… = 64.70…% → 64.70
    { owed: 60_000, level: '0.6', fall: '50.00' },
    { owed: 60_000, level: '0.75', fall: '60.00' },
    { owed: 60_000, level: '0.85', fall: '64.70' },
    { owed: 130_000, level: '0.6', fall: '0.00' },
  ])('owing $owed on ¥200,000, $level is reached at a fall of $fall%', ({ owed, level, fall }) => {
    const result = stressFall([long(1, 100, 2000, 2000)], yen(owed), decimal(level));
    expect(result && formatDecimal(result)).toBe(fall);
  });

  it('drops a leveraged position once its equity is gone', () => {
    // #1 200,000 at leverage 2 (borrowed 100,000) and #2 100,000 unlevered; owed 60,000, level 0.6 → C* = 100,000.
    // All active: 300,000·x − 100,000 = 100,000 → x = 2/3, but #1 has equity there (200,000 × 2/3 > 100,000), so
    // the fall is 1/3 = 33.33%.
    const positions = [long(1, 100, 2000, 2000, 2), long(2, 100, 1000, 1000)];
    expect(formatDecimal(stressFall(positions, yen(60_000), decimal('0.6'))!)).toBe('33.33');
    // C* = 60,000 ÷ 0.85 = 70,588.2: all active gives x = 170,588.2 ÷ 300,000 = 0.5686, where #1's
    // 113,725 > 100,000 still has equity: fall 43.13%.
    expect(formatDecimal(stressFall(positions, yen(60_000), decimal('0.85'))!)).toBe('43.13');
    // owed 20,000 at 0.85: C* = 23,529.4; all active: x = 123,529.4 ÷ 300,000 = 0.41 → #1 is underwater
    // (82,353 < 100,000), dropped; #2 alone: 100,000·x = 23,529.4 → fall 76.47%.
    expect(formatDecimal(stressFall(positions, yen(20_000), decimal('0.85'))!)).toBe('76.47');
  });

  it('counts cash, which does not fall, beside the holdings', () => {
    // Owed 60,000, cash 20,000: 60% is reached at 100,000 of collateral, so at holdings of 80,000
    // of 200,000: a fall of 60%. With 120,000 of cash, cash alone keeps it under: no fall reaches it.
    // With 100,000, exactly 60% of what is owed, only a stock worth nothing (a fall of 100%) reaches it.
    expect(formatDecimal(stressFall([long(1, 100, 2000, 2000)], yen(60_000), decimal('0.6'), yen(20_000))!)).toBe('60.00');
    expect(stressFall([long(1, 100, 2000, 2000)], yen(60_000), decimal('0.6'), yen(120_000))).toBeNull();
    expect(formatDecimal(stressFall([long(1, 100, 2000, 2000)], yen(60_000), decimal('0.6'), yen(100_000))!)).toBe('100.00');
  });

  it('is null when nothing is owed', () => {
    expect(stressFall([long(1, 100, 2000, 2000)], yen(0), decimal('0.6'))).toBeNull();
  });
});

describe('settings', () => {
  it('reads the published defaults', () => {
    const config = loanConfigFrom({ loanMaxLtv: '0.6', loanApr: '0.029', loanTermDays: '7,14,30,90' });
    expect(config.termDays).toEqual([7, 14, 30, 90]);
  });

  it.each([
    { loanMaxLtv: '0.8', loanApr: '0.029', loanTermDays: '7' },
    { loanMaxLtv: '0', loanApr: '0.029', loanTermDays: '7' },
    { loanMaxLtv: '0.6', loanApr: '1.5', loanTermDays: '7' },
    { loanMaxLtv: '0.6', loanApr: '0.029', loanTermDays: '7,7' },
  ])('refuses %o', (settings) => {
    expect(() => loanConfigFrom(settings)).toThrow();
  });

  it('accepts only distinct whole days', () => {
    expect(parseTermDays('7,14')).toEqual([7, 14]);
    expect(parseTermDays('0')).toBeNull();
    expect(parseTermDays('7,')).toBeNull();
  });
});

/**
 * An independent reference: collateral from prices and leverage in plain rationals (numerator
 * and denominator as bigints), the line and the fall solved by bisection rather than by the
 * line-dropping solution above.
 */
describe('against a reference', () => {
  const position = fc.record({
    shares: fc.integer({ min: 1, max: 50 }).map((lots) => lots * 100),
    entry: fc.integer({ min: 100, max: 5_000 }),
    move: fc.integer({ min: -90, max: 90 }),
    leverage: fc.integer({ min: 1, max: 3 }),
  });
  const portfolio = fc.array(position, { minLength: 1, maxLength: 5 });
  const build = (list: { shares: number; entry: number; move: number; leverage: number }[]) =>
    list.map((item, index) =>
      long(index + 1, item.shares, item.entry, Math.max(1, Math.round((item.entry * (100 + item.move)) / 100)), item.leverage),
    );

  /** Σ max(0, shares × mark − (cost − margin)) in sen, at prices scaled by x = xn/xd. */
  function referenceCollateralSen(positions: CollateralPosition[], xn = 1n, xd = 1n): [bigint, bigint] {
    let total = 0n;
    for (const item of positions) {
      const equity = BigInt(item.shares) * item.mark * xn - (item.entryNotional - item.margin.minor * 100n) * xd;
      if (equity > 0n) total += equity;
    }
    return [total, xd];
  }

  it('computes the credit line as ⌊0.6 × ⌊collateral⌋⌋ − owed', () => {
    fc.assert(
      fc.property(portfolio, fc.bigInt({ min: 0n, max: 5_000_000n }), (list, owed) => {
        const positions = build(list);
        const [sen] = referenceCollateralSen(positions);
        const collateral = sen / 100n;
        expect(collateralValue(positions).minor).toBe(collateral);
        const line = (collateral * 6n) / 10n - owed;
        expect(availableCredit(yen(collateral), yen(owed), maxLtv).minor).toBe(line > 0n ? line : 0n);
      }),
    );
  });

  it('finds the fall when cash alone sits exactly at the level: where the holdings lose their last equity', () => {
    // ¥3 owed at 75% against ¥4 of cash (the reference's counterexample): reached once the stock is worth nothing.
    const unleveraged = build([{ shares: 100, entry: 100, move: 0, leverage: 1 }]);
    expect(stressFall(unleveraged, yen(3n), decimal('0.75'), yen(4n))).toEqual({ units: 10_000n, scale: 2 });
    // At leverage 2 half the cost was borrowed: the equity is gone at a fall of 50%.
    const leveraged = build([{ shares: 100, entry: 100, move: 0, leverage: 2 }]);
    expect(stressFall(leveraged, yen(3n), decimal('0.75'), yen(4n))).toEqual({ units: 5_000n, scale: 2 });
    // The holding that keeps its equity longest decides.
    const both = build([
      { shares: 100, entry: 100, move: 0, leverage: 2 },
      { shares: 100, entry: 100, move: 0, leverage: 3 },
    ]);
    expect(stressFall(both, yen(3n), decimal('0.75'), yen(4n))).toEqual({ units: 5_000n, scale: 2 });
  });

  it('finds the fall at which each level is reached, as bisection does', () => {
    fc.assert(
      fc.property(
        portfolio,
        fc.bigInt({ min: 1n, max: 3_000_000n }),
        fc.constantFrom('0.6', '0.75', '0.85'),
        fc.bigInt({ min: 0n, max: 1_000_000n }),
        (list, owed, level, cash) => {
          const positions = build(list);
          const fall = stressFall(positions, yen(owed), decimal(level), yen(cash));
          const reached = (basisPoints: bigint) => {
            // At a fall of basisPoints/10,000, owed × 100 (sen) ≥ level × collateral?
            const [sen, scale] = referenceCollateralSen(positions, 10_000n - basisPoints, 10_000n);
            const levelValue = decimal(level);
            // Cash does not fall: it adds cash × 100 sen at every price.
            return owed * 100n * scale * 10n ** BigInt(levelValue.scale) >= levelValue.units * (sen + cash * 100n * scale);
          };
          if (fall === null) {
            expect(reached(10_000n)).toBe(false);
            return;
          }
          const basisPoints = fall.units;
          // Reached just after the shown fall (it rounds down), not reached a basis point before it.
          expect(reached(basisPoints + 1n)).toBe(true);
          if (basisPoints > 0n) expect(reached(basisPoints - 1n)).toBe(false);
        },
      ),
    );
  });
});
