/**
 * Positions (`/position/position`, the trade tab): totals of what is open, then tabs for positions
 * in progress, pending orders, closed positions, day trades and the history of every order. Everything stays current:
 * the member's private stream topics refresh the lists, and the quotes of the stocks held move
 * their P&L as the market moves.
 */
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { MarketScreen } from '../ui/market-parts/market-screen';
import { TabStrip } from '../ui/market-parts/tab-strip';
import { useTranslation } from '../ui/translation-context';
import { OrderHistory } from './order-history';
import { PositionTotals } from './position-totals';
import { PendingOrders, PositionsList } from './positions-lists';
import { positionsTabs, type OfferPositionsTab } from '../shared/paths/trading-paths';

/** The block-trade, auction, placement and copy-order lists, made by their features and passed in by the router. */
export type OfferTabs = Partial<Record<OfferPositionsTab, ReactNode>>;

export function PositionsPage({ offerTabs = {} }: { offerTabs?: OfferTabs }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = positionsTabs.find((candidate) => candidate === params.get('tab')) ?? 'holding';
  return (
    <MarketScreen title={t('positions.title')} backTo={null} testId="positions-page">
      <PositionTotals />
      <TabStrip
        label={t('positions.tabsLabel')}
        choices={positionsTabs.map((value) => ({
          value,
          label: value === 'orders' ? t('positions.ordersTab') : t(`positions.tabs.${value}`),
        }))}
        value={tab}
        onChange={(next) => setParams(next === 'holding' ? {} : { tab: next }, { replace: true })}
        testId="positions-tab"
      />
      {tab === 'pending' ? (
        <PendingOrders />
      ) : tab === 'orders' ? (
        <OrderHistory />
      ) : tab === 'block' || tab === 'auction' || tab === 'placement' || tab === 'copy' ? (
        offerTabs[tab]
      ) : (
        <PositionsList key={tab} tab={tab} />
      )}
    </MarketScreen>
  );
}
