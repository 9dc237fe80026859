/** The live estimate of an order from `/trade/preview`: what it costs, holds and risks, and any warnings. */
import { formatNumber } from '@kabuto/i18n';
import { InfoList, type InfoRow } from '../../ui/info-list';
import { ContactSupportLink } from '../../ui/restriction-dialog';
import { useTranslation } from '../../ui/translation-context';
import { useMoney } from '../../ui/use-money';
import { isZeroAmount } from '../../ui/money';
import { showPrice } from '../../ui/market-parts/trade-format';
import type { OrderPreview } from '../api/preview-order';
import type { OrderType } from './order-rules';
import styles from './order.module.css';

export type EstimateState = 'empty' | 'loading' | 'ready' | 'failed';

export interface OrderEstimateProps {
  preview: OrderPreview | undefined;
  type: OrderType;
  state: EstimateState;
  /** Why there is no estimate, already translated (a price off the grid, the market closed …). */
  failure: string | null;
  /** The code of that failure: a restriction shows the way to customer service. */
  failureCode?: string | null;
  /** The estimate shown is for an earlier version of the order, and the next one is on its way. */
  stale: boolean;
}

export function OrderEstimate({ preview, type, state, failure, failureCode = null, stale }: OrderEstimateProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="order-estimate-title" data-testid="order-estimate" data-state={state}>
      <div className={styles.estimateHead}>
        <h2 className={styles.estimateTitle} id="order-estimate-title">
          {t('order.estimate')}
        </h2>
        {stale && <span className={styles.estimateState}>{t('order.estimateStale')}</span>}
      </div>
      {state === 'failed' && failure ? (
        <p className={styles.estimateFailed} role="alert" data-testid="order-estimate-error">
          {failure}
          <ContactSupportLink code={failureCode} />
        </p>
      ) : preview && state !== 'empty' ? (
        <EstimateFigures preview={preview} type={type} />
      ) : (
        <p className={styles.estimateNote} data-testid="order-estimate-empty">
          {state === 'loading' ? t('order.estimating') : t('order.estimateHint')}
        </p>
      )}
    </section>
  );
}

function EstimateFigures({ preview, type }: { preview: OrderPreview; type: OrderType }) {
  const { t } = useTranslation();
  const rows = useEstimateRows();
  return (
    <>
      <div className={styles.compact}>
        <InfoList testId="order-preview" rows={rows(preview, type)} />
      </div>
      {preview.warnings.length > 0 && (
        <ul className={styles.warnings} data-testid="order-warnings">
          {preview.warnings.map((warning) => (
            <li key={warning} className={styles.warning} role="alert" data-testid={`order-warning-${warning}`}>
              {t(`order.warnings.${warning}`)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The estimate as label and value rows; the confirmation sheet shows the same. */
export function useEstimateRows(): (preview: OrderPreview, type: OrderType) => InfoRow[] {
  const { t } = useTranslation();
  const money = useMoney();
  return (preview, type) => [
    {
      key: 'price',
      label: type === 'market' ? t('order.fields.averagePrice') : t('order.fields.price'),
      value: showPrice(preview.price),
    },
    { key: 'shares', label: t('order.fields.shares'), value: formatNumber(String(preview.shares), 0) },
    { key: 'notional', label: t('order.fields.notional'), value: money.amount(preview.notional, 'JPY') },
    { key: 'margin', label: t('order.fields.margin'), value: money.amount(preview.margin, 'JPY') },
    { key: 'fee', label: t('order.fields.fee'), value: money.amount(preview.fee, 'JPY') },
    // Japan charges no stamp duty on share trades: the line shows only where the setting charges one.
    ...(isZeroAmount(preview.stampDuty)
      ? []
      : [{ key: 'stampDuty', label: t('order.fields.stampDuty'), value: money.amount(preview.stampDuty, 'JPY') }]),
    { key: 'total', label: t('order.fields.total'), value: money.amount(preview.total, 'JPY'), strong: true },
    {
      key: 'liquidationPrice',
      label: t('order.fields.liquidationPrice'),
      value: preview.liquidationPrice ? showPrice(preview.liquidationPrice) : t('order.noLiquidation'),
    },
    { key: 'availableAfter', label: t('order.fields.availableAfter'), value: money.amount(preview.availableAfter, 'JPY') },
  ];
}
