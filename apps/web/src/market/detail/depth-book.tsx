/**
 * The five-level book: asks above (the fifth-best at the top, so prices fall towards the middle),
 * bids below, each level's size drawn as a bar against the largest level on screen.
 */
import { compareDecimal, parseDecimal } from '@kabuto/domain';
import { formatNumber } from '@kabuto/i18n';
import { useTranslation } from '../../ui/translation-context';
import type { Depth } from '../../shared/live/stream-messages';
import { Toned } from '../../ui/market-parts/change-text';
import { formatPrice } from '../../ui/market-parts/quote-format';
import styles from './detail.module.css';

interface Level {
  key: string;
  label: string;
  side: 'ask' | 'bid';
  price: string | null;
  shares: number;
}

/** A price's direction against the previous close, as the sign of their difference (`1`, `-1`, `0`). */
function directionFrom(prevClose: string, price: string): string {
  const left = parseDecimal(price);
  const right = parseDecimal(prevClose);
  return left && right ? String(compareDecimal(left, right)) : '0';
}

export function DepthBook({ depth, prevClose, decimals }: { depth: Depth; prevClose: string; decimals: number }) {
  const { t } = useTranslation();
  const levels = [1, 2, 3, 4, 5];
  const asks: Level[] = levels
    .map((level) => ({ level, entry: depth.asks[level - 1] }))
    .reverse()
    .map(({ level, entry }) => ({
      key: `ask${level}`,
      label: t('market.depth.ask', { level }),
      side: 'ask',
      price: entry?.price ?? null,
      shares: entry?.shares ?? 0,
    }));
  const bids: Level[] = levels.map((level) => {
    const entry = depth.bids[level - 1];
    return {
      key: `bid${level}`,
      label: t('market.depth.bid', { level }),
      side: 'bid',
      price: entry?.price ?? null,
      shares: entry?.shares ?? 0,
    };
  });
  const largest = Math.max(1, ...[...asks, ...bids].map((level) => level.shares));
  const empty = depth.asks.length === 0 && depth.bids.length === 0;

  return (
    <section className={styles.card} aria-labelledby="depth-title" data-testid="depth-book">
      <h2 className={styles.cardTitle} id="depth-title">
        {t('market.depth.title')}
      </h2>
      {empty ? (
        <p className={styles.muted}>{t('market.depth.empty')}</p>
      ) : (
        <table className={styles.depth}>
          <thead>
            <tr>
              <th scope="col" />
              <th scope="col">{t('market.depth.price')}</th>
              <th scope="col">{t('market.depth.shares')}</th>
            </tr>
          </thead>
          <tbody>
            {[...asks, ...bids].map((level) => (
              <tr key={level.key} data-side={level.side} data-testid={`depth-${level.key}`}>
                <th scope="row">{level.label}</th>
                <td>
                  {level.price ? (
                    <Toned change={directionFrom(prevClose, level.price)}>{formatPrice(level.price, decimals)}</Toned>
                  ) : (
                    formatPrice(null)
                  )}
                </td>
                <td className={styles.sharesCell}>
                  <span className={styles.sizeBar} style={{ width: `${(level.shares / largest) * 100}%` }} aria-hidden="true" />
                  <span className={styles.sizeText}>{level.shares > 0 ? formatNumber(String(level.shares), 0) : ''}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
