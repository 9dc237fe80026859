/**
 * The day's figures: open, previous close, high, low, and for a stock its volume and turnover
 * (large ones made short per language). An index trades nothing itself, so it has neither.
 */
import { formatCompact } from '@kabuto/i18n';
import { useConfig } from '../../api/get-config';
import { useTranslation } from '../../ui/translation-context';
import type { QuoteWithDepth } from '../../shared/api/get-quote';
import { formatPrice } from '../../ui/market-parts/quote-format';
import styles from './detail.module.css';

export function QuoteStats({ quote, decimals }: { quote: QuoteWithDepth; decimals: number }) {
  const { t, language } = useTranslation();
  const { currencySymbol } = useConfig();
  const prices = [
    { key: 'open', label: t('market.detail.open'), value: formatPrice(quote.open, decimals) },
    { key: 'prevClose', label: t('market.detail.prevClose'), value: formatPrice(quote.prevClose, decimals) },
    { key: 'high', label: t('market.detail.high'), value: formatPrice(quote.high, decimals) },
    { key: 'low', label: t('market.detail.low'), value: formatPrice(quote.low, decimals) },
  ];
  const trading = [
    {
      key: 'volume',
      label: t('market.detail.volume'),
      value: t('market.detail.shares', { count: formatCompact(String(quote.volume), language) }),
    },
    { key: 'turnover', label: t('market.detail.turnover'), value: `${currencySymbol}${formatCompact(quote.turnover, language)}` },
  ];
  const stats = quote.kind === 'stock' ? [...prices, ...trading] : prices;
  return (
    <dl className={styles.stats} data-testid="quote-stats">
      {stats.map((stat) => (
        <div key={stat.key} className={styles.stat}>
          <dt>{stat.label}</dt>
          <dd data-testid={`stat-${stat.key}`}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
