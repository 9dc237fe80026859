/** The rows of the order form that take more than a choice: the limit price, the lots and the product. */
import { ChoiceChips } from '../../ui/choice-chips';
import { useTranslation } from '../../ui/translation-context';
import { LotsStepper } from './order-controls';
import type { DraftIssue, Product } from './order-rules';
import styles from './order.module.css';

export interface PriceFieldProps {
  value: string;
  onChange: (price: string) => void;
  symbol: string;
  tickSize: string | null;
  issue: DraftIssue | undefined;
}

export function PriceField({ value, onChange, symbol, tickSize, issue }: PriceFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.row}>
      <label className={styles.label} htmlFor="order-price">
        {t('order.price', { symbol })}
      </label>
      <input
        id="order-price"
        className={styles.priceInput}
        inputMode="decimal"
        autoComplete="off"
        maxLength={12}
        placeholder={t('order.pricePlaceholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={issue ? true : undefined}
        aria-describedby={issue ? 'order-price-error' : 'order-price-tick'}
        data-testid="order-price"
      />
      {issue && issue.field === 'price' ? (
        <p className={styles.error} id="order-price-error" role="alert" data-testid="order-price-error">
          {t(`fields.${issue.code}`)}
        </p>
      ) : (
        tickSize && (
          <p className={styles.note} id="order-price-tick" data-testid="order-tick">
            {t('order.tick', { tick: tickSize })}
          </p>
        )
      )}
    </div>
  );
}

export interface LotsFieldProps {
  value: string;
  onChange: (lots: string) => void;
  lotSize: number;
  shares: number;
  invalid: boolean;
}

export function LotsField({ value, onChange, lotSize, shares, invalid }: LotsFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.row}>
      <span className={styles.label}>{t('order.lots')}</span>
      <LotsStepper value={value} onChange={onChange} error={invalid ? t('errors.invalid_lots') : undefined} />
      {invalid ? (
        <p className={styles.error} id="order-lots-error" role="alert" data-testid="order-lots-error">
          {t('errors.invalid_lots')}
        </p>
      ) : (
        <p className={styles.note} id="order-lots-hint" data-testid="order-lots-hint">
          {t('order.lotsHint', { lotSize, shares: shares.toLocaleString('en-US') })}
        </p>
      )}
    </div>
  );
}

export interface ProductFieldProps {
  value: Product;
  onChange: (product: Product) => void;
  /** Shown as text, not as a choice, when the screen fixes it. */
  fixed: boolean;
  cutoff: string;
}

export function ProductField({ value, onChange, fixed, cutoff }: ProductFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.row}>
      <span className={styles.label}>{t('order.product')}</span>
      {!fixed && (
        <ChoiceChips
          label={t('order.product')}
          choices={(['normal', 'day'] as const).map((product) => ({ value: product, label: t(`order.products.${product}`) }))}
          value={value}
          onChange={onChange}
          testId="order-product"
          stretch
        />
      )}
      <p className={styles.note} data-testid="order-product-note">
        {fixed && <strong>{t(`order.products.${value}`)} · </strong>}
        {t(`order.productNotes.${value}`, { cutoff })}
      </p>
    </div>
  );
}
