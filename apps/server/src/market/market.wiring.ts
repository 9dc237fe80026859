/** The market's part of the composition root: the quote store every domain reads, its services and its calls. */
import type { Database } from '../db/database';
import type { DomainRoutes } from '../http/domain-apis';
import type { Bus } from './bus';
import { followHalts } from './halts';
import { instrumentsAdminRoutes } from './instruments.routes';
import { createInstrumentsService } from './instruments.service';
import { marketInstruments, marketStocks } from './market-runner';
import { marketRoutes } from './market.routes';
import { createMarketService } from './market.service';
import { createQuoteStore } from './quote-store';
import { tapeRoutes } from './tape.routes';

export interface MarketWiringDependencies {
  db: Database;
  clock: () => Date;
  bus: Bus;
  /** A smaller simulated market (tests): its first stocks only. */
  stockCount?: number | undefined;
}

export function wireMarket({ db, clock, bus, stockCount }: MarketWiringDependencies) {
  const stocks = marketStocks(stockCount);
  const quotes = createQuoteStore(marketInstruments(stocks));
  const service = createMarketService({ db, store: quotes });
  const instruments = createInstrumentsService({ db, store: quotes, bus, clock });
  const routes: DomainRoutes = {
    member: ({ router }) => {
      marketRoutes(router, service);
      tapeRoutes(router, db);
    },
    staff: ({ router }) => instrumentsAdminRoutes(router, instruments),
  };
  return {
    quotes,
    service,
    /** The symbols of the simulated stocks, in the universe's order. */
    stockSymbols: stocks.map((stock) => stock.instrument.symbol),
    /** Halts and resumptions other nodes announce reach this node's quotes until `stopFollowingHalts`. */
    stopFollowingHalts: followHalts(bus, quotes),
    routes,
  };
}
