/**
 * Why a money button is disabled while the device is offline, shown beside it before any tap
 * (the call itself is also refused by the client, with the same text, if it were sent).
 */
import { useTranslation } from './translation-context';
import styles from './offline-reason.module.css';

export function OfflineReason({ offline }: { offline: boolean }) {
  const { t } = useTranslation();
  if (!offline) return null;
  return (
    <p className={styles.reason} role="note" data-testid="offline-reason">
      {t('errors.offline')}
    </p>
  );
}
