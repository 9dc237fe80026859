/**
 * My application to one offering: its state, lots asked and allotted, what is held and what is to
 * pay by when, the Pay button while awaiting payment (after a confirmation) and the positions it became.
 */
import { Link } from 'react-router';
import { Button } from 'antd-mobile';
import type { ReplyOf, offeringsMemberApi } from '@kabuto/contracts';
import { confirm } from '../ui/confirm';
import { formatDateTime } from '../ui/format-time';
import { InfoList } from '../ui/info-list';
import { prepareToasts, showToast } from '../ui/toast';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { isZeroAmount } from '../ui/money';
import { positionPaths } from '../shared/paths/trading-paths';
import type { PayIpo } from './api/ipo-calls';
import { ipoPaths } from './ipo-paths';
import { lotsText } from './lots-text';
import styles from './ipo.module.css';
import { OfflineReason } from '../ui/offline-reason';

export type Application = ReplyOf<typeof offeringsMemberApi.ipoApplications>['items'][number];

export interface ApplicationCardProps {
  application: Application;
  pay: PayIpo;
  /** A heading line with the offering's name, for the list of all my applications. */
  titled?: boolean;
  testId: string;
}

export function ApplicationCard({ application, pay, titled = false, testId }: ApplicationCardProps) {
  const { t, language } = useTranslation();
  const money = useMoney();
  const rows = [
    { key: 'requested', label: t('ipo.requested'), value: lotsText(t, application.lots) },
    { key: 'allotted', label: t('ipo.allotted'), value: lotsText(t, application.allottedLots) },
    { key: 'price', label: t('ipo.price'), value: money.amount(application.price, 'JPY') },
    { key: 'held', label: t('ipo.held'), value: money.amount(application.held, 'JPY') },
    // What is still to pay while it is, then what was paid: never "payable ¥0" on a paid application.
    ...(application.status === 'awaitingPayment'
      ? [{ key: 'payable', label: t('ipo.payable'), value: money.amount(application.amountPayable, 'JPY'), strong: true }]
      : []),
    ...(isZeroAmount(application.amountPaid)
      ? []
      : [{ key: 'amountPaid', label: t('ipo.amountPaid'), value: money.amount(application.amountPaid, 'JPY') }]),
    ...(application.payBy && application.status === 'awaitingPayment'
      ? [{ key: 'payBy', label: t('ipo.payBy'), value: formatDateTime(application.payBy, language) }]
      : []),
  ];

  async function payNow() {
    const body = { applicationId: application.id };
    pay.open(body);
    const sure = await confirm({
      title: t('ipo.payTitle'),
      content: t('ipo.payBody', {
        amount: money.amount(application.amountPayable, 'JPY'),
        lots: application.allottedLots,
        symbol: application.symbol,
      }),
      confirmText: t('ipo.payConfirm'),
      cancelText: t('ipo.cancel'),
      testId: 'ipo-pay',
    });
    if (!sure || pay.pending) return;
    prepareToasts();
    const result = await pay.run(body);
    if (result.ok) showToast(t('ipo.paid'));
  }

  return (
    <section className={styles.card} data-testid={testId} data-status={application.status}>
      <div className={styles.head}>
        <h2 className={styles.name}>
          {titled ? application.name : t('ipo.myApplication')}
          {titled && <span className={styles.symbol}>{application.symbol}</span>}
        </h2>
        <span className={styles.badge} data-status={application.status} data-testid={`${testId}-status`}>
          {t(`ipo.applicationStatus.${application.status}`)}
        </span>
      </div>
      <InfoList rows={rows} testId={`${testId}-figures`} />
      {application.status === 'awaitingPayment' && (
        <div className={styles.actions}>
          <Button
            color="primary"
            loading={pay.pending}
            disabled={pay.offline}
            onClick={() => void payNow()}
            data-testid={`${testId}-pay`}
          >
            {t('ipo.pay')}
          </Button>
          <OfflineReason offline={pay.offline} />
        </div>
      )}
      {titled && (
        <Link className={styles.link} to={ipoPaths.detail(application.ipoId)} data-testid={`${testId}-offering`}>
          {t('ipo.offeringLink')} ›
        </Link>
      )}
      {application.positionIds.map((positionId) => (
        <Link key={positionId} className={styles.link} to={positionPaths.detail(positionId)} data-testid={`${testId}-position`}>
          {t('ipo.viewPosition')} ›
        </Link>
      ))}
    </section>
  );
}
