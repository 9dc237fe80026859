/** How the confirmation sheet names a conditional order: its type with its prices, its validity and its exits. */
import type { InfoRow } from '../../ui/info-list';
import { showPrice } from '../../ui/market-parts/trade-format';
import type { Translate } from '../../ui/translator';
import type { OrderBody } from '../api/preview-order';

export function orderTypeText(order: OrderBody, t: Translate): string {
  const type = t(`order.types.${order.type}`);
  if (order.type === 'limit' && order.price) return `${type} ${showPrice(order.price)}`;
  if (order.type === 'stop' && order.triggerPrice)
    return `${type} · ${t('conditional.triggerLine', { price: showPrice(order.triggerPrice) })}`;
  if (order.type === 'stopLimit' && order.triggerPrice && order.price)
    return `${type} ${showPrice(order.price)} · ${t('conditional.triggerLine', { price: showPrice(order.triggerPrice) })}`;
  return type;
}

export function conditionalRows(order: OrderBody, t: Translate): InfoRow[] {
  const rows: InfoRow[] = [];
  if (order.type === 'stop' || order.type === 'stopLimit') {
    const value =
      order.validity === 'gtd' && order.expiresOn
        ? t('conditional.validUntil', { date: order.expiresOn })
        : t('conditional.validToday');
    rows.push({ key: 'validity', label: t('conditional.validity'), value });
  }
  if (order.exits?.takeProfit)
    rows.push({ key: 'takeProfit', label: t('conditional.exits.kinds.takeProfit'), value: showPrice(order.exits.takeProfit) });
  if (order.exits?.stopLoss)
    rows.push({ key: 'stopLoss', label: t('conditional.exits.kinds.stopLoss'), value: showPrice(order.exits.stopLoss.trigger) });
  return rows;
}
