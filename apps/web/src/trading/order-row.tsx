/** One pending order: the stock, side, limit price, size and the money held, with a cancel button that asks first. */
import { Button } from 'antd-mobile';
import type { TradeOrder } from '@kabuto/contracts';
import { confirm } from '../ui/confirm';
import { formatDateTime } from '../ui/format-time';
import { prepareToasts, showToast } from '../ui/toast';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { useCancelOrder } from './api/cancel-order';
import { OrderBadges } from './order-badges';
import { useConfig } from '../api/get-config';
import { orderPriceText, TriggerLines } from './conditional-lines';
import styles from './positions.module.css';
import { OfflineReason } from '../ui/offline-reason';

export function OrderRow({ order }: { order: TradeOrder }) {
  const { t, language } = useTranslation();
  const money = useMoney();
  const cancel = useCancelOrder();
  const { currencySymbol } = useConfig();
  const priceText = orderPriceText(order, t, currencySymbol);

  async function askToCancel() {
    const request = { orderId: order.id };
    cancel.open(request);
    const confirmed = await confirm({
      title: t('positions.cancelTitle'),
      content: t('positions.cancelBody', {
        direction: t(`positions.directions.${order.direction}`),
        lots: order.lots,
        name: order.name,
        price: priceText,
        amount: money.amount(order.held, 'JPY'),
      }),
      confirmText: t('positions.cancelConfirm'),
      cancelText: t('positions.keep'),
      testId: 'cancel-order',
      danger: true,
    });
    if (!confirmed) return;
    prepareToasts();
    const result = await cancel.run(request);
    if (result.ok) showToast(t('positions.cancelled'));
  }

  return (
    <li className={styles.item} data-testid={`order-row-${order.id}`}>
      <div className={styles.line}>
        <span className={styles.name} data-testid="order-row-name">
          {order.name}
        </span>
        <span className={styles.code}>{order.symbol}</span>
        <Button
          className={styles.cancel}
          size="mini"
          color="danger"
          fill="outline"
          loading={cancel.pending}
          disabled={cancel.offline}
          onClick={() => void askToCancel()}
          data-testid="order-cancel"
        >
          {t('positions.cancel')}
        </Button>
      </div>
      <OfflineReason offline={cancel.offline} />
      <OrderBadges order={order}>
        <span className={styles.badge} data-testid="order-row-price">
          {priceText}
        </span>
      </OrderBadges>
      <TriggerLines order={order} />
      <dl className={styles.figures}>
        <div>
          <dt>{t('positions.held')}</dt>
          <dd data-testid="order-row-held">{money.amount(order.held, 'JPY')}</dd>
        </div>
        <div>
          <dt>{t('order.fields.shares')}</dt>
          <dd>{order.shares.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt>{t('positions.placedAt')}</dt>
          <dd className={styles.meta}>{formatDateTime(order.createdAt, language)}</dd>
        </div>
      </dl>
    </li>
  );
}
