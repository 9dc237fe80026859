/**
 * The NISA screen (`/user/nisa`): what NISA is and allows, opening the account (confirmed first),
 * this year's and the lifetime allowance as gauges, what a sale frees next year, and the note
 * that つみたて投資枠 needs investment trusts, which Kabuto does not list.
 */
import { Button } from 'antd-mobile';
import type { NisaStatusReply } from '@kabuto/contracts';
import { confirm } from '../ui/confirm';
import { formatDateTime } from '../ui/format-time';
import { LoadFailed } from '../ui/market-parts/load-failed';
import { OfflineReason } from '../ui/offline-reason';
import { Page } from '../ui/page';
import { PageLoading } from '../ui/page-loading';
import { prepareToasts, showToast } from '../ui/toast';
import { useTranslation } from '../ui/translation-context';
import { useLanguage } from '../ui/use-language';
import { useMoney } from '../ui/use-money';
import { useNisaStatus } from '../shared/tax/tax-queries';
import { useOpenNisa } from './api/tax-calls';
import styles from './tax.module.css';

export function NisaPage() {
  const { t } = useTranslation();
  const status = useNisaStatus();
  const body = () => {
    if (status.isError && !status.data) return <LoadFailed query={status} />;
    if (!status.data) return <PageLoading />;
    return (
      <>
        <p className={styles.intro}>{t('tax.nisaIntro')}</p>
        <p className={styles.note} data-testid="nisa-tsumitate">
          {t('tax.tsumitateNote')}
        </p>
        {status.data.openedAt === null ? <OpenNisa /> : <Allowance status={status.data} />}
      </>
    );
  };
  return (
    <Page title={t('tax.nisaTitle')} backTo="/user/tax" testId="nisa-page">
      {body()}
    </Page>
  );
}

function OpenNisa() {
  const { t } = useTranslation();
  const open = useOpenNisa();
  async function start() {
    open.open({});
    const confirmed = await confirm({
      title: t('tax.openConfirmTitle'),
      content: t('tax.openConfirmBody'),
      confirmText: t('tax.openNisa'),
      cancelText: t('user.cancel'),
      testId: 'nisa-open',
    });
    if (!confirmed) return;
    prepareToasts();
    const result = await open.run({});
    if (result.ok) showToast(t('tax.opened'));
  }
  return (
    <div className={styles.actions}>
      <Button
        block
        color="primary"
        loading={open.pending}
        disabled={open.offline}
        onClick={() => void start()}
        data-testid="nisa-open"
      >
        {t('tax.openNisa')}
      </Button>
      <OfflineReason offline={open.offline} />
    </div>
  );
}

function Allowance({ status }: { status: NisaStatusReply }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = useMoney();
  return (
    <>
      <p className={styles.note} data-testid="nisa-opened">
        {t('tax.openedAt', { at: formatDateTime(status.openedAt ?? '', language) })}
      </p>
      <Gauge
        title={t('tax.yearGauge', { year: String(status.year) })}
        used={status.yearUsed}
        limit={status.yearLimit}
        testId="nisa-year"
      />
      <Gauge title={t('tax.lifetimeGauge')} used={status.lifetimeUsed} limit={status.lifetimeLimit} testId="nisa-lifetime" />
      <section className={styles.card}>
        <p className={styles.note} data-testid="nisa-frees">
          {t('tax.freesNextYear', { amount: money.amount(status.freesNextYear, 'JPY') })}
        </p>
        <p className={styles.note}>{t('tax.freeRule')}</p>
      </section>
    </>
  );
}

function Gauge({ title, used, limit, testId }: { title: string; used: string; limit: string; testId: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const limitNumber = Number(limit);
  const pct = limitNumber > 0 ? Math.min(100, (Number(used) / limitNumber) * 100) : 100;
  const left = String(Math.max(0, limitNumber - Number(used)));
  return (
    <section className={styles.card} data-testid={testId}>
      <h2 className={styles.heading}>{title}</h2>
      <div
        className={styles.track}
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(pct)}
        aria-label={title}
      >
        <div className={styles.fill} style={{ width: `${pct}%` }} />
      </div>
      <div className={styles.gaugeFigures}>
        <span data-testid={`${testId}-used`}>
          {t('tax.used', { used: money.amount(used, 'JPY'), limit: money.amount(limit, 'JPY') })}
        </span>
        <span data-testid={`${testId}-left`}>{t('tax.left', { amount: money.amount(left, 'JPY') })}</span>
      </div>
    </section>
  );
}
