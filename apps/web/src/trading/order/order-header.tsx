/** The stock being ordered: its name and code, the live last price with the day's change, and the limits. */
import { useTranslation } from '../../ui/translation-context';
import type { QuoteWithDepth } from '../../shared/api/get-quote';
import { Toned } from '../../ui/market-parts/change-text';
import { formatChange, formatPercent, formatPrice, priceDecimals } from '../../ui/market-parts/quote-format';
import styles from './order.module.css';

export function OrderHeader({ quote }: { quote: QuoteWithDepth }) {
  const { t } = useTranslation();
  const decimals = priceDecimals(quote.kind, quote.tickSize);
  return (
    <section className={styles.header} aria-label={quote.name} data-testid="order-header">
      <div className={styles.nameRow}>
        <h2 className={styles.name} data-testid="order-name">
          {quote.name}
        </h2>
        <span className={styles.code}>{t('market.detail.code', { symbol: quote.symbol })}</span>
        <span className={styles.status} data-testid="order-status">
          {t(`market.status.${quote.status}`)}
        </span>
      </div>
      <div className={styles.priceRow}>
        <Toned change={quote.change} testId="order-last">
          <span className={styles.last}>{formatPrice(quote.last ?? quote.prevClose, decimals)}</span>
        </Toned>
        <Toned change={quote.change}>
          <span className={styles.change}>
            {formatChange(quote.change, decimals)} ({formatPercent(quote.changePct)})
          </span>
        </Toned>
      </div>
      {quote.limitUp && quote.limitDown && (
        <p className={styles.limits} data-testid="order-limits">
          {t('order.limits', {
            limitDown: formatPrice(quote.limitDown, decimals),
            limitUp: formatPrice(quote.limitUp, decimals),
          })}
        </p>
      )}
    </section>
  );
}
