/**
 * What other domains may use of the market's live side (its public surface beside
 * market.service.ts, the queries): the bus every node shares, this node's quote store, the
 * exchange's holiday calendar, the stream messages of quotes, depth and indices, and the listing
 * of a new stock. Other domains import these from here, never from the files that hold them.
 */
export type { Bus } from './bus';
export type { QuoteStore, InstrumentState } from './quote-store';
export { isExchangeHoliday } from './calendar';
export { depthMessage, indicesMessage, quoteMessage } from './market-publisher';
export { createListings, upcomingListings, type UpcomingListing } from './listings';
