/**
 * Random tapes against a small reference model written apart from the rules: a stop fires at the
 * first trade that crosses it and never before; an OCO pair fires once at most; a trailing
 * trigger never moves against the member.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeExit } from './conditional-exits';
import { firstTriggeringTrade, type TapeTrade } from './conditional-orders';
import { asPrice } from './stock-exchange-rules';

const tapeArbitrary = fc
  .array(fc.integer({ min: 190_000, max: 230_000 }), { maxLength: 60 })
  .map((prices) =>
    prices.map((price, index): TapeTrade => ({ seq: index + 1, price: asPrice(BigInt(price)), time: new Date(index) })),
  );

describe('stops on random tapes', () => {
  it('fire on the first trade after placement that reaches the trigger, and never before', () => {
    fc.assert(
      fc.property(
        tapeArbitrary,
        fc.integer({ min: 190_000, max: 230_000 }),
        fc.constantFrom('long', 'short'),
        fc.nat({ max: 30 }),
        (tape, trigger, direction, after) => {
          // The reference: scan as a member would, comparing numbers.
          const index = tape.findIndex(
            (trade) =>
              trade.seq > after && (direction === 'long' ? Number(trade.price) >= trigger : Number(trade.price) <= trigger),
          );
          const fired = firstTriggeringTrade(direction, asPrice(BigInt(trigger)), tape, after);
          expect(fired?.seq ?? null).toBe(index < 0 ? null : tape[index]?.seq);
        },
      ),
    );
  });
});

describe('exits on random tapes', () => {
  it('an OCO pair fires at most once, the side reached first', () => {
    fc.assert(
      fc.property(tapeArbitrary, fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 20_000 }), (tape, up, down) => {
        const last = 210_000n;
        const takeProfit = {
          kind: 'takeProfit' as const,
          direction: 'long' as const,
          trigger: asPrice(last + BigInt(up)),
          afterSeq: 0,
        };
        const stopLoss = {
          kind: 'stopLoss' as const,
          direction: 'long' as const,
          trigger: asPrice(last - BigInt(down)),
          afterSeq: 0,
        };
        const profit = judgeExit(takeProfit, tape).fired?.seq ?? Infinity;
        const loss = judgeExit(stopLoss, tape).fired?.seq ?? Infinity;
        // One trade can't be both above the take-profit and below the stop-loss.
        if (profit !== Infinity || loss !== Infinity) expect(profit).not.toBe(loss);
        const firstReached = tape.find((trade) => trade.price >= takeProfit.trigger || trade.price <= stopLoss.trigger);
        expect(firstReached?.seq ?? Infinity).toBe(Math.min(profit, loss));
      }),
    );
  });

  it('a trailing trigger never moves against the member and fires only at the trigger in force', () => {
    fc.assert(
      fc.property(
        tapeArbitrary,
        fc.integer({ min: 1, max: 5_000 }),
        fc.constantFrom('long', 'short'),
        (tape, width, direction) => {
          const start = asPrice(210_000n);
          const initial = asPrice(direction === 'long' ? start - BigInt(width) : start + BigInt(width));
          let trigger = initial;
          let best = start;
          for (let cut = 0; cut <= tape.length; cut++) {
            // Judging the tape a trade at a time gives triggers that only improve for the member.
            const judged = judgeExit(
              {
                kind: 'trail',
                direction,
                trigger: initial,
                afterSeq: 0,
                trail: { width: { width: asPrice(BigInt(width)) }, best: start, table: 'standard' },
              },
              tape.slice(0, cut),
            );
            if (direction === 'long') expect(judged.trigger >= trigger).toBe(true);
            else expect(judged.trigger <= trigger).toBe(true);
            if (judged.fired) {
              const price = judged.fired.price;
              expect(direction === 'long' ? price <= judged.trigger : price >= judged.trigger).toBe(true);
              break;
            }
            trigger = judged.trigger;
            best = judged.best ?? best;
          }
          expect(direction === 'long' ? best >= start : best <= start).toBe(true);
        },
      ),
    );
  });
});
