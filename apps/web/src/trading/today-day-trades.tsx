/**
 * Today's day trades: the member's day positions opened on today's Tokyo date, open or closed, each
 * opening its details. The day-trading screen shows them under its heading (the router places them).
 */
import { useState } from 'react';
import { usePositions } from '../shared/api/get-positions';
import { PositionRow } from './position-row';
import { marked, useLiveMarks } from './use-live-marks';
import { LoadFailed } from '../ui/market-parts/load-failed';
import { PageLoading } from '../ui/page-loading';
import { StatusView } from '../ui/status-view';
import { useTranslation } from '../ui/translation-context';
import { isTokyoToday } from './tokyo-day';
import positions from './positions.module.css';

/** Day positions of one day are few; one page this long holds them. */
const dayPageSize = 50;

export function TodayDayTrades() {
  const { t } = useTranslation();
  const query = usePositions({ product: 'day' }, dayPageSize);
  // The date is judged when the screen opens; a session never spans two Tokyo dates.
  const [now] = useState(() => new Date());
  const rows = (query.data?.pages.flatMap((page) => page.items) ?? []).filter((row) => isTokyoToday(row.buyTime, now));
  const live = useLiveMarks(rows);
  return query.isError && !query.data ? (
    <LoadFailed query={query} />
  ) : !query.data ? (
    <PageLoading />
  ) : rows.length === 0 ? (
    <StatusView
      tone="info"
      title={t('dayTrading.emptyToday')}
      description={t('dayTrading.emptyTodayBody')}
      testId="day-today-empty"
    />
  ) : (
    <ul className={positions.list} data-testid="day-today-list">
      {rows.map((position) => (
        <PositionRow key={position.id} position={marked(position, live(position))} />
      ))}
    </ul>
  );
}
