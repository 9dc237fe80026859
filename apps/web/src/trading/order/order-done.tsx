/** An order just placed: filled (to its position), waiting (to the pending orders) or refused. */
import { useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import { useTranslation } from '../../ui/translation-context';
import { positionPaths } from '../../shared/paths/trading-paths';
import type { OrderOutcome } from './order-sheet';
import styles from './order-outcome.module.css';

export function OrderDone({ outcome, onAnother }: { outcome: OrderOutcome; onAnother: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { status, orderNo, positionId } = outcome;
  return (
    <div className={styles.result} data-testid="order-done" data-status={status}>
      <section className={styles.done}>
        <h2 className={styles.doneTitle} data-testid="order-done-title">
          {t(`order.${status}Title`)}
        </h2>
        <p className={styles.doneBody} data-testid="order-done-body">
          {t(`order.${status}Body`, { orderNo })}
        </p>
      </section>
      <div className={styles.actions}>
        {status === 'filled' && positionId !== undefined && (
          <Button
            block
            color="primary"
            size="large"
            onClick={() => void navigate(positionPaths.detail(positionId))}
            data-testid="order-view-position"
          >
            {t('order.viewPosition')}
          </Button>
        )}
        {(status === 'pending' || status === 'waiting') && (
          <Button
            block
            color="primary"
            size="large"
            onClick={() => void navigate(positionPaths.list('pending'))}
            data-testid="order-view-pending"
          >
            {t('order.viewPending')}
          </Button>
        )}
        <Button block fill="outline" color="primary" size="large" onClick={onAnother} data-testid="order-another">
          {t('order.another')}
        </Button>
      </div>
    </div>
  );
}
