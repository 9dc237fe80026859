/** Screens that belong to the app itself rather than a feature: a wrong address, a failed load. */
import { useNavigate, useRouteError } from 'react-router';
import { StatusView } from '../ui/status-view';
import { useTranslation } from '../ui/translation-context';

export function NotFoundScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="kb-column">
      <StatusView
        tone="warning"
        title={t('app.notFoundTitle')}
        description={t('app.notFoundBody')}
        action={{ label: t('app.goHome'), onClick: () => void navigate('/home/index', { replace: true }), testId: 'go-home' }}
        testId="not-found"
      />
    </div>
  );
}

/** Shown when a screen's code could not be loaded (offline, or a new release replaced it). */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  // Logged for whoever debugs it; the member sees a way forward instead.
  console.error(error);
  return (
    <div className="kb-column">
      <StatusView
        tone="error"
        title={t('app.loadFailedTitle')}
        description={t('app.loadFailedBody')}
        action={{ label: t('app.retry'), onClick: () => window.location.reload(), testId: 'route-retry' }}
        testId="route-error"
      />
    </div>
  );
}
