/**
 * The app mounts only after `/common/config` has answered: the title, the currency symbol and
 * the default market come from it. Until then a spinner; if it fails, a way to try again. The
 * first screen's download is waited for too, so that it shows straight after the spinner.
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { CallResult } from '../api/api-client';
import { useApi } from '../api/api-context';
import { ConfigProvider, fetchConfig, type AppConfig } from '../api/get-config';
import { ensureStockType } from '../api/storage';
import { PageLoading } from '../ui/page-loading';
import { StatusView } from '../ui/status-view';
import { useTranslation } from '../ui/translation-context';

type ConfigState =
  | { status: 'loading' }
  | { status: 'failed' }
  // The server is up but not ready yet (its market history is being stored): say so, and ask again shortly.
  | { status: 'starting' }
  | { status: 'ready'; config: AppConfig };

/** How long the app waits before asking a starting server again by itself. */
const startingRetryMs = 3_000;

export interface StartupGateProps {
  /** The request start-up already sent, so mounting does not send a second one. */
  firstAttempt: Promise<CallResult<AppConfig>>;
  /** Settles when the first screen's code and texts have arrived or failed. */
  firstScreen: Promise<void>;
  children: ReactNode;
}

export function StartupGate({ firstAttempt, firstScreen, children }: StartupGateProps) {
  const { t } = useTranslation();
  const { client, store } = useApi();
  const [attempt, setAttempt] = useState(() => firstAttempt);
  const [state, setState] = useState<ConfigState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    void Promise.all([attempt, firstScreen]).then(([result]) => {
      if (!current) return;
      if (!result.ok && result.failure.code === 'starting_up') return setState({ status: 'starting' });
      if (!result.ok) return setState({ status: 'failed' });
      document.title = result.data.title;
      ensureStockType(store, result.data.defaultStockType);
      // The whole app mounts here. As a transition, React renders it in slices with the browser
      // let in between; as a plain update it would be one long task (80 ms on a fast desktop).
      startTransition(() => setState({ status: 'ready', config: result.data }));
    });
    return () => void (current = false);
  }, [attempt, firstScreen, store]);

  useEffect(() => {
    if (state.status !== 'starting') return;
    const timer = setTimeout(() => setAttempt(fetchConfig(client, store)), startingRetryMs);
    return () => clearTimeout(timer);
  }, [state, client, store]);

  if (state.status === 'ready') return <ConfigProvider config={state.config}>{children}</ConfigProvider>;
  const retry = () => {
    setState({ status: 'loading' });
    setAttempt(fetchConfig(client, store));
  };
  if (state.status === 'starting' || state.status === 'failed') {
    // A node still starting up (503 starting_up) asks again by itself; a failure waits for the member.
    const starting = state.status === 'starting';
    return (
      <div className="kb-column">
        <StatusView
          tone={starting ? 'info' : 'error'}
          title={t(starting ? 'app.startingUpTitle' : 'app.startupFailedTitle')}
          // Read from the catalog here: the first answer may arrive before the language's texts did.
          description={t(starting ? 'errors.starting_up' : 'app.startupFailedBody')}
          action={{ label: t('app.retry'), onClick: retry, testId: 'startup-retry' }}
          testId={starting ? 'startup-starting' : 'startup-failed'}
        />
      </div>
    );
  }
  return (
    <div className="kb-column">
      <PageLoading />
    </div>
  );
}
