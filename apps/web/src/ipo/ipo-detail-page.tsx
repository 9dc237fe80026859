/**
 * One IPO (`/market/subscribeDetail?id=`): every term of the offering with a countdown, the
 * commitment to its draw, my application (with Pay while awaiting payment), the subscribe sheet
 * while the window is open, and after the draw "Verify this draw". The money calls live here, so
 * their idempotency keys outlive the sheet and the dialog.
 */
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from 'antd-mobile';
import type { ReplyOf, offeringsMemberApi } from '@kabuto/contracts';
import { CallFailedError } from '../api/api-error';
import { formatDateTime } from '../ui/format-time';
import { InfoList } from '../ui/info-list';
import { LoadFailed } from '../ui/market-parts/load-failed';
import { Page } from '../ui/page';
import { PageLoading } from '../ui/page-loading';
import { StatusView } from '../ui/status-view';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { useUserInfo } from '../shared/api/get-user-info';
import { usePayIpo, useSubscribeIpo } from './api/ipo-calls';
import { useIpoDetail } from './api/ipo-queries';
import { Countdown } from './countdown';
import { amountToHold } from './ipo-figures';
import { ipoPaths } from './ipo-paths';
import { ApplicationCard } from './my-application-card';
import { SubscribeSheet } from './subscribe-sheet';
import { VerifyDrawCard } from './verify-draw-card';
import { lotsText } from './lots-text';
import styles from './ipo.module.css';

type Detail = ReplyOf<typeof offeringsMemberApi.ipoDetail>;

export function IpoDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const idText = params.get('id') ?? '';
  const id = /^\d{1,15}$/.test(idText) && Number(idText) > 0 ? Number(idText) : null;
  const detail = useIpoDetail(id);
  const missing = id === null || (detail.error instanceof CallFailedError && detail.error.failure.status === 404);
  return (
    <Page title={detail.data?.name ?? t('ipo.detailTitle')} backTo={ipoPaths.list()} testId="ipo-detail-page">
      {missing ? (
        <StatusView
          tone="warning"
          title={t('ipo.notFound')}
          description={t('ipo.notFoundBody')}
          action={{ label: t('ipo.backToList'), onClick: () => void navigate(ipoPaths.list()), testId: 'ipo-to-list' }}
          testId="ipo-not-found"
        />
      ) : detail.isError && !detail.data ? (
        <LoadFailed query={detail} />
      ) : !detail.data ? (
        <PageLoading />
      ) : (
        <OfferingView offering={detail.data} />
      )}
    </Page>
  );
}

function OfferingView({ offering }: { offering: Detail }) {
  const { t, language } = useTranslation();
  const money = useMoney();
  const info = useUserInfo();
  const subscribe = useSubscribeIpo();
  const pay = usePayIpo();
  const [subscribing, setSubscribing] = useState(false);
  const mine = offering.myApplication;
  const drawn = offering.status === 'drawn' || offering.status === 'listed';
  const time = (iso: string) => formatDateTime(iso, language);
  const rows = [
    { key: 'price', label: t('ipo.price'), value: money.amount(offering.price, 'JPY'), strong: true },
    { key: 'lotSize', label: t('ipo.lotSize'), value: t('ipo.lotSizeValue', { shares: offering.lotSize }) },
    { key: 'perLot', label: t('ipo.pricePerLot'), value: money.amount(amountToHold(offering.price, 1, offering.lotSize), 'JPY') },
    { key: 'offered', label: t('ipo.lotsOffered'), value: lotsText(t, offering.lotsOffered) },
    { key: 'max', label: t('ipo.maxLots'), value: lotsText(t, offering.maxLotsPerMember) },
    { key: 'applicants', label: t('ipo.applicants'), value: String(offering.applicants) },
    { key: 'board', label: t('ipo.board'), value: boardName(offering.board, t) },
    { key: 'start', label: t('ipo.subscribeStart'), value: time(offering.subscribeStart) },
    { key: 'end', label: t('ipo.subscribeEnd'), value: time(offering.subscribeEnd) },
    { key: 'draw', label: t('ipo.drawAt'), value: time(offering.drawAt) },
    { key: 'payBy', label: t('ipo.payBy'), value: time(offering.payBy) },
    { key: 'listing', label: t('ipo.listingAt'), value: time(offering.listingAt) },
  ];
  return (
    <>
      <section className={styles.card} data-testid="ipo-detail">
        <div className={styles.head}>
          <h2 className={styles.name}>
            {offering.name}
            <span className={styles.symbol}>{offering.symbol}</span>
          </h2>
          <span className={styles.badge} data-status={offering.status} data-testid="ipo-detail-status">
            {t(`ipo.status.${offering.status}`)}
          </span>
        </div>
        <Countdown offering={offering} testId="ipo-detail-countdown" />
        <InfoList rows={rows} testId="ipo-detail-figures" />
      </section>
      {offering.status === 'subscribing' && !mine && (
        <div className={styles.actions}>
          <Button color="primary" size="large" onClick={() => setSubscribing(true)} data-testid="ipo-subscribe">
            {t('ipo.subscribe')}
          </Button>
        </div>
      )}
      {mine && <ApplicationCard application={mine} pay={pay} testId="ipo-my-application" />}
      <section className={styles.card} data-testid="ipo-commitment">
        <h2 className={styles.heading}>{t('ipo.commitment')}</h2>
        <p className={styles.hash} data-testid="ipo-commitment-value">
          {offering.commitment ?? t('ipo.commitmentPending')}
        </p>
        <p className={styles.method}>{t('ipo.commitmentNote')}</p>
      </section>
      {drawn && <VerifyDrawCard ipoId={offering.id} commitment={offering.commitment} applicationId={mine?.id ?? null} />}
      {subscribing && (
        <SubscribeSheet offering={offering} info={info.data} subscribe={subscribe} onClose={() => setSubscribing(false)} />
      )}
    </>
  );
}

function boardName(board: string, t: ReturnType<typeof useTranslation>['t']): string {
  return board === 'prime' || board === 'standard' || board === 'growth' ? t(`ipo.boards.${board}`) : board;
}
