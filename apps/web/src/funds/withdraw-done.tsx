/** After a withdrawal request: its number, and that the amount is now held until it is paid out. */
import type { Currency } from '@kabuto/contracts';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { DoneActions } from './done-actions';
import styles from './funds.module.css';

export interface WithdrawOutcome {
  orderNo: string;
  amount: string;
  currency: Currency;
}

export function WithdrawDone({ outcome }: { outcome: WithdrawOutcome }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className={styles.result} data-testid="withdraw-done">
      <section className={styles.done}>
        <h2 className={styles.doneTitle}>{t('withdraw.doneTitle')}</h2>
        <p className={styles.doneBody} data-testid="withdraw-order">
          {t('withdraw.doneOrder', { orderNo: outcome.orderNo })}
        </p>
        <p className={styles.doneBody} data-testid="withdraw-frozen">
          {t('withdraw.doneFrozen', { amount: money.amount(outcome.amount, outcome.currency) })}
        </p>
      </section>
      <DoneActions next={{ records: true, testId: 'withdraw-to-records' }} doneTestId="withdraw-to-mine" />
    </div>
  );
}
