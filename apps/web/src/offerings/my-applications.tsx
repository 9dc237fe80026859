/**
 * My block-trade or placement applications in every state, newest first: what was asked and held,
 * the review (a block trade's), what the close allotted and paid, and the position it became.
 * Shown on the offer screen and under the positions screen's tab of the same name.
 */
import { Link } from 'react-router';
import type { ReplyOf, placementsMemberApi } from '@kabuto/contracts';
import { formatDateTime } from '../ui/format-time';
import { InfoList } from '../ui/info-list';
import { LoadMore } from '../ui/load-more';
import { LoadFailed } from '../ui/market-parts/load-failed';
import { PageLoading } from '../ui/page-loading';
import { StatusView } from '../ui/status-view';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { positionPaths } from '../shared/paths/trading-paths';
import { useMyApplications, type OfferKind } from './api/offer-queries';
import styles from './offerings.module.css';

type Application = ReplyOf<typeof placementsMemberApi.blockApplications>['items'][number];

export function ApplicationsList({ kind }: { kind: OfferKind }) {
  const { t } = useTranslation();
  const query = useMyApplications(kind);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isError && !query.data) return <LoadFailed query={query} />;
  if (!query.data) return <PageLoading />;
  if (items.length === 0) {
    return (
      <StatusView
        tone="info"
        title={t('offers.empty.mine')}
        description={t('offers.empty.mineBody')}
        testId={`${kind}-mine-empty`}
      />
    );
  }
  return (
    <>
      <ul className={styles.list} data-testid={`${kind}-applications`}>
        {items.map((application) => (
          <ApplicationItem key={application.id} kind={kind} application={application} />
        ))}
      </ul>
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        testId={`${kind}-applications-more`}
      />
    </>
  );
}

function ApplicationItem({ kind, application: a }: { kind: OfferKind; application: Application }) {
  const { t, language } = useTranslation();
  const money = useMoney();
  const shares = (count: number) => t('offers.sharesCount', { count: count.toLocaleString('en') });
  const decided = a.status === 'allotted';
  const rows = [
    { key: 'price', label: t('offers.price'), value: money.amount(a.price, 'JPY') },
    { key: 'shares', label: t('offers.shares'), value: shares(a.shares) },
    { key: 'turnover', label: t('offers.turnover'), value: money.amount(a.turnover, 'JPY') },
    ...(decided
      ? [
          { key: 'allotted', label: t('offers.allotted'), value: shares(a.allottedShares), strong: true },
          { key: 'paid', label: t('offers.paid'), value: money.amount(a.paid, 'JPY') },
        ]
      : [{ key: 'held', label: t('offers.held'), value: money.amount(a.held, 'JPY'), strong: a.status !== 'rejected' }]),
    ...(a.status === 'rejected'
      ? [{ key: 'reason', label: t('offers.reason'), value: a.reason ?? t('offers.notReviewed') }]
      : []),
    ...(a.lockupUntil ? [{ key: 'lockup', label: t('offers.lockup'), value: formatDateTime(a.lockupUntil, language) }] : []),
    { key: 'placed', label: t('offers.appliedAt'), value: formatDateTime(a.createdAt, language) },
  ];
  const status =
    a.status === 'pending' && kind === 'block' ? t('offers.pendingBlock') : t(`offers.applicationStatus.${a.status}`);
  return (
    <li className={styles.card} data-testid={`${kind}-application-${a.id}`}>
      <div className={styles.head}>
        <span className={styles.name}>
          {a.name}
          <span className={styles.symbol}>{a.symbol}</span>
        </span>
        <span className={styles.status} data-status={a.status} data-testid="application-status">
          {status}
        </span>
      </div>
      <InfoList rows={rows} testId={`${kind}-application-${a.id}-figures`} />
      {a.positionId !== null && (
        <Link
          className={styles.link}
          to={positionPaths.detail(a.positionId)}
          data-testid={`${kind}-application-${a.id}-position`}
        >
          {t('offers.viewPosition')}
        </Link>
      )}
    </li>
  );
}
