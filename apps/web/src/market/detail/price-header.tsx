/** The price at a glance: last, change and change in percent, the day's limits and the status. */
import { useTranslation } from '../../ui/translation-context';
import { formatTime } from '../../ui/format-time';
import type { QuoteWithDepth } from '../../shared/api/get-quote';
import { Toned } from '../../ui/market-parts/change-text';
import { formatChange, formatPercent, formatPrice } from '../../ui/market-parts/quote-format';
import styles from './detail.module.css';

export function PriceHeader({ quote, decimals }: { quote: QuoteWithDepth; decimals: number }) {
  const { t, language } = useTranslation();
  return (
    <section className={styles.header} aria-label={quote.name} data-testid="price-header">
      <div className={styles.identity}>
        <span className={styles.code}>{t('market.detail.code', { symbol: quote.symbol })}</span>
        {quote.board && <span className={styles.board}>{t(`market.boards.${quote.board}`)}</span>}
        <span className={styles.status} data-status={quote.status} data-testid="detail-status">
          {t(`market.status.${quote.status}`)}
        </span>
      </div>
      <div className={styles.priceRow}>
        <Toned change={quote.change} testId="detail-last">
          <span className={styles.last}>{formatPrice(quote.last ?? quote.prevClose, decimals)}</span>
        </Toned>
        <Toned change={quote.change} testId="detail-change">
          <span className={styles.change}>
            {formatChange(quote.change, decimals)} ({formatPercent(quote.changePct)})
          </span>
        </Toned>
      </div>
      {quote.limitUp && quote.limitDown && (
        <dl className={styles.limits}>
          <div>
            <dt>{t('market.detail.limitUp')}</dt>
            <dd className={styles.limitUp} data-testid="detail-limit-up">
              {formatPrice(quote.limitUp, decimals)}
            </dd>
          </div>
          <div>
            <dt>{t('market.detail.limitDown')}</dt>
            <dd className={styles.limitDown} data-testid="detail-limit-down">
              {formatPrice(quote.limitDown, decimals)}
            </dd>
          </div>
        </dl>
      )}
      <p className={styles.updated}>{t('market.detail.updated', { time: formatTime(quote.updatedAt, language) })}</p>
    </section>
  );
}
