/**
 * "Simulated market" on every market screen: the prices come from Kabuto's simulator, and a member
 * must never take them for the Tokyo Stock Exchange's. Beside it, whether prices are streaming
 * live or being refreshed every few seconds.
 */
import { useStreamOpen } from '../../api/use-stream';
import { useTranslation } from '../translation-context';
import styles from './parts.module.css';

export function SimulatedLabel({ feed }: { feed: boolean }) {
  const { t } = useTranslation();
  const live = useStreamOpen();
  return (
    <p className={styles.simulated} title={t('market.simulatedNote')} data-testid="simulated-label">
      <span className={styles.simulatedBadge}>{t('market.simulated')}</span>
      <span className={styles.simulatedNote}>{t('market.simulatedNote')}</span>
      {feed && (
        <span className={styles.feed} data-live={live} data-testid="feed-status">
          {live ? t('market.live') : t('market.polling')}
        </span>
      )}
    </p>
  );
}
