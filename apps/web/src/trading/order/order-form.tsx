/**
 * The order form: side, type, limit price, lots, leverage and product, with a live estimate from
 * the server as the member types (once they pause), then a confirmation sheet before it is placed.
 */
import { useState, type FormEvent } from 'react';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import type { UserInfo } from '@kabuto/contracts';
import { useConfig } from '../../api/get-config';
import { CallFailedError } from '../../api/api-error';
import { ChoiceChips } from '../../ui/choice-chips';
import { useTranslation } from '../../ui/translation-context';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useMoney } from '../../ui/use-money';
import type { QuoteWithDepth } from '../../shared/api/get-quote';
import { usePlaceOrder } from '../api/place-order';
import { useOrderPreview } from '../api/preview-order';
import { DirectionSwitch } from './order-controls';
import { LotsField, PriceField, ProductField } from './order-fields';
import { OrderEstimate, type EstimateState } from './order-estimate';
import { OrderHeader } from './order-header';
import {
  draftIssues,
  draftToOrder,
  leverageChoices,
  lotSizeOf,
  parseLots,
  shortfallOf,
  type OrderDraft,
  type Product,
} from './order-rules';
import { OrderSheet, type OrderOutcome } from './order-sheet';
import styles from './order.module.css';
import { OfflineReason } from '../../ui/offline-reason';
import { fundsPaths } from '../../shared/paths/funds-paths';
import { OrderAccountField, useNisaRefusal, type OrderAccount } from '../../shared/tax/order-account-field';
import { orderKinds } from '@kabuto/contracts';
import { toJapanTime } from '@kabuto/domain';
import { emptyConditional, previewBodyOf, typeChange } from './conditional-draft';
import { ExitFields, StopFields } from './conditional-fields';

export interface OrderFormProps {
  /** Kept live by the screen. */
  quote: QuoteWithDepth;
  info: UserInfo;
  initialDirection: OrderDraft['direction'];
  /** The day-trading screen fixes the product; otherwise the member chooses. */
  fixedProduct?: Product;
  onPlaced: (outcome: OrderOutcome) => void;
}

/** The pause after the last keystroke before the estimate is asked for. */
const estimateDelayMs = 400;

