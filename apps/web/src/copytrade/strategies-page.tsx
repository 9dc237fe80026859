/** The strategies to copy (`/gdindex/gdindex`): each card with its figures from records; a tap opens its detail. */
import { Link } from 'react-router';
import { LoadFailed } from '../ui/market-parts/load-failed';
import { Page } from '../ui/page';
import { PageLoading } from '../ui/page-loading';
import { StatusView } from '../ui/status-view';
import { useTranslation } from '../ui/translation-context';
import { useStrategies } from './api/copy-queries';
import { StrategyFigures } from './strategy-figures';
import styles from './copy.module.css';

export function StrategiesPage() {
  const { t } = useTranslation();
  const strategies = useStrategies();
  const body = () => {
    if (strategies.isError && !strategies.data) return <LoadFailed query={strategies} />;
    if (!strategies.data) return <PageLoading />;
    if (strategies.data.length === 0) {
      return <StatusView tone="info" title={t('copy.empty')} description={t('copy.emptyBody')} testId="copy-strategies-empty" />;
    }
    return (
      <ul className={styles.cards} data-testid="copy-strategies">
        {strategies.data.map((strategy) => (
          <li key={strategy.id}>
            <Link className={styles.card} to={`/gdindex/strategy/${strategy.id}`} data-testid={`copy-strategy-${strategy.id}`}>
              <div className={styles.cardHead}>
                <h2 className={styles.name} data-testid={`copy-strategy-${strategy.id}-name`}>
                  {strategy.name}
                </h2>
                <span className={styles.badge}>
                  {strategy.status === 'stopped'
                    ? t('copy.stopped')
                    : strategy.kind === 'house'
                      ? t('copy.house')
                      : t('copy.mentor')}
                </span>
              </div>
              <StrategyFigures strategy={strategy} testId={`copy-strategy-${strategy.id}`} />
            </Link>
          </li>
        ))}
      </ul>
    );
  };
  return (
    <Page title={t('copy.title')} backTo="/home/index" testId="copy-strategies-page">
      <p className={styles.intro}>{t('copy.intro')}</p>
      <div className={styles.links}>
        <Link className={styles.link} to="/gdindex/gdList" data-testid="copy-my-copies">
          {t('copy.myCopies')}
        </Link>
        <Link className={styles.link} to="/gdindex/mentor" data-testid="copy-become-mentor">
          {t('copy.mentorApply.entry')}
        </Link>
      </div>
      {body()}
    </Page>
  );
}
