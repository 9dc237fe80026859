/** The market part of the home screen. It belongs to the market feature; home only places it. */
import { MarketOverview } from '../market/home/market-overview';

export function HomeMarket() {
  return <MarketOverview />;
}
