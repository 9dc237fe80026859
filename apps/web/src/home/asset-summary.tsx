/**
 * The first thing a signed-in member sees on home: total assets, the day's P&L and the cash
 * available, the same figures Mine shows (both read `/user/info`), and one tap to the positions.
 * The stream's `account` messages refresh them, as they refresh Mine.
 */
import { Link } from 'react-router';
import { toneOf } from '../ui/market-parts/price-tone';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { useUserInfo } from '../shared/api/get-user-info';
import styles from './home-page.module.css';

export function AssetSummary() {
  const { t } = useTranslation();
  const money = useMoney();
  const info = useUserInfo();
  const data = info.data;
  const figure = (value: string | undefined, signed = false) =>
    value === undefined ? '—' : signed ? money.signed(value, 'JPY') : money.amount(value, 'JPY');
  return (
    <section className={styles.assets} aria-labelledby="home-assets" data-testid="home-assets">
      <div className={styles.assetsHead}>
        <h2 className={styles.cardTitle} id="home-assets">
          {t('home.assets.total')}
        </h2>
        <Link to="/position/position" className={styles.assetsLink} data-testid="home-to-positions">
          {t('home.assets.toPositions')}
        </Link>
      </div>
      <p className={styles.assetsTotal} data-testid="home-total-assets">
        {figure(data?.totalAssets)}
      </p>
      <dl className={styles.assetsFigures}>
        <div>
          <dt>{t('home.assets.dayPnl')}</dt>
          <dd data-tone={toneOf(data?.dayPnl)} className={styles.assetsToned} data-testid="home-day-pnl">
            {figure(data?.dayPnl, true)}
          </dd>
        </div>
        <div>
          <dt>{t('home.assets.available')}</dt>
          <dd data-testid="home-available">{figure(data?.available)}</dd>
        </div>
      </dl>
    </section>
  );
}
