/**
 * One line of the statement: its type, what the ledger entry did (with its reference: the order,
 * position, application, loan…), the signed change to the account it touched, that account
 * (available or frozen) and its balance after, the order's state and a remark, and when.
 */
import { currencySchema, type ReplyOf, fundsMemberApi } from '@kabuto/contracts';
import { formatDateTime } from '../ui/format-time';
import { toneOf } from '../ui/market-parts/price-tone';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import styles from './fund-records.module.css';

export type FundRecord = ReplyOf<typeof fundsMemberApi.records>['items'][number];

export function FundRecordItem({ record }: { record: FundRecord }) {
  const { t, language } = useTranslation();
  const money = useMoney();
  const outgoing = record.amount.startsWith('-');
  return (
    <li className={styles.record} data-testid={`record-${record.id}`} data-reason={record.reason}>
      <div className={styles.recordRow}>
        <span className={styles.recordType}>
          {t(`records.types.${record.type}`)}
          <span className={styles.bucket} data-bucket={record.bucket} data-testid="record-bucket">
            {t(`records.buckets.${record.bucket}`)}
          </span>
        </span>
        <span
          className={styles.recordAmount}
          data-direction={outgoing ? 'out' : 'in'}
          data-tone={toneOf(record.amount)}
          data-testid="record-amount"
        >
          {money.signed(record.amount, record.currency)}
        </span>
      </div>
      <div className={styles.recordRow}>
        <span className={styles.recordLine} data-testid="record-line">
          {t(`records.lines.${record.reason}`, { reference: record.reference })}
        </span>
        <span className={styles.recordMeta} data-testid="record-balance">
          {t('records.balanceAfter', {
            bucket: t(`records.buckets.${record.bucket}`),
            amount: money.amount(record.balanceAfter, record.currency),
          })}
        </span>
      </div>
      <div className={styles.recordRow}>
        <span className={styles.recordMeta} data-testid="record-order">
          {record.orderNo}
        </span>
        <span className={styles.status} data-status={record.status} data-testid="record-status">
          {t(`records.status.${record.status}`)}
        </span>
      </div>
      <div className={styles.recordRow}>
        <span className={styles.recordMeta} data-testid="record-remark">
          <Remark record={record} outgoing={outgoing} />
        </span>
        <time className={styles.recordMeta} dateTime={record.createdAt}>
          {formatDateTime(record.createdAt, language)}
        </time>
      </div>
    </li>
  );
}

/** Remarks the house writes as a code rather than in a language (the demo account's opening deposit, a reward). */
const houseRemarks = ['demo_seed', 'check_in_reward', 'referral_reward'] as const;

/**
 * A deposit's or withdrawal's remark is the reviewer's note; an exchange's is the other currency; a
 * reward's says which reward; any other's is the entry's reason, which the line above already says.
 */
function Remark({ record, outgoing }: { record: FundRecord; outgoing: boolean }) {
  const { t } = useTranslation();
  const houseRemark = houseRemarks.find((remark) => remark === record.remark);
  if (houseRemark) return <>{t(`records.houseRemarks.${houseRemark}`)}</>;
  const other = currencySchema.safeParse(record.remark);
  if (record.type === 'exchange' && other.success) {
    return (
      <>
        {outgoing ? t('records.exchangedInto', { currency: other.data }) : t('records.exchangedFrom', { currency: other.data })}
      </>
    );
  }
  if (record.remark === record.reason) return null;
  return <>{record.remark}</>;
}
