/** The count of unread customer-service replies on a home shortcut; nothing when there are none. */
import { useSupportUnread } from '../shared/api/support-unread';
import styles from './home-page.module.css';

export function SupportBadge() {
  const count = useSupportUnread();
  if (count === 0) return null;
  return (
    <span className={styles.badge} data-testid="support-badge">
      {count > 99 ? '99+' : count}
    </span>
  );
}
