/**
 * The count of unread notices on the mine tab; nothing when there are none or nobody is signed in.
 * The number is drawn by CSS from `data-count`, so the tab's own text stays its name; the hidden
 * sentence (which the tab names as its description) tells a screen reader the same count.
 */
import { useTranslation } from '../ui/translation-context';
import { useUserInfo } from '../shared/api/get-user-info';

export function UnreadBadge({ descriptionId }: { descriptionId: string }) {
  const { t } = useTranslation();
  const count = useUserInfo().data?.unreadMessages ?? 0;
  if (count === 0) return null;
  return (
    <>
      <span className="kb-tab-badge" data-count={count > 99 ? '99+' : count} aria-hidden="true" data-testid="tab-mine-badge" />
      <span id={descriptionId} hidden>
        {t('messages.unreadCount', { count })}
      </span>
    </>
  );
}
