/**
 * The last step of an order: everything it will do, from the latest estimate, and the button that
 * places it. A refusal (the market moved, the balance changed) is said here and the sheet stays.
 */
import { useState, type FormEvent } from 'react';
import type { ReplyOf, tradingMemberApi } from '@kabuto/contracts';
import { InfoList } from '../../ui/info-list';
import { Sheet } from '../../ui/sheet';
import { SubmitButton } from '../../ui/submit-button';
import { useTranslation } from '../../ui/translation-context';
import type { PlaceOrder } from '../api/place-order';
import type { OrderBody, OrderPreview } from '../api/preview-order';
import { useEstimateRows } from './order-estimate';
import styles from './order-outcome.module.css';
import { ContactSupportLink } from '../../ui/restriction-dialog';
import { conditionalRows, orderTypeText } from './conditional-summary';

export type OrderOutcome = ReplyOf<typeof tradingMemberApi.tradeOrder>;

export interface OrderSheetProps {
  name: string;
  order: OrderBody;
  preview: OrderPreview;
  /** The form's call, whose idempotency key outlives this sheet. */
  place: PlaceOrder;
  onClose: () => void;
  onPlaced: (outcome: OrderOutcome) => void;
}

export function OrderSheet({ name, order, preview, place, onClose, onPlaced }: OrderSheetProps) {
  const { t } = useTranslation();
  const estimateRows = useEstimateRows();
  const [failure, setFailure] = useState<string | null>(null);
  const [failureCode, setFailureCode] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (place.pending) return;
    setFailure(null);
    const result = await place.run(order);
    if (result.ok) return onPlaced(result.data);
    // A 401 moves to sign-in with its own message; anything else is said beside the order.
    if (result.failure.status !== 401) {
      setFailure(result.failure.message);
      setFailureCode(result.failure.code);
    }
  }

  const product = order.product ?? 'normal';
  const typeText = orderTypeText(order, t);
  return (
    <Sheet open title={t('order.confirmTitle')} onClose={onClose} testId="order-sheet">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <InfoList
          testId="order-summary"
          rows={[
            { key: 'stock', label: t('order.fields.stock'), value: `${name} (${order.symbol})` },
            { key: 'direction', label: t('order.fields.direction'), value: t(`order.directions.${order.direction}`) },
            { key: 'type', label: t('order.fields.type'), value: typeText },
            { key: 'lots', label: t('order.lots'), value: t('positions.lots', { lots: order.lots }) },
            { key: 'leverage', label: t('order.fields.leverage'), value: t('order.leverageValue', { leverage: order.leverage }) },
            { key: 'product', label: t('order.fields.product'), value: t(`order.products.${product}`) },
            // The account it buys in (issue 34), said only for NISA: the taxable account is the default.
            ...(order.account === 'nisa'
              ? [{ key: 'account', label: t('taxLines.account'), value: t('taxLines.accounts.nisa') }]
              : []),
            ...conditionalRows(order, t),
            ...estimateRows(preview, order.type),
          ]}
        />
        {order.type === 'market' && <p className={styles.sheetNote}>{t('order.confirmNote')}</p>}
        {failure && (
          <p className={styles.sheetError} role="alert" data-testid="order-sheet-error">
            {failure}
            <ContactSupportLink code={failureCode} />
          </p>
        )}
        <SubmitButton label={t('order.place')} loading={place.pending} testId="order-place" />
      </form>
    </Sheet>
  );
}
