/**
 * Hot stocks (`/market/stockHot/stockList?kind=`): the top gainers, losers, most active and
 * highest turnover, one tab each, ranked.
 */
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { rankHot } from '@kabuto/domain';
import { formatCompact } from '@kabuto/i18n';
import { PageLoading } from '../../ui/page-loading';
import { StatusView } from '../../ui/status-view';
import { useTranslation } from '../../ui/translation-context';
import { hotKinds, isHotKind, useHot, type HotKind } from '../api/get-hot';
import { useLiveQuotes } from '../../shared/live/use-live-quotes';
import { useVisibleSymbols } from '../live/use-visible-symbols';
import { LoadFailed } from '../../ui/market-parts/load-failed';
import { MarketScreen } from '../../ui/market-parts/market-screen';
import { QuoteRow } from '../quote-row';
import { TabStrip } from '../../ui/market-parts/tab-strip';
import parts from '../../ui/market-parts/parts.module.css';

export const hotListSize = 30;

export function HotListPage() {
  const { t, language } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('kind');
  const kind: HotKind = isHotKind(requested) ? requested : 'gainers';
  const hot = useHot(kind, hotListSize);
  const listElement = useRef<HTMLOListElement>(null);
  const rows = rankHot(kind, useLiveQuotes(hot.data ?? [], 'quotes', useVisibleSymbols(listElement, hot.data ?? [])));

  function extra(volume: number, turnover: string): string | undefined {
    if (kind === 'active') return formatCompact(String(volume), language);
    if (kind === 'turnover') return formatCompact(turnover, language);
    return undefined;
  }

  return (
    <MarketScreen title={t('market.hot.title')} testId="hot-page">
      <TabStrip
        label={t('market.hot.kindsLabel')}
        choices={hotKinds.map((value) => ({ value, label: t(`market.hot.kinds.${value}`) }))}
        value={kind}
        onChange={(value) => setParams({ kind: value }, { replace: true })}
        testId="hot-kind"
      />
      {hot.isError && !hot.data ? (
        <LoadFailed query={hot} />
      ) : !hot.data ? (
        <PageLoading />
      ) : rows.length === 0 ? (
        <StatusView tone="info" title={t('market.noStocks')} testId="hot-empty" />
      ) : (
        <ol ref={listElement} className={parts.list} data-testid="hot-list">
          {rows.map((quote, index) => (
            <li key={quote.symbol} data-symbol={quote.symbol}>
              <QuoteRow
                quote={quote}
                lead={
                  <span className={parts.rank} data-top={index < 3}>
                    {index + 1}
                  </span>
                }
                extra={extra(quote.volume, quote.turnover)}
              />
            </li>
          ))}
        </ol>
      )}
    </MarketScreen>
  );
}
