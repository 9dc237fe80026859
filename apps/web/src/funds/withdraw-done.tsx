/** After a withdrawal request: its number, and that the amount is now held until it is paid out. */
import { useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import type { Currency } from '@kabuto/contracts';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import styles from './funds.module.css';
import { fundsPaths } from '../shared/paths/funds-paths';
import { identityPaths } from '../shared/paths/identity-paths';

export interface WithdrawOutcome {
  orderNo: string;
  amount: string;
  currency: Currency;
}

export function WithdrawDone({ outcome }: { outcome: WithdrawOutcome }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          size="large"
          onClick={() => void navigate(fundsPaths.fundRecords, { replace: true })}
          data-testid="withdraw-to-records"
        >
          {t('nav.fundRecords')}
        </Button>
        <Button
          block
          fill="outline"
          color="primary"
          size="large"
          onClick={() => void navigate(identityPaths.mine, { replace: true })}
          data-testid="withdraw-to-mine"
        >
          {t('common.done')}
        </Button>
      </div>
    </div>
  );
}
