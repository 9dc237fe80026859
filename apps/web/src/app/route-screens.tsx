/** Screens that belong to the app itself rather than a feature: a wrong address, a failed load. */
import { Component, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { StatusView } from '../ui/status-view';
import { useTranslation } from '../ui/translation-context';
import { homePath } from '../shared/paths/app-paths';

export function NotFoundScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="kb-column">
      <StatusView
        tone="warning"
        title={t('app.notFoundTitle')}
        description={t('app.notFoundBody')}
        action={{ label: t('app.goHome'), onClick: () => void navigate(homePath, { replace: true }), testId: 'go-home' }}
        testId="not-found"
      />
    </div>
  );
}

/** Shown when a screen's code could not be loaded (offline, or a new release replaced it). */
export function RouteErrorScreen() {
  const { t } = useTranslation();
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

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

/** Whether a screen failed, and at which address: moving elsewhere tries again. */
interface BoundaryState {
  failed: boolean;
  pathname: string;
}

class ScreenErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    // React logs the error itself, for whoever debugs it; the member sees a way forward instead.
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <RouteErrorScreen /> : this.props.children;
  }
}

/** Puts the route error screen in place of the screens when one fails to load or to render. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ScreenErrorBoundary pathname={pathname}>{children}</ScreenErrorBoundary>;
}
