/**
 * The loan screen (`/user/jk`): the collateral, the line and what is owed, the live LTV gauge
 * with its thresholds, the stress line, and the apply and repay sheets. With no holdings it
 * says how to get a line; a pending application shows as such until it is decided.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import type { ReplyOf, loansMemberApi } from '@kabuto/contracts';
import { InfoList } from '../ui/info-list';
import { LoadFailed } from '../ui/market-parts/load-failed';
import { Page } from '../ui/page';
import { PageLoading } from '../ui/page-loading';
import { StatusView } from '../ui/status-view';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { useUserInfo } from '../shared/api/get-user-info';
import { useApplyLoan, useRepayLoan } from './api/loan-calls';
import { useLoanQuota } from './api/loan-quota';
import { useLoanRecords } from './api/loan-records';
import { ApplySheet } from './apply-sheet';
import { LtvGauge, StressLine } from './ltv-gauge';
import { RepaySheet } from './repay-sheet';
import styles from './loans.module.css';
import { marketPaths } from '../shared/paths/market-paths';

const isZero = (amount: string) => /^0(\.0+)?$/.test(amount);

export function LoanPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney();
  const quota = useLoanQuota();
  const records = useLoanRecords();
  const info = useUserInfo();

  const body = () => {
    if (quota.isError && !quota.data) return <LoadFailed query={quota} />;
    if (records.isError && !records.data) return <LoadFailed query={records} />;
    if (!quota.data || !records.data) return <PageLoading />;
    const data = quota.data;
    const openLoan = records.data.pages[0]?.items.find((loan) => loan.id === data.openLoanId) ?? null;
    if (isZero(data.collateralValue) && isZero(data.owed) && !openLoan) {
      return (
        <StatusView
          tone="info"
          title={t('loans.noCollateralTitle')}
          description={t('loans.noCollateralBody')}
          action={{ label: t('loans.goToMarket'), onClick: () => void navigate(marketPaths.list), testId: 'loan-to-market' }}
          testId="loan-empty"
        />
      );
    }
    const cash = info.data?.balances.find((balance) => balance.currency === 'JPY')?.available ?? '0';
    const thresholdOf = (kind: string) => data.thresholds.find((threshold) => threshold.kind === kind)?.ltvPct ?? '';
    return (
      <>
        <p className={styles.intro}>{t('loans.intro', { maxLtv: data.maxLtvPct })}</p>
        <InfoList
          testId="loan-quota"
          rows={[
            { key: 'collateral', label: t('loans.collateral'), value: money.amount(data.collateralValue, 'JPY') },
            { key: 'holdings', label: t('loans.holdings'), value: money.amount(data.holdingsValue, 'JPY') },
            { key: 'cash', label: t('loans.cash'), value: money.amount(data.cash, 'JPY') },
            { key: 'available', label: t('loans.available'), value: money.amount(data.available, 'JPY'), strong: true },
            { key: 'owed', label: t('loans.owed'), value: money.amount(data.owed, 'JPY') },
            { key: 'withdrawable', label: t('loans.withdrawable'), value: money.amount(data.withdrawable, 'JPY'), strong: true },
            { key: 'apr', label: t('loans.apr'), value: t('loans.aprValue', { apr: data.apr }) },
          ]}
        />
        {openLoan?.status === 'pending' && (
          <section className={styles.card} data-testid="loan-pending">
            <h2 className={styles.heading}>{t('loans.pendingTitle')}</h2>
            <p className={styles.note}>
              {t('loans.pendingBody', { loanNo: openLoan.loanNo, amount: money.amount(openLoan.amount, 'JPY') })}
            </p>
          </section>
        )}
        <LtvGauge quota={data} />
        <StressLine quota={data} />
        <p className={styles.note}>
          {t('loans.rules', { warning: thresholdOf('warning'), forcedSale: thresholdOf('forcedSale'), maxLtv: data.maxLtvPct })}
        </p>
        <p className={styles.note} data-testid="loan-cash-rule">
          {t('loans.cashRule', { maxLtv: data.maxLtvPct })}
        </p>
        <LoanActions quota={data} openLoan={openLoan} cash={cash} />
      </>
    );
  };

  return (
    <Page title={t('loans.title')} backTo="/home/index" testId="loan-page">
      {body()}
    </Page>
  );
}

type Quota = ReplyOf<typeof loansMemberApi.loanQuota>;
type LoanRecord = ReplyOf<typeof loansMemberApi.loanRecords>['items'][number];

/** Apply (only with no open loan and some line left) and repay (only an active loan), each through its sheet. */
function LoanActions({ quota, openLoan, cash }: { quota: Quota; openLoan: LoanRecord | null; cash: string }) {
  const { t } = useTranslation();
  // The money calls live here, so their idempotency keys outlive the sheets.
  const applyLoan = useApplyLoan();
  const repayLoan = useRepayLoan();
  const [sheet, setSheet] = useState<'apply' | 'repay' | null>(null);
  // Why Apply is off, said beside it: one loan at a time, and a line with something left on it.
  const applyBlocked =
    openLoan?.status === 'pending'
      ? t('loans.applyBlocked.pending', { loanNo: openLoan.loanNo })
      : openLoan
        ? t('loans.applyBlocked.open', { loanNo: openLoan.loanNo })
        : isZero(quota.available)
          ? t('loans.applyBlocked.noLine')
          : null;
  return (
    <>
      <div className={styles.actions}>
        <Button color="primary" disabled={applyBlocked !== null} onClick={() => setSheet('apply')} data-testid="loan-apply">
          {t('loans.apply')}
        </Button>
        <Button
          color="primary"
          fill="outline"
          disabled={openLoan?.status !== 'active'}
          onClick={() => setSheet('repay')}
          data-testid="loan-repay"
        >
          {t('loans.repay')}
        </Button>
      </div>
      {applyBlocked && (
        <p className={styles.note} data-testid="loan-apply-why">
          {applyBlocked}
        </p>
      )}
      <Link className={styles.link} to="/user/jkjl" data-testid="loan-records-link">
        {t('loans.records')}
      </Link>
      {sheet === 'apply' && (
        <ApplySheet
          available={quota.available}
          apr={quota.apr}
          termOptions={quota.termOptions}
          applyLoan={applyLoan}
          onClose={() => setSheet(null)}
        />
      )}
      {sheet === 'repay' && openLoan && (
        <RepaySheet loanId={openLoan.id} owed={quota.owed} cash={cash} repayLoan={repayLoan} onClose={() => setSheet(null)} />
      )}
    </>
  );
}
