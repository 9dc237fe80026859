/**
 * The query cache, for the screens that read server data through it. It is its own chunk, loaded
 * with the first such screen, so the sign-in screens (which only send forms) do without it.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { showsTabs } from './tab-paths';
import { BottomTabs } from './tabs';
import { useMemberEvents } from '../user/api/use-member-events';

// Failures are shown once, by the API client or the screen; silent retries would repeat them.
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

export function QueryArea() {
  const { pathname } = useLocation();
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
