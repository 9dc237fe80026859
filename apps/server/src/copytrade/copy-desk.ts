/**
 * The copy desk: where a strategy's trade becomes every running copy's trade. A strategy's buy
 * opens its own position from its capital, then, in the same transaction, one batch of market
 * orders for all its running copies, each sized by `copyOrderSize` on the copy's equity against
 * the strategy's equity at that moment; a copy that can't take a lot (or whose cash can't pay)
 * records the skip with its reason. A strategy's sell closes its position and every copy's.
 * A copy ends the same way whoever ends it (the member, its stop-loss, the strategy stopping):
 * its positions close at market, a performance fee (0 by default) is charged on new profit, and
 * the rest of its cash returns to the member's available cash.
 */
import {
  accountKey,
  add,
  copyFeeEntry,
  copyOrderSize,
  copyReturnEntry,
  formatAmount,
  isRejection,
  performanceFee,
  pocketTradingAccounts,
  reject,
  stopLossTriggered,
  unrealizedPnl,
  yenAmount,
  type Rejection,
} from '@kabuto/domain';
import type { Database, Queryable } from '../db/database';
import type { ConfigService } from '../settings/config.service';
import { accountBalance, accountBalances, post } from '../ledger/ledger.service';
import { notify } from '../messages/messages.service';
import type { PocketRef, TradingService, TradingSettings } from '../trading/trading.service';
import * as copies from './copytrade.repository';

export interface CopyDeskDependencies {
  db: Database;
  config: ConfigService;
  trading: TradingService;
}

export type CopyEnding = 'member' | 'stopLoss' | 'strategy';

export const strategyPocket = (id: number): PocketRef => ({ owner: { kind: 'strategy', id }, memberId: null });
export const copyPocket = (copy: { id: number; memberId: number }): PocketRef => ({
  owner: { kind: 'copy', id: copy.id },
  memberId: copy.memberId,
});
const cashOf = (pocket: PocketRef) =>
  pocketTradingAccounts(pocket.owner.kind, String(pocket.owner.id), pocket.memberId === null ? null : String(pocket.memberId))
    .cash;

export type CopyDesk = ReturnType<typeof createCopyDesk>;

