/**
 * Signed-in devices (`/user/sessions`): every live session with its device, address, when it
 * signed in and was last active; this device is marked, and any other can be signed out.
 */
import type { MemberSession } from '@kabuto/contracts';
import { confirm } from '../../ui/confirm';
import { formatDateTime } from '../../ui/format-time';
import { Page } from '../../ui/page';
import { PageLoading } from '../../ui/page-loading';
import { showToast } from '../../ui/toast';
import { useTranslation } from '../../ui/translation-context';
import { useEndSession, useSessions } from '../api/passkeys';
import { LoadFailed } from '../../ui/load-failed';
import styles from './security.module.css';

export function SessionsPage() {
  const { t } = useTranslation();
  const sessions = useSessions();
  return (
    <Page title={t('security.sessionsTitle')} backTo="/user/setting" testId="sessions-page">
      <p className={styles.intro}>{t('security.sessionsIntro')}</p>
      {sessions.isError ? (
        <LoadFailed query={sessions} />
      ) : sessions.data ? (
        <ul className={styles.list} data-testid="sessions-list">
          {sessions.data.map((session) => (
            <SessionItem key={session.id} session={session} />
          ))}
        </ul>
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}

function SessionItem({ session }: { session: MemberSession }) {
  const { t, language } = useTranslation();
  const end = useEndSession();

  async function askToEnd() {
    const confirmed = await confirm({
      title: t('security.endTitle'),
      content: t('security.endBody', { device: session.device, ip: session.ip }),
      confirmText: t('security.endSession'),
      cancelText: t('security.cancel'),
      testId: 'session-end',
      danger: true,
    });
    if (confirmed && (await end.run(session.id))) showToast(t('security.ended'));
  }

  return (
    <li className={styles.item} data-testid={`session-${session.id}`}>
      <div className={styles.body}>
        <p className={styles.name} data-testid="session-device">
          {session.device}
          {session.current && <span className={styles.tag}>{t('security.thisDevice')}</span>}
        </p>
        <p className={styles.meta}>
          {t('security.address', { ip: session.ip })}
          <br />
          {t('security.firstSeen', { time: formatDateTime(session.createdAt, language) })}
          <br />
          {t('security.lastSeen', { time: formatDateTime(session.lastSeenAt, language) })}
        </p>
      </div>
      {!session.current && (
        <button
          type="button"
          className={styles.action}
          onClick={() => void askToEnd()}
          disabled={end.pending}
          data-testid="session-end"
        >
          {t('security.endSession')}
        </button>
      )}
    </li>
  );
}
