/**
 * My copies (`/gdindex/gdList`): each copy's invested amount, equity, P&L, stop-loss, status and
 * how it ended, its positions, and ending it with a confirmation; the second tab lists the
 * copies' orders.
 */
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from 'antd-mobile';
import type { ReplyOf, copyMemberApi } from '@kabuto/contracts';
import { ChoiceChips } from '../ui/choice-chips';
import { confirm } from '../ui/confirm';
import { formatDateTime } from '../ui/format-time';
import { InfoList } from '../ui/info-list';
import { LoadFailed } from '../ui/market-parts/load-failed';
import { LoadMore } from '../ui/load-more';
import { Page } from '../ui/page';
import { PageLoading } from '../ui/page-loading';
import { StatusView } from '../ui/status-view';
import { longToastMs, prepareToasts, showToast } from '../ui/toast';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { Toned } from '../ui/market-parts/change-text';
import { useCopyPositions, useFollows, useUnfollow, type Unfollow } from './api/copy-queries';
import { CopyOrdersList } from './copy-orders-list';
import styles from './copy.module.css';
import { OfflineReason } from '../ui/offline-reason';
import { copytradePaths } from '../shared/paths/copytrade-paths';

type Copy = ReplyOf<typeof copyMemberApi.copyFollows>['items'][number];
const tabs = ['copies', 'orders'] as const;

export function CopiesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((candidate) => candidate === params.get('tab')) ?? 'copies';
  return (
    <Page title={t('copy.copiesTitle')} backTo="/gdindex/gdindex" testId="copy-copies-page">
      <ChoiceChips
        label={t('copy.copiesTitle')}
        choices={tabs.map((value) => ({ value, label: t(`copy.tabs.${value}`) }))}
        value={tab}
        onChange={(value) => setParams({ tab: value }, { replace: true })}
        testId="copy-tab"
        stretch
      />
      {tab === 'copies' ? <CopiesList /> : <CopyOrdersList />}
    </Page>
  );
}

function CopiesList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const follows = useFollows();
  // The money call lives above the list, so its idempotency key outlives a re-render of a card.
  const unfollow = useUnfollow();
  const items = follows.data?.pages.flatMap((page) => page.items) ?? [];
  if (follows.isError && !follows.data) return <LoadFailed query={follows} />;
  if (!follows.data) return <PageLoading />;
  if (items.length === 0) {
    return (
      <StatusView
        tone="info"
        title={t('copy.copiesEmpty')}
        description={t('copy.copiesEmptyBody')}
        action={{
          label: t('copy.toStrategies'),
          onClick: () => void navigate(copytradePaths.strategies),
          testId: 'copy-to-strategies',
        }}
        testId="copy-copies-empty"
      />
    );
  }
  return (
    <>
      <ul className={styles.cards} data-testid="copy-copies">
        {items.map((copy) => (
          <CopyItem key={copy.id} copy={copy} unfollow={unfollow} />
        ))}
      </ul>
      <LoadMore
        hasMore={follows.hasNextPage}
        loading={follows.isFetchingNextPage}
        onLoadMore={() => void follows.fetchNextPage()}
        testId="copy-copies-more"
      />
    </>
  );
}

