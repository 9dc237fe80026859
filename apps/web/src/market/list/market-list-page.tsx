/**
 * The market (`/market/market`): every stock of a board, sorted by change, volume or turnover.
 * The board and the sort live in the address, so coming back from a stock shows the same list.
 */
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { formatCompact } from '@kabuto/i18n';
import { LoadMore } from '../../ui/load-more';
import { PageLoading } from '../../ui/page-loading';
import { StatusView } from '../../ui/status-view';
import { useTranslation } from '../../ui/translation-context';
import { useMarketList, type Board, type ListSort, type SortOrder } from '../api/get-market-list';
import { useLiveQuotes } from '../../shared/live/use-live-quotes';
import { useVisibleSymbols } from '../live/use-visible-symbols';
import { LoadFailed } from '../../ui/market-parts/load-failed';
import { MarketScreen } from '../../ui/market-parts/market-screen';
import { QuoteRow } from '../quote-row';
import { TabStrip } from '../../ui/market-parts/tab-strip';
import { SortHeader } from './sort-header';
import parts from '../../ui/market-parts/parts.module.css';

const boards: readonly Board[] = ['TSE', 'prime', 'standard', 'growth'];
const sorts: readonly ListSort[] = ['change', 'volume', 'turnover'];

function pick<Value extends string>(choices: readonly Value[], value: string | null, fallback: Value): Value {
  return choices.find((choice) => choice === value) ?? fallback;
}

export function MarketListPage() {
  const { t, language } = useTranslation();
  const [params, setParams] = useSearchParams();
  const board = pick(boards, params.get('board'), 'TSE');
  const sort = pick(sorts, params.get('sort'), 'change');
  const order = pick<SortOrder>(['asc', 'desc'], params.get('order'), 'desc');
  const list = useMarketList(board, sort, order);
  const listed = list.data?.pages.flatMap((page) => page.items) ?? [];
  const listElement = useRef<HTMLUListElement>(null);
  const rows = useLiveQuotes(listed, 'quotes', useVisibleSymbols(listElement, listed));

  function choose(next: { board?: Board; sort?: ListSort; order?: SortOrder }) {
    setParams({ board: next.board ?? board, sort: next.sort ?? sort, order: next.order ?? order }, { replace: true });
  }

  return (
    <MarketScreen title={t('market.title')} backTo={null} testId="market-page">
      <TabStrip
        label={t('market.boardsLabel')}
        choices={boards.map((value) => ({ value, label: t(`market.boards.${value}`) }))}
        value={board}
        onChange={(value) => choose({ board: value })}
        testId="board"
      />
      <SortHeader
        sort={sort}
        order={order}
        onSort={(value) => choose(value === sort ? { order: order === 'desc' ? 'asc' : 'desc' } : { sort: value, order: 'desc' })}
      />
      {list.isError && !list.data ? (
        <LoadFailed query={list} />
      ) : !list.data ? (
        <PageLoading />
      ) : rows.length === 0 ? (
        <StatusView tone="info" title={t('market.noStocks')} testId="market-empty" />
      ) : (
        <>
          <ul ref={listElement} className={parts.list} data-testid="market-list">
            {rows.map((quote) => (
              <li key={quote.symbol} data-symbol={quote.symbol}>
                <QuoteRow
                  quote={quote}
                  extra={
                    sort === 'volume'
                      ? formatCompact(String(quote.volume), language)
                      : sort === 'turnover'
                        ? formatCompact(quote.turnover, language)
                        : undefined
                  }
                />
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
            testId="market-more"
          />
        </>
      )}
    </MarketScreen>
  );
}
