/**
 * The home screen's market part: the indices, the top gainers and the latest news, marked as the
 * simulated market they are.
 */
import { useTranslation } from '../../ui/translation-context';
import { hotListPath, marketPaths } from '../../shared/paths/market-paths';
import { HomeSection } from './home-section';
import { IndicesStrip } from './indices-strip';
import { LatestNews } from './latest-news';
import { TopGainers } from './top-gainers';
import styles from './home.module.css';

export function MarketOverview() {
  const { t } = useTranslation();
  return (
    <div className={styles.overview}>
      <HomeSection
        id="home-indices"
        title={t('market.home.indices')}
        badge={
          <span className={styles.simulated} title={t('market.simulatedNote')} data-testid="home-simulated">
            {t('market.simulated')}
          </span>
        }
      >
        <IndicesStrip />
      </HomeSection>
      <HomeSection
        id="home-hot"
        title={t('market.home.gainers')}
        more={{ label: t('market.home.more'), to: hotListPath('gainers') }}
      >
        <TopGainers />
      </HomeSection>
      <HomeSection id="home-latest-news" title={t('news.latest')} more={{ label: t('news.more'), to: marketPaths.news }}>
        <LatestNews />
      </HomeSection>
    </div>
  );
}