export function OrderForm({ quote, info, initialDirection, fixedProduct, onPlaced }: OrderFormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { values: settings, currencySymbol } = useConfig();
  const leverages = leverageChoices(settings.leverageOptions);
  const lotSize = lotSizeOf(settings.lotSize);
  const last = quote.last ?? quote.prevClose;
  const [draft, setDraft] = useState<OrderDraft>(() => ({
    direction: initialDirection,
    type: 'market',
    price: last,
    lots: '1',
    leverage: leverages[0] ?? 1,
    product: fixedProduct ?? 'normal',
    ...emptyConditional(last),
  }));
  const [priceEdited, setPriceEdited] = useState(false);
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Held by the form, not the sheet: a sheet closed after a lost reply and opened again keeps the key.
  const place = usePlaceOrder();
  const update = (patch: Partial<OrderDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const settled = useDebouncedValue(draft, estimateDelayMs);
  const settledOrder = draftToOrder(quote.symbol, settled);
  const preview = useOrderPreview(settledOrder && previewBodyOf(settledOrder));
  // The account it buys in (issue 34): sent with the order, not the estimate, which is the same in both.
  const [account, setAccount] = useState<OrderAccount>('taxable');
  const drafted = draftToOrder(quote.symbol, draft);
  const order = drafted && account === 'nisa' ? { ...drafted, account } : drafted;
  const nisaRefusal = useNisaRefusal(account, draft, preview.data?.notional);
  const current = settled === draft && order !== null && !preview.isPlaceholderData && !preview.isError;
  const ready = current && preview.data !== undefined;
  const issues = tried || settled === draft ? draftIssues(draft) : [];
  const available = info.balances.find((balance) => balance.currency === 'JPY')?.available ?? info.available;
  const shortfall = ready ? shortfallOf(preview.data) : null;
  const navigate = useNavigate();
  const conditionalProps = {
    draft,
    update,
    issues,
    symbol: currencySymbol,
    table: quote.tickTable,
    tick: quote.tickSize,
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (!ready || order === null || shortfall !== null || nisaRefusal !== null) return;
    place.open(order);
    setConfirming(true);
  }

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="order-form">
        <OrderHeader quote={quote} />
        <div className={styles.section}>
          <div className={styles.row}>
            <DirectionSwitch value={draft.direction} onChange={(direction) => update({ direction })} />
          </div>
          <div className={styles.row}>
            <span className={styles.label}>{t('order.type')}</span>
            <ChoiceChips
              label={t('order.type')}
              choices={orderKinds.map((value) => ({ value, label: t(`order.types.${value}`) }))}
              value={draft.type}
              onChange={(type) =>
                update(typeChange(type, draft, { last, priceEdited, table: quote.tickTable, tick: quote.tickSize }))
              }
              testId="order-type"
              stretch
            />
            {draft.type === 'market' && <p className={styles.note}>{t('order.marketNote')}</p>}
          </div>
          {draft.type === 'limit' && (
            <PriceField
              value={draft.price}
              onChange={(price) => {
                setPriceEdited(true);
                update({ price });
              }}
              symbol={currencySymbol}
              tickSize={quote.tickSize}
              issue={issues.find((issue) => issue.field === 'price')}
            />
          )}
          {(draft.type === 'stop' || draft.type === 'stopLimit') && (
            <StopFields {...conditionalProps} last={last} today={toJapanTime(new Date()).date} />
          )}
          <ExitFields
            {...conditionalProps}
            entry={
              draft.type === 'stop' ? draft.triggerPrice : draft.type === 'market' ? (preview.data?.price ?? last) : draft.price
            }
            shares={(parseLots(draft.lots) ?? 0) * lotSize}
          />
          <LotsField
            value={draft.lots}
            onChange={(lots) => update({ lots })}
            lotSize={lotSize}
            shares={(parseLots(draft.lots) ?? 0) * lotSize}
            invalid={issues.some((issue) => issue.field === 'lots')}
          />
          <div className={styles.row}>
            <span className={styles.label}>{t('order.leverage')}</span>
            <ChoiceChips
              label={t('order.leverage')}
              choices={leverages.map((leverage) => ({ value: String(leverage), label: t('order.leverageValue', { leverage }) }))}
              value={String(draft.leverage)}
              onChange={(value) => update({ leverage: Number(value) })}
              testId="order-leverage"
              stretch
            />
          </div>
          <ProductField
            value={draft.product}
            onChange={(product) => update({ product })}
            fixed={fixedProduct !== undefined}
            cutoff={settings.dayTradeCutoff ?? '15:20'}
          />
          {fixedProduct === undefined && (
            <OrderAccountField
              value={account}
              onChange={setAccount}
              order={draft}
              notional={preview.data?.notional}
              classNames={{
                row: styles.row ?? '',
                label: styles.label ?? '',
                note: styles.note ?? '',
                error: styles.error ?? '',
              }}
            />
          )}
        </div>
        <OrderEstimate
          preview={preview.data}
          type={settled.type}
          state={estimateState(order !== null, preview)}
          failure={preview.error instanceof CallFailedError ? preview.error.message : null}
          failureCode={preview.error instanceof CallFailedError ? preview.error.failure.code : null}
          stale={!current && preview.data !== undefined && order !== null}
        />
        <div className={`kb-fixed-bottom ${styles.bar}`}>
          {shortfall !== null && preview.data ? (
            <p className={styles.shortfall} role="alert" data-testid="order-shortfall">
              {t('order.shortfall', {
                total: money.amount(preview.data.total, 'JPY'),
                available: money.amount(available, 'JPY'),
                shortfall: money.amount(shortfall, 'JPY'),
              })}
            </p>
          ) : (
            <p className={styles.available} data-testid="order-available">
              {t('order.available', { amount: money.amount(available, 'JPY') })}
            </p>
          )}
          <div className={styles.barButtons}>
            {shortfall !== null && (
              <Button
                block
                fill="outline"
                color="primary"
                onClick={() => void navigate(fundsPaths.deposit)}
                data-testid="order-deposit"
              >
                {t('order.deposit')}
              </Button>
            )}
            <Button
              block
              type="submit"
              color="primary"
              disabled={!ready || shortfall !== null || nisaRefusal !== null || place.offline}
              data-testid="order-review"
            >
              {t('order.review')}
            </Button>
          </div>
          <OfflineReason offline={place.offline} />
        </div>
      </form>
      {confirming && order && preview.data && (
        <OrderSheet
          name={quote.name}
          order={order}
          preview={preview.data}
          place={place}
          onClose={() => setConfirming(false)}
          onPlaced={onPlaced}
        />
      )}
    </>
  );
}

function estimateState(valid: boolean, preview: { isError: boolean; data: unknown; isFetching: boolean }): EstimateState {
  if (!valid) return 'empty';
  if (preview.isError) return 'failed';
  return preview.data === undefined ? 'loading' : 'ready';
}
