/**
 * Hash routes, so the server only has to serve `/admin/index.html` and any deep link still
 * works. Each section's screen loads on first visit to keep the first paint small.
 */
import { Spin } from 'antd';
import { createHashRouter } from 'react-router';
import { RequireSession } from '../auth/require-session';
import { SignInPage } from '../auth/sign-in-page';
import { HomePage } from './home-page';
import { AppLayout } from './layout';
import { NotFoundPage } from './not-found-page';
import { RequireSection } from './require-section';

const loading = <Spin size="large" fullscreen />;

export const router = createHashRouter([
  { path: '/login', element: <SignInPage />, hydrateFallbackElement: loading },
  {
    path: '/',
    element: (
      <RequireSession>
        <AppLayout />
      </RequireSession>
    ),
    hydrateFallbackElement: loading,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: 'settings',
        element: <RequireSection section="settings" />,
        children: [{ index: true, lazy: () => import('../config/settings-page').then((m) => ({ Component: m.SettingsPage })) }],
      },
      {
        path: 'staff',
        element: <RequireSection section="staff" />,
        children: [{ index: true, lazy: () => import('../staff/staff-page').then((m) => ({ Component: m.StaffPage })) }],
      },
      {
        path: 'audit',
        element: <RequireSection section="audit" />,
        children: [{ index: true, lazy: () => import('../audit/audit-page').then((m) => ({ Component: m.AuditPage })) }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
