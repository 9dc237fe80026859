/**
 * The pre-market and after-market lists, from the auctions in the quote store: the opening
 * auction of today (indicative while the pre-open takes orders) and the last closing auction,
 * biggest moves against the previous close first.
 */
import type { AuctionListItem, IndicativeOpen } from '@kabuto/contracts';
import { decimalFromBigInt, divideDecimal, formatDecimal, formatPrice } from '@kabuto/domain';
import type { AuctionResult } from '@kabuto/market';
import type { Language } from '@kabuto/i18n';
import type { InstrumentState, QuoteStore } from './quote-store';

const magnitude = (value: bigint) => (value < 0n ? -value : value);

/** Orders by the size of the move, exactly: |Δa| / pa against |Δb| / pb as |Δa| × pb against |Δb| × pa. */
function byBiggestMove(left: AuctionResult, right: AuctionResult): number {
  const leftMove = magnitude(left.price - left.previousClose) * right.previousClose;
  const rightMove = magnitude(right.price - right.previousClose) * left.previousClose;
  if (leftMove !== rightMove) return leftMove > rightMove ? -1 : 1;
  return left.symbol.localeCompare(right.symbol);
}

function changePctOf(auction: AuctionResult): string {
  const change = auction.price - auction.previousClose;
  return formatDecimal(divideDecimal(decimalFromBigInt(change * 100n), decimalFromBigInt(auction.previousClose), 2, 'half-even'));
}

/** A stock's indicative opening while its pre-open book takes orders (`/market/quote`), else null. */
export function indicativeOpen(state: InstrumentState): IndicativeOpen | null {
  const opening = state.auctions?.opening;
  if (!opening || opening.final) return null;
  const { price, volume, time } = opening;
  return { price: formatPrice(price), changePct: changePctOf(opening), volume, time: time.toISOString() };
}

function item(state: InstrumentState, auction: AuctionResult, language: Language): AuctionListItem {
  const kind = auction.kind === 'close' ? 'closing_auction' : auction.final ? 'opening_auction' : 'indicative';
  return {
    symbol: auction.symbol,
    name: state.instrument.names[language],
    price: formatPrice(auction.price),
    changePct: changePctOf(auction),
    volume: auction.volume,
    session: { kind, tradingDate: auction.tradingDate, time: auction.time.toISOString() },
  };
}

export function auctionList(store: QuoteStore, which: 'opening' | 'closing', size: number, language: Language) {
  const rows = [...store.states.values()].flatMap((state) => {
    const auction = state.auctions?.[which];
    return auction ? [{ state, auction }] : [];
  });
  return rows
    .sort((left, right) => byBiggestMove(left.auction, right.auction))
    .slice(0, size)
    .map(({ state, auction }) => item(state, auction, language));
}