export function createCopyDesk({ config, trading }: CopyDeskDependencies) {
  const pockets = trading.pockets;

  /** Each pocket's equity: its cash plus its holding positions' margin and P&L at the last price. */
  async function equities(reader: Queryable, refs: readonly PocketRef[]): Promise<Map<number, bigint>> {
    const result = new Map<number, bigint>();
    if (refs.length === 0) return result;
    const kind = (refs[0] as PocketRef).owner.kind;
    const cash = await accountBalances(reader, refs.map(cashOf));
    for (const ref of refs) result.set(ref.owner.id, cash.get(accountKey(cashOf(ref))) ?? 0n);
    const held = await pockets.positions(
      reader,
      kind,
      refs.map((ref) => ref.owner.id),
    );
    for (const position of held) {
      const owner = kind === 'copy' ? position.copyId : position.strategyId;
      if (owner === null) continue;
      const mark = pockets.instrument(position.symbol)?.mark ?? position.entryPrice;
      const value = add(position.margin, unrealizedPnl(position, mark)).minor;
      result.set(owner, (result.get(owner) ?? 0n) + value);
    }
    return result;
  }

  /** The strategy buys with its allocation of its cash, then every running copy buys its share, in `tx`. */
  async function enter(tx: Queryable, strategy: copies.StrategyRow, settings: TradingSettings) {
    if (!strategy.symbol) return null;
    const instrument = pockets.instrument(strategy.symbol);
    if (!instrument) return null;
    const pocket = strategyPocket(strategy.id);
    const strategyEquity = (await equities(tx, [pocket])).get(strategy.id) ?? 0n;
    const cash = await accountBalance(tx, cashOf(pocket));
    // Whole lots the allocation buys at the last price: cash (yen) × 100 sen × pct ÷ 100 ÷ (mark × lot).
    const lots = (cash * BigInt(strategy.allocationPct)) / (instrument.mark * BigInt(instrument.lotSize));
    if (lots < 1n) return null;
    const shares = Number(lots) * instrument.lotSize;
    const [opened] = await pockets.open(tx, [{ pocket, symbol: strategy.symbol, lots: Number(lots), shares }], settings);
    if (!opened || isRejection(opened)) return opened ?? null;
    return mirrorBuy(tx, strategy, { positionId: opened.positionId, symbol: strategy.symbol, shares }, strategyEquity, settings);
  }

  /**
   * Every running copy of `strategy` buys its share of the strategy's buy of `shares` (its
   * position `positionId`), sized on its equity against `strategyEquity`, in `tx`; a copy that
   * can't take a lot records the skip with its reason.
   */
  async function mirrorBuy(
    tx: Queryable,
    strategy: copies.StrategyRow,
    bought: { positionId: number; symbol: string; shares: number },
    strategyEquity: bigint,
    settings: TradingSettings,
  ) {
    const instrument = pockets.instrument(bought.symbol);
    if (!instrument) return null;
    const { shares, positionId } = bought;
    const running = await copies.runningCopies(tx, [strategy.id]);
    const copyEquities = await equities(tx, running.map(copyPocket));
    const legs: copies.NewLeg[] = [];
    const orders = running.flatMap((copy) => {
      const size = copyOrderSize({
        strategyShares: shares,
        copyEquity: yenAmount(copyEquities.get(copy.id) ?? 0n),
        strategyEquity: yenAmount(strategyEquity),
        lotSize: instrument.lotSize,
        halted: instrument.halted,
      });
      if ('skipped' in size) {
        legs.push(leg(copy.id, 'buy', positionId, null, size.skipped, settings.clock.now));
        return [];
      }
      return [{ copy, order: { pocket: copyPocket(copy), symbol: bought.symbol, ...size } }];
    });
    const fills = await pockets.open(
      tx,
      orders.map(({ order }) => order),
      settings,
    );
    fills.forEach((fill, index) => {
      const { copy } = orders[index] as (typeof orders)[number];
      if (isRejection(fill)) legs.push(leg(copy.id, 'buy', positionId, null, skipReasonOf(fill), settings.clock.now));
      else legs.push(leg(copy.id, 'buy', positionId, fill.positionId, null, settings.clock.now));
    });
    await copies.insertLegs(tx, legs);
    return {
      strategyPositionId: positionId,
      copies: fills.filter((fill) => !isRejection(fill)).length,
      legs: legs.length,
    };
  }

  /** The strategy sells what it holds, and every running copy sells what mirrored it, in `tx`. */
  async function exit(tx: Queryable, strategy: copies.StrategyRow, settings: TradingSettings) {
    const held = await pockets.positions(tx, 'strategy', [strategy.id]);
    if (held.length === 0) return null;
    const closed = await pockets.close(
      tx,
      strategyPocket(strategy.id),
      held.map((position) => position.id),
      settings,
    );
    if (isRejection(closed)) return closed;
    const strategyPositionId = (held[0] as (typeof held)[number]).id;
    const copiesSold = await mirrorSell(tx, strategy, strategyPositionId, null, settings);
    return { closed: closed.length, copies: copiesSold };
  }

  /**
   * Every running copy of `strategy` sells, in `tx`: all it holds, or (`mirrored` given) only the
   * positions its buys of the strategy's positions `mirrored` opened. Returns how many it sold.
   */
  async function mirrorSell(
    tx: Queryable,
    strategy: copies.StrategyRow,
    strategyPositionId: number,
    mirrored: readonly number[] | null,
    settings: TradingSettings,
  ): Promise<number> {
    const running = await copies.runningCopies(tx, [strategy.id]);
    const copyHeld = await pockets.positions(
      tx,
      'copy',
      running.map((copy) => copy.id),
    );
    const legs: copies.NewLeg[] = [];
    for (const copy of running) {
      const ids = copyHeld
        .filter((position) => position.copyId === copy.id && (mirrored === null || mirrored.includes(position.id)))
        .map((position) => position.id);
      if (ids.length === 0) continue;
      const closes = await pockets.close(tx, copyPocket(copy), ids, settings);
      if (isRejection(closes)) throw new Error(`copy ${copy.id} could not follow its strategy's sell: ${closes.rejected}`);
      for (const close of closes) legs.push(leg(copy.id, 'sell', strategyPositionId, close.positionId, null, settings.clock.now));
    }
    await copies.insertLegs(tx, legs);
    return legs.length;
  }

  /**
   * Ends a running copy (locked by the caller): its positions close at market, the fee on new
   * profit goes to the house, the rest returns to the member. A position that can't close now
   * (a halted stock, the market closed) refuses the whole ending.
   */
  async function end(
    tx: Queryable,
    copy: copies.CopyRow,
    endedBy: CopyEnding,
    settings: TradingSettings,
  ): Promise<{ returned: bigint; fee: bigint } | Rejection> {
    if (copy.status !== 'running') return reject('copy_ended');
    const pocket = copyPocket(copy);
    const held = await pockets.positions(tx, 'copy', [copy.id]);
    if (held.length > 0) {
      const closed = await pockets.close(
        tx,
        pocket,
        held.map((position) => position.id),
        settings,
      );
      if (isRejection(closed)) return closed;
    }
    const cash = await accountBalance(tx, cashOf(pocket));
    const feePct = Number(await config.value('copyPerformanceFeePct'));
    // The high-water mark of a copy is what was invested: a fee is charged once, at the end, on profit above it.
    const fee = performanceFee(yenAmount(cash), yenAmount(copy.invested), feePct);
    const reference = copyNo(copy.id);
    const meta = { reference, memberId: copy.memberId, now: settings.clock.now };
    if (fee.minor > 0n) await mustPost(tx, copyFeeEntry(String(copy.id), String(copy.memberId), fee), meta);
    const returned = cash - fee.minor;
    if (returned > 0n) await mustPost(tx, copyReturnEntry(String(copy.id), String(copy.memberId), yenAmount(returned)), meta);
    const message =
      endedBy === 'stopLoss'
        ? `Equity reached the stop-loss of ${copy.stopLossPct}% (¥${formatAmount(yenAmount(stopLossEquity(copy)))}); positions were closed.`
        : endedBy === 'strategy'
          ? 'The strategy stopped; positions were closed.'
          : null;
    await copies.endCopy(tx, { id: copy.id, endedBy, returned, fee: fee.minor, message, now: settings.clock.now });
    if (endedBy !== 'member') await notify(tx, copy.memberId, ...endingNotice(copy, endedBy, returned, fee.minor));
    return { returned, fee: fee.minor };
  }

  /** Running copies whose equity is at or below their stop-loss now (a candidate list, judged again under the lock). */
  async function copiesAtStopLoss(reader: Queryable): Promise<copies.CopyRow[]> {
    const running = await copies.runningCopies(reader, null);
    const values = await equities(reader, running.map(copyPocket));
    return running.filter((copy) =>
      stopLossTriggered(yenAmount(values.get(copy.id) ?? 0n), yenAmount(copy.invested), copy.stopLossPct),
    );
  }

  return { equities, enter, exit, mirrorBuy, mirrorSell, end, copiesAtStopLoss };
}

