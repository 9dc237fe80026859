/** The pre-open's indicative opening price of a stock, its executable shares and when it was worked out (Japan time). */
import type { IndicativeOpen } from '@kabuto/contracts';
import { formatCompact } from '@kabuto/i18n';
import { useTranslation } from '../../ui/translation-context';
import { formatTime } from '../../ui/format-time';
import { Toned } from '../../ui/market-parts/change-text';
import { formatPercent, formatPrice } from '../../ui/market-parts/quote-format';
import styles from './indicative-open.module.css';

export function IndicativeOpenPanel({ indicative, decimals }: { indicative: IndicativeOpen; decimals: number }) {
  const { t, language } = useTranslation();
  return (
    <section className={styles.indicative} aria-label={t('market.detail.indicativeOpen')} data-testid="detail-indicative">
      <div className={styles.indicativeRow}>
        <span className={styles.indicativeLabel}>{t('market.detail.indicativeOpen')}</span>
        <Toned change={indicative.changePct} testId="detail-indicative-price">
          <strong className={styles.indicativePrice}>{formatPrice(indicative.price, decimals)}</strong>{' '}
          <span>({formatPercent(indicative.changePct)})</span>
        </Toned>
      </div>
      <p className={styles.indicativeMeta}>
        {t('market.detail.indicativeVolume', { volume: formatCompact(String(indicative.volume), language) })} ·{' '}
        {t('market.detail.updated', { time: formatTime(indicative.time, language) })}
      </p>
      <p className={styles.indicativeNote}>{t('market.detail.preOpenNote')}</p>
    </section>
  );
}
