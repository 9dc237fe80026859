/**
 * One position in a list: the stock, its side, size and leverage, the opening price against the
 * current (or closing) one, and the P&L coloured by the language's convention. Opens the position.
 */
import { Link } from 'react-router';
import type { Position } from '@kabuto/contracts';
import { closingSide, openingSide } from '@kabuto/domain';
import { Toned } from '../ui/market-parts/change-text';
import { formatDateTime } from '../ui/format-time';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { positionPaths } from '../shared/paths/trading-paths';
import { showPercent, showPrice } from '../ui/market-parts/trade-format';
import styles from './positions.module.css';

export function PositionRow({ position }: { position: Position }) {
  const { t, language } = useTranslation();
  const money = useMoney();
  const closed = position.status === 'closed';
  return (
    <li>
      <Link to={positionPaths.detail(position.id)} className={styles.item} data-testid={`position-row-${position.id}`}>
        <div className={styles.line}>
          <span className={styles.name} data-testid="position-name">
            {position.name}
          </span>
          <span className={styles.code}>{position.symbol}</span>
          <span className={`${styles.end} ${styles.pnl}`}>
            <Toned change={position.pnl} testId="position-pnl">
              {money.signed(position.pnl, 'JPY')}
            </Toned>
          </span>
        </div>
        <div className={styles.line}>
          <span className={styles.badge} data-side={position.direction} data-testid="position-direction">
            {t(`positions.directions.${position.direction}`)}
          </span>
          <span className={styles.badge} data-testid="position-lots">
            {t('positions.lots', { lots: position.lots })}
          </span>
          <span className={styles.badge} data-testid="position-leverage">
            {t('positions.leverage', { leverage: position.leverage })}
          </span>
          {position.product === 'day' && (
            <span className={styles.badge} data-product="day">
              {t('positions.products.day')}
            </span>
          )}
          {position.status === 'closing' && <span className={styles.badge}>{t('positions.status.closing')}</span>}
          <span className={`${styles.end} ${styles.pct}`}>
            <Toned change={position.pnlPct} testId="position-pnl-pct">
              {showPercent(position.pnlPct)}
            </Toned>
          </span>
        </div>
        <dl className={styles.figures}>
          <div>
            <dt>{t('positions.openPrice', { side: t(`positions.sides.${openingSide(position.direction)}`) })}</dt>
            <dd data-testid="position-buy-price">{showPrice(position.buyPrice)}</dd>
          </div>
          <div>
            <dt>
              {closed
                ? t('positions.closePrice', { side: t(`positions.sides.${closingSide(position.direction)}`) })
                : t('positions.currentPrice')}
            </dt>
            <dd data-testid="position-current-price">{showPrice(closed ? position.sellPrice : position.currentPrice)}</dd>
          </div>
          <div>
            {closed && position.sellTime ? (
              <>
                <dt>
                  {position.closeReason ? t(`positions.closeReasons.${position.closeReason}`) : t('positions.status.closed')}
                </dt>
                <dd className={styles.meta}>{formatDateTime(position.sellTime, language)}</dd>
              </>
            ) : (
              <>
                <dt>{t('positions.marketValue')}</dt>
                <dd data-testid="position-market-value">{money.amount(position.marketValue, 'JPY')}</dd>
              </>
            )}
          </div>
        </dl>
      </Link>
    </li>
  );
}
