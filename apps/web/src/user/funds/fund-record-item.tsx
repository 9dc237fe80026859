/** One record: what it was, the signed amount, its order number and state, a remark, and when. */
import { currencySchema, type ReplyOf, fundsMemberApi } from '@kabuto/contracts';
import { formatDateTime } from '../../ui/format-time';
import { useTranslation } from '../../ui/translation-context';
import { useMoney } from '../../ui/use-money';
import styles from './funds.module.css';

export type FundRecord = ReplyOf<typeof fundsMemberApi.records>['items'][number];

export function FundRecordItem({ record }: { record: FundRecord }) {
  const { t, language } = useTranslation();
  const money = useMoney();
  const outgoing = record.amount.startsWith('-');
  return (
    <li className={styles.record} data-testid={`record-${record.id}`}>
      <div className={styles.recordRow}>
        <span className={styles.recordType}>{t(`records.types.${record.type}`)}</span>
        <span className={styles.recordAmount} data-direction={outgoing ? 'out' : 'in'} data-testid="record-amount">
          {money.signed(record.amount, record.currency)}
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

const tradeReasons = ['fill', 'close', 'margin_hold'] as const;
/** A copy's movements: money into the copy, back from it, and its performance fee. */
const copyReasons = ['copy_funding', 'copy_return', 'copy_fee'] as const;
/** Remarks the house writes as a code rather than in a language (the demo account's opening deposit, a reward). */
const houseRemarks = ['demo_seed', 'check_in_reward', 'referral_reward'] as const;

/**
 * An exchange's remark is the other currency; a trade's is the ledger reason of the movement
 * (the order filled, the position closed, margin added), and so is a copy's (money in, back, fee); a deposit's or withdrawal's is the
 * reviewer's note.
 */
function Remark({ record, outgoing }: { record: FundRecord; outgoing: boolean }) {
  const { t } = useTranslation();
  const tradeReason = tradeReasons.find((reason) => reason === record.remark);
  if (record.type === 'trade' && tradeReason) {
    return <>{t(`records.tradeRemarks.${tradeReason}`, { reference: record.orderNo })}</>;
  }
  const copyReason = copyReasons.find((reason) => reason === record.remark);
  if (record.type === 'copy' && copyReason) {
    return <>{t(`records.copyRemarks.${copyReason}`, { reference: record.orderNo })}</>;
  }
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
  return <>{record.remark}</>;
}
