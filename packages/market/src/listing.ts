/**
 * A stock listed after the universe was fixed (an IPO on its listing day): the model parameters
 * the simulator needs, from what the offering states. Newly listed stocks are volatile and move
 * less with the market; the shares outstanding follow from a typical small-cap value of ¥20bn.
 */
import { isOnTick, type Price } from '@kabuto/domain';
import type { Board, InstrumentNames } from './source';
import type { UniverseStock } from './universe';

export interface Listing {
  readonly symbol: string;
  readonly names: InstrumentNames;
  readonly board: Board;
  /** The offer price: the first day's reference price, from which the simulator's prices start. */
  readonly price: Price;
}

const listingVolatility = 0.6;
const listingMarketCorrelation = 0.3;
const listingMarketValueSen = 2_000_000_000_000n;

export function listedStock(listing: Listing): UniverseStock {
  if (!isOnTick(listing.price, 'standard')) throw new Error(`${listing.symbol}: ${listing.price} is not on the standard grid`);
  return {
    instrument: {
      kind: 'stock',
      symbol: listing.symbol,
      exchange: 'TSE',
      board: listing.board,
      names: listing.names,
      // Search by kana reads this; a new name's reading is unknown, so its Japanese name stands in.
      reading: listing.names.jp,
      sector: 'new_listing',
      lotSize: 100,
      tickTable: 'standard',
    },
    referencePrice: listing.price,
    volatility: listingVolatility,
    marketCorrelation: listingMarketCorrelation,
    sharesOutstanding: Number(listingMarketValueSen / listing.price),
  };
}
