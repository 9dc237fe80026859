/** The market screens' addresses, built in one place so links and the router agree. */

export function detailPath(symbol: string): string {
  return `/market/marketDetail?symbol=${encodeURIComponent(symbol)}`;
}

/** The order form of a stock, on the side the member chose; a day trade when `product` says so. */
export function orderPath(symbol: string, direction: 'long' | 'short', product: 'normal' | 'day' = 'normal'): string {
  const day = product === 'day' ? '&product=day' : '';
  return `/market/marketBuy?symbol=${encodeURIComponent(symbol)}&direction=${direction}${day}`;
}

export function hotListPath(kind: string): string {
  return `/market/stockHot/stockList?kind=${encodeURIComponent(kind)}`;
}

export function newsPath(id: number): string {
  return `/home/DetailsPage?id=${id}`;
}

export const marketPaths = {
  list: '/market/market',
  watchlist: '/market/marketFav',
  search: '/home/search',
  news: '/home/moreNews',
  preMarket: '/market/preMarket',
  afterMarket: '/market/afterMarket',
} as const;

/** The member's price alerts; with a symbol, the form to add one for that stock on top. */
export function alertsPath(symbol?: string): string {
  return symbol ? `/market/alerts?symbol=${encodeURIComponent(symbol)}` : '/market/alerts';
}
