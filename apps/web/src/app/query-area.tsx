/**
 * The query cache, for the screens that read server data through it. It is its own chunk, loaded
 * with the first such screen, so the sign-in screens (which only send forms) do without it.
 */
import { useEffect, useState } from 'react';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { useApi } from '../api/api-context';
import { keepQueriesSaved, restoreQueries, shownDataTime } from './query-persist';
import { publishShownDataTime } from './shown-data-time';
import { showsTabs } from './tab-paths';
import { BottomTabs } from './tabs';
import { useMemberEvents } from '../shared/live/use-member-events';

// Failures are shown once, by the API client or the screen; silent retries would repeat them.
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
// React Query assumes it starts online and only hears of changes; offline at start, its queries
// would be sent, fail and show an error over the figures kept for offline use.
onlineManager.setOnline(navigator.onLine);

export function QueryArea() {
  const { pathname } = useLocation();
  useKeptQueries();
  return (
    <QueryClientProvider client={queryClient}>
      <MemberEvents />
      <Outlet />
      {/* The tabs show the unread count from the cache; the layout leaves room for them. */}
      {showsTabs(pathname) && <BottomTabs />}
    </QueryClientProvider>
  );
}

/** Balances, records and notices stay current on every screen that reads them while signed in. */
function MemberEvents() {
  useMemberEvents();
  return null;
}

/**
 * Offline at start, the member's last figures are put back before the first screen reads them;
 * from then on they are kept as they change, and the time of what is shown is published.
 */
function useKeptQueries() {
  const { store } = useApi();
  useState(() => (navigator.onLine ? 0 : restoreQueries(queryClient, store)));
  useEffect(() => keepQueriesSaved(queryClient, store, window), [store]);
  useEffect(() => {
    // After the event, not inside it: a query is added while a screen renders.
    let timer: ReturnType<typeof setTimeout> | null = null;
    const publish = () => {
      timer ??= setTimeout(() => {
        timer = null;
        publishShownDataTime(shownDataTime(queryClient));
      }, 0);
    };
    publish();
    const unsubscribe = queryClient.getQueryCache().subscribe(publish);
    return () => {
      unsubscribe();
      if (timer !== null) clearTimeout(timer);
      publishShownDataTime(null);
    };
  }, []);
}
