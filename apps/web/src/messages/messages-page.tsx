/**
 * Notices (`/user/msgInfo`): newest first, unread ones marked; tapping one opens it and marks it
 * read. More load as the member scrolls to the end.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { alertsPath } from '../shared/paths/market-paths';
import { Page } from '../ui/page';
import { PageLoading } from '../ui/page-loading';
import { LoadMore } from '../ui/load-more';
import { StatusView } from '../ui/status-view';
import { useTranslation } from '../ui/translation-context';
import { useMessages } from './api/get-messages';
import { useReadMessage } from './api/read-message';
import { LoadFailed } from '../ui/load-failed';
import { MessageItem } from './message-item';
import styles from './messages.module.css';

export function MessagesPage() {
  const { t } = useTranslation();
  const messages = useMessages();
  const readMessage = useReadMessage();
  const [openId, setOpenId] = useState<number | null>(null);
  const pages = messages.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const unread = pages[0]?.unread ?? 0;

  function toggle(id: number, read: boolean) {
    setOpenId((current) => (current === id ? null : id));
    if (!read) readMessage.mutate(id);
  }

  return (
    <Page title={t('messages.title')} backTo="/user/usercenter" testId="messages-page">
      <Link className={styles.alertsLink} to={alertsPath()} data-testid="messages-alerts">
        {t('messages.alertsLink')} ›
      </Link>
      {messages.isError && !messages.data ? (
        <LoadFailed query={messages} />
      ) : !messages.data ? (
        <PageLoading />
      ) : items.length === 0 ? (
        <StatusView tone="info" title={t('messages.empty')} description={t('messages.emptyBody')} testId="messages-empty" />
      ) : (
        <>
          <p className={styles.summary} data-testid="messages-unread">
            {unread > 0 ? t('messages.unreadCount', { count: unread }) : t('messages.allRead')}
          </p>
          <ul className={styles.list} data-testid="messages-list">
            {items.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                open={openId === message.id}
                onToggle={() => toggle(message.id, message.read)}
              />
            ))}
          </ul>
          <LoadMore
            hasMore={messages.hasNextPage}
            loading={messages.isFetchingNextPage}
            onLoadMore={() => void messages.fetchNextPage()}
            testId="messages-more"
          />
        </>
      )}
    </Page>
  );
}
