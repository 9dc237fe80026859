/** One notice: its title and time, a dot while unread, and its text once opened. */
import type { ReplyOf, identityMemberApi } from '@kabuto/contracts';
import { formatDateTime } from '../ui/format-time';
import { useTranslation } from '../ui/translation-context';
import styles from './messages.module.css';

export type Message = ReplyOf<typeof identityMemberApi.messages>['items'][number];

export function MessageItem({ message, open, onToggle }: { message: Message; open: boolean; onToggle: () => void }) {
  const { t, language } = useTranslation();
  const bodyId = `message-${message.id}-body`;
  return (
    <li className={styles.item} data-read={message.read} data-testid={`message-${message.id}`}>
      <button type="button" className={styles.head} onClick={onToggle} aria-expanded={open} aria-controls={bodyId}>
        {!message.read && <span className={styles.dot} role="img" aria-label={t('messages.unread')} />}
        <span className={styles.title}>{message.title}</span>
        <time className={styles.time} dateTime={message.createdAt}>
          {formatDateTime(message.createdAt, language)}
        </time>
      </button>
      <p className={styles.body} id={bodyId} hidden={!open} data-testid="message-body">
        {message.body}
      </p>
    </li>
  );
}
