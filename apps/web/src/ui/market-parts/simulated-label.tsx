/**
 * "Simulated market" on every market screen: the prices come from Kabuto's simulator, and a member
 * must never take them for the Tokyo Stock Exchange's. Beside it, whether prices are streaming
 * live, being refreshed every few seconds, or (offline) not updating at all. A stream socket can
 * stay "open" for a while after the network drops, so offline it is never called live.
 */
import { useOffline } from '../../api/use-offline';
import { useStreamOpen } from '../../api/use-stream';
import { useTranslation } from '../translation-context';
import styles from './parts.module.css';

export function SimulatedLabel({ feed }: { feed: boolean }) {
  const { t } = useTranslation();
  const offline = useOffline();
  const live = useStreamOpen() && !offline;
  const state = offline ? 'offline' : live ? 'live' : 'polling';
  return (
    <p className={styles.simulated} title={t('market.simulatedNote')} data-testid="simulated-label">
      <span className={styles.simulatedBadge}>{t('market.simulated')}</span>
      <span className={styles.simulatedNote}>{t('market.simulatedNote')}</span>
      {feed && (
        <span className={styles.feed} data-live={live} data-state={state} data-testid="feed-status">
          {offline ? t('market.feedOffline') : live ? t('market.live') : t('market.polling')}
        </span>
      )}
    </p>
  );
}
