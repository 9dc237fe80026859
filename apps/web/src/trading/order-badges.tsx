/** The line of badges every order shows: side, what is special about it (passed in), lots, leverage, and day trade. */
import type { ReactNode } from 'react';
import type { TradeOrder } from '@kabuto/contracts';
import { useTranslation } from '../ui/translation-context';
import styles from './positions.module.css';

export function OrderBadges({ order, children }: { order: TradeOrder; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.line}>
      <span className={styles.badge} data-side={order.direction}>
        {t(`positions.directions.${order.direction}`)}
      </span>
      {children}
      <span className={styles.badge}>{t('positions.lots', { lots: order.lots })}</span>
      <span className={styles.badge}>{t('positions.leverage', { leverage: order.leverage })}</span>
      {order.product === 'day' && (
        <span className={styles.badge} data-product="day">
          {t('positions.products.day')}
        </span>
      )}
    </div>
  );
}
