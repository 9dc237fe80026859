/**
 * A stop order's lines in the orders lists: its trigger and validity while it waits, and once it
 * fired the proof: the recorded trade that fired it, which anyone can find on the public tape.
 */
import type { TradeOrder } from '@kabuto/contracts';
import { showPrice } from '../ui/market-parts/trade-format';
import type { Translate } from '../ui/translator';
import { useTranslation } from '../ui/translation-context';
import { useConfig } from '../api/get-config';
import styles from './positions.module.css';

/** An instant in Japan time to the millisecond: "2026-11-25 10:32:05.123". */
export function japanTimeToMs(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + 9 * 3_600_000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 23)}`;
}

/** The price words of an order: a limit, a market order, or a stop's trigger (and a stop-limit's limit). */
export function orderPriceText(order: TradeOrder, t: Translate, symbol: string): string {
  const trigger = order.triggerPrice
    ? t('conditional.triggerLine', { price: `${symbol}${showPrice(order.triggerPrice)}` })
    : null;
  const limit = order.price ? t('positions.limitAt', { price: showPrice(order.price) }) : null;
  if (trigger) return [t(`order.types.${order.type}`), trigger, limit].filter(Boolean).join(' · ');
  return limit ?? t('positions.marketOrder');
}

export function TriggerLines({ order }: { order: TradeOrder }) {
  const { t } = useTranslation();
  const { currencySymbol } = useConfig();
  if (order.triggerPrice === null) return null;
  const price = (value: string) => `${currencySymbol}${showPrice(value)}`;
  const validity =
    order.validity === 'gtd' && order.expiresOn
      ? t('conditional.validUntil', { date: order.expiresOn })
      : t('conditional.validToday');
  const proof = order.triggeredBy;
  return (
    <>
      {order.status === 'waiting' && (
        <p className={styles.meta} data-testid="order-trigger">
          {t('conditional.triggerLine', { price: price(order.triggerPrice) })} · {validity}
        </p>
      )}
      {proof && (
        <p className={styles.meta} data-testid="order-proof">
          {t(order.direction === 'long' ? 'conditional.proofAbove' : 'conditional.proofBelow', {
            price: price(proof.price),
            time: japanTimeToMs(proof.time),
            trigger: price(order.triggerPrice),
          })}
          <br />
          {t('conditional.proofSeq', { seq: proof.seq })}
        </p>
      )}
    </>
  );
}