export const copyNo = (id: number) => `C${String(id).padStart(8, '0')}`;

/** The equity at which a copy's stop-loss fires, rounded down to the yen for display. */
export function stopLossEquity(copy: { invested: bigint; stopLossPct: number }): bigint {
  return (copy.invested * BigInt(100 - copy.stopLossPct)) / 100n;
}

/** The notice of a copy ended by a rule (its stop-loss, its strategy stopping), with its figures in yen. */
function endingNotice(
  copy: copies.CopyRow,
  endedBy: 'stopLoss' | 'strategy',
  returned: bigint,
  fee: bigint,
): ['copy_stop_loss' | 'copy_strategy_stopped', Record<string, string>] {
  // Plain decimals of yen: the notice writes them as the app does (¥1,234.00) in the reader's language.
  const amount = (minor: bigint) => formatAmount(yenAmount(minor));
  const figures = {
    strategy: copy.strategyName,
    copyNo: copyNo(copy.id),
    invested: amount(copy.invested),
    returned: amount(returned),
    fee: amount(fee),
  };
  if (endedBy === 'stopLoss') {
    return [
      'copy_stop_loss',
      {
        ...figures,
        stopLossPct: String(copy.stopLossPct),
        threshold: amount(stopLossEquity(copy)),
        loss: amount(copy.invested - returned),
      },
    ];
  }
  const pnl = returned - copy.invested;
  return ['copy_strategy_stopped', { ...figures, pnl: formatAmount(yenAmount(pnl)) }];
}

function leg(
  copyId: number,
  side: 'buy' | 'sell',
  strategyPositionId: number,
  copyPositionId: number | null,
  skipReason: string | null,
  now: Date,
): copies.NewLeg {
  return { copyId, side, strategyPositionId, copyPositionId, skipReason, now };
}

function skipReasonOf(refusal: Rejection): string {
  if (refusal.rejected === 'instrument_halted') return 'instrument_halted';
  if (refusal.rejected === 'no_liquidity') return 'no_liquidity';
  return 'insufficient_cash';
}

async function mustPost(tx: Queryable, entry: Parameters<typeof post>[1], meta: Parameters<typeof post>[2]): Promise<void> {
  const posted = await post(tx, entry, meta);
  if (posted !== true) throw new Error(`${entry.reason} ${meta.reference} was refused: ${posted.rejected}`);
}
