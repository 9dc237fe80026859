/**
 * The conversation with customer service (`/user/support`), reached from the home shortcuts
 * "Customer service" and "Online support" (`?via=online` titles it so) and from a restriction's
 * "contact customer service". Messages oldest first, the member's on the right; staff replies
 * arrive live. The composer checks the message with the contract's own rule before sending.
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { supportTextMaxLength } from '@kabuto/contracts';
import { Page } from '../ui/page';
import { PageLoading } from '../ui/page-loading';
import { StatusView } from '../ui/status-view';
import { useTranslation } from '../ui/translation-context';
import { useLanguage } from '../ui/use-language';
import { formatDateTime } from '../ui/format-time';
import { useSupportThread } from './api/support-thread';
import { SupportComposer } from './support-composer';
import styles from './support.module.css';

export function SupportPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [search] = useSearchParams();
  const thread = useSupportThread();
  const end = useRef<HTMLDivElement>(null);
  const messages = thread.data?.messages ?? [];
  const lastId = messages.at(-1)?.id;

  // The newest message stays in view as messages arrive.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);

  const title = search.get('via') === 'online' ? t('support.onlineTitle') : t('support.title');
  return (
    <Page title={title} testId="support-page">
      <p className={styles.intro}>{t('support.intro')}</p>
      {!thread.data ? (
        thread.isError ? (
          <StatusView tone="error" title={t('errors.network')} testId="support-failed" />
        ) : (
          <PageLoading />
        )
      ) : messages.length === 0 ? (
        <StatusView tone="info" title={t('support.empty')} description={t('support.emptyBody')} testId="support-empty" />
      ) : (
        <ol className={styles.messages} data-testid="support-messages" aria-live="polite">
          {messages.map((message) => (
            <li
              key={message.id}
              className={message.from === 'member' ? styles.mine : styles.theirs}
              data-testid={`support-message-${message.from}`}
            >
              <span className={styles.sender}>{message.from === 'member' ? t('support.you') : t('support.staff')}</span>
              <p className={styles.text}>{message.text}</p>
              <time className={styles.time} dateTime={message.at}>
                {formatDateTime(message.at, language)}
              </time>
            </li>
          ))}
        </ol>
      )}
      <div ref={end} className={styles.end} />
      <SupportComposer maxLength={supportTextMaxLength} />
    </Page>
  );
}