function CopyItem({ copy, unfollow }: { copy: Copy; unfollow: Unfollow }) {
  const { t, language } = useTranslation();
  const money = useMoney();
  const [showPositions, setShowPositions] = useState(false);
  const running = copy.status === 'running';
  const rows = [
    { key: 'invested', label: t('copy.invested'), value: money.amount(copy.invested, 'JPY') },
    { key: 'equity', label: t('copy.equity'), value: money.amount(copy.equity, 'JPY'), strong: running },
    { key: 'pnl', label: t('copy.pnl'), value: <Toned change={copy.pnl}>{money.signed(copy.pnl, 'JPY')}</Toned> },
    {
      key: 'stopLoss',
      label: t('copy.stopLossAt'),
      value: t('copy.stopLossAtValue', { pct: copy.stopLossPct, equity: money.amount(copy.stopLossEquity, 'JPY') }),
    },
    { key: 'started', label: t('copy.started'), value: formatDateTime(copy.startedAt, language) },
    ...(copy.endedAt ? [{ key: 'ended', label: t('copy.ended'), value: formatDateTime(copy.endedAt, language) }] : []),
    ...(copy.returned !== null
      ? [{ key: 'returned', label: t('copy.returned'), value: money.amount(copy.returned, 'JPY') }]
      : []),
    ...(copy.fee !== null && !/^0(\.0+)?$/.test(copy.fee)
      ? [{ key: 'fee', label: t('copy.fee'), value: money.amount(copy.fee, 'JPY') }]
      : []),
  ];

  async function end() {
    const body = { copyId: copy.id };
    unfollow.open(body);
    const confirmed = await confirm({
      title: t('copy.unfollowTitle'),
      content: t('copy.unfollowBody'),
      confirmText: t('copy.unfollowConfirm'),
      cancelText: t('user.cancel'),
      testId: 'copy-unfollow',
      danger: true,
    });
    if (!confirmed) return;
    prepareToasts();
    const result = await unfollow.run(body);
    if (result.ok) return showToast(t('copy.unfollowed', { returned: money.amount(result.data.returned, 'JPY') }));
    const opensAt = result.failure.params?.opensAt;
    if (result.failure.code !== 'market_closed') return showToast(result.failure.message);
    showToast(
      typeof opensAt === 'string'
        ? t('copy.unfollowClosed', { time: formatDateTime(opensAt, language) })
        : t('copy.unfollowClosedNoTime'),
      longToastMs,
    );
  }

  return (
    <li className={styles.card} data-testid={`copy-${copy.id}`}>
      <div className={styles.cardHead}>
        <h2 className={styles.name}>{copy.name}</h2>
        <span className={styles.status} data-status={copy.status} data-testid={`copy-${copy.id}-status`}>
          {copy.endedBy ? t(`copy.endedBy.${copy.endedBy}`) : t(`copy.status.${copy.status}`)}
        </span>
      </div>
      <InfoList rows={rows} testId={`copy-${copy.id}-figures`} />
      {copy.endedBy === 'stopLoss' && (
        <p className={styles.note} data-testid={`copy-${copy.id}-message`}>
          {t('copy.stopLossMessage', { pct: copy.stopLossPct, equity: money.amount(copy.stopLossEquity, 'JPY') })}
        </p>
      )}
      {running && (
        <div className={styles.actions}>
          <Button fill="outline" onClick={() => setShowPositions((shown) => !shown)} data-testid={`copy-${copy.id}-positions`}>
            {t('copy.positions')}
          </Button>
          <Button
            color="danger"
            fill="outline"
            loading={unfollow.pending}
            disabled={unfollow.offline}
            onClick={() => void end()}
            data-testid={`copy-${copy.id}-unfollow`}
          >
            {t('copy.unfollow')}
          </Button>
        </div>
      )}
      {running && <OfflineReason offline={unfollow.offline} />}
      {showPositions && <CopyPositions copyId={copy.id} />}
    </li>
  );
}

function CopyPositions({ copyId }: { copyId: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const positions = useCopyPositions(copyId, true);
  const holding = (positions.data ?? []).filter((position) => position.status === 'holding');
  if (!positions.data) return <PageLoading />;
  if (holding.length === 0) return <p className={styles.muted}>{t('copy.noPositions')}</p>;
  return (
    <ul className={styles.lines} data-testid={`copy-${copyId}-position-list`}>
      {holding.map((position) => (
        <li key={position.id} className={styles.line}>
          <span>
            {t('copy.positionLine', {
              name: position.name,
              shares: position.shares,
              price: money.amount(position.buyPrice, 'JPY'),
            })}
          </span>
          <Toned change={position.pnl}>{money.signed(position.pnl, 'JPY')}</Toned>
        </li>
      ))}
    </ul>
  );
}
