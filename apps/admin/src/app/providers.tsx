/** Everything the screens share: the query cache, the antd theme and message host, the session. */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { isApiError } from '../api';
import { SessionProvider } from '../shared/session/session';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Retrying a refusal (4xx) cannot change the answer; only lost or failed answers are retried.
      retry: (failures, error) => failures < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={{ token: { colorPrimary: '#1f4e79', borderRadius: 6 } }}>
        <AntApp>
          <SessionProvider>{children}</SessionProvider>
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
