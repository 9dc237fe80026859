/** One block trade or placement: its terms, how much of it is asked for, and the apply button while it is open. */
import { Button } from 'antd-mobile';
import type { ReplyOf, placementsMemberApi } from '@kabuto/contracts';
import { formatDateTime } from '../ui/format-time';
import { InfoList } from '../ui/info-list';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import type { OfferKind } from './api/offer-queries';
import styles from './offerings.module.css';

export type OfferProduct = ReplyOf<typeof placementsMemberApi.blockList>[number];

export function ProductCard({ kind, product, onApply }: { kind: OfferKind; product: OfferProduct; onApply: () => void }) {
  const { t, language } = useTranslation();
  const money = useMoney();
  const shares = (count: number) => t('offers.sharesCount', { count: count.toLocaleString('en') });
  const rows = [
    { key: 'price', label: t('offers.price'), value: money.amount(product.price, 'JPY'), strong: true },
    { key: 'ref', label: t('offers.refPrice'), value: money.amount(product.refPrice, 'JPY') },
    {
      key: 'range',
      label: t('offers.perApplication'),
      value: t('offers.sharesRange', {
        min: product.minShares.toLocaleString('en'),
        max: product.maxShares.toLocaleString('en'),
      }),
    },
    ...(product.dailyLimitShares === null
      ? []
      : [
          {
            key: 'daily',
            label: t('offers.dailyLimit'),
            value: t('offers.dailyLimitValue', {
              limit: product.dailyLimitShares.toLocaleString('en'),
              used: product.myTodayShares.toLocaleString('en'),
            }),
          },
        ]),
    { key: 'offered', label: t('offers.offered'), value: shares(product.sharesOffered) },
    { key: 'applied', label: t('offers.applied'), value: shares(product.sharesApplied) },
    {
      key: 'window',
      label: t('offers.window'),
      value: t('offers.windowValue', {
        from: formatDateTime(product.opensAt, language),
        to: formatDateTime(product.closesAt, language),
      }),
    },
    {
      key: 'lockup',
      label: t('offers.lockup'),
      value: product.lockupUntil ? formatDateTime(product.lockupUntil, language) : t('offers.noLockup'),
    },
  ];
  return (
    <li className={styles.card} data-testid={`${kind}-product-${product.id}`}>
      <div className={styles.head}>
        <span className={styles.name}>
          {product.name}
          <span className={styles.symbol}>{product.symbol}</span>
        </span>
        <span className={styles.status} data-status={product.status} data-testid="offer-status">
          {t(`offers.status.${product.status}`)}
        </span>
      </div>
      <InfoList rows={rows} testId={`${kind}-product-${product.id}-terms`} />
      {product.status === 'open' && (
        <div className={styles.actions}>
          <Button color="primary" onClick={onApply} data-testid={`${kind}-apply-${product.id}`}>
            {t('offers.apply')}
          </Button>
        </div>
      )}
    </li>
  );
}
