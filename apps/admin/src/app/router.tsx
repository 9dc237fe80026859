/**
 * Hash routes, so the server only has to serve `/admin/index.html` and any deep link still
 * works. Each section's screen loads on first visit to keep the first paint small.
 */
import { Spin } from 'antd';
import { createHashRouter } from 'react-router';
import { RequireSession } from './require-session';
import { SignInPage } from '../staff/sign-in/sign-in-page';
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
        path: 'kyc',
        element: <RequireSection section="kyc" />,
        children: [
          { index: true, lazy: () => import('../identity/kyc/kyc-queue-page').then((m) => ({ Component: m.KycQueuePage })) },
          { path: ':id', lazy: () => import('../identity/kyc/kyc-detail-page').then((m) => ({ Component: m.KycDetailPage })) },
        ],
      },
      {
        path: 'members',
        element: <RequireSection section="members" />,
        children: [
          { index: true, lazy: () => import('../identity/members/members-page').then((m) => ({ Component: m.MembersPage })) },
          {
            path: ':id',
            // The member page shows tabs of other domains: the router hands them in.
            lazy: () =>
              Promise.all([import('../identity/members/member-page'), import('./member-tabs')]).then(([m, tabs]) => ({
                Component: () => <m.MemberPage tabs={tabs.memberTabs} />,
              })),
          },
        ],
      },
      {
        path: 'deposits',
        element: <RequireSection section="deposits" />,
        children: [
          { index: true, lazy: () => import('../funds/deposits/deposits-page').then((m) => ({ Component: m.DepositsPage })) },
        ],
      },
      {
        path: 'withdrawals',
        element: <RequireSection section="withdrawals" />,
        children: [
          {
            index: true,
            lazy: () => import('../funds/withdrawals/withdrawals-page').then((m) => ({ Component: m.WithdrawalsPage })),
          },
        ],
      },
      {
        path: 'loans',
        element: <RequireSection section="loans" />,
        children: [{ index: true, lazy: () => import('../loans/loans-page').then((m) => ({ Component: m.LoansPage })) }],
      },
      {
        path: 'ipo',
        element: <RequireSection section="ipo" />,
        children: [{ index: true, lazy: () => import('../ipo/ipos-page').then((m) => ({ Component: m.IposPage })) }],
      },
      {
        path: 'copy',
        element: <RequireSection section="copy" />,
        children: [{ index: true, lazy: () => import('../copytrade/copy-page').then((m) => ({ Component: m.CopyPage })) }],
      },
      {
        path: 'block-review',
        element: <RequireSection section="blockReview" />,
        children: [
          { index: true, lazy: () => import('../offerings/block-queue-page').then((m) => ({ Component: m.BlockQueuePage })) },
        ],
      },
      {
        path: 'offers',
        element: <RequireSection section="offers" />,
        children: [{ index: true, lazy: () => import('../offerings/offers-page').then((m) => ({ Component: m.OffersPage })) }],
      },
      {
        path: 'support',
        element: <RequireSection section="support" />,
        children: [{ index: true, lazy: () => import('../support/support-page').then((m) => ({ Component: m.SupportPage })) }],
      },
      {
        path: 'recovery',
        element: <RequireSection section="recovery" />,
        children: [
          { index: true, lazy: () => import('../identity/recovery/recovery-page').then((m) => ({ Component: m.RecoveryPage })) },
        ],
      },
      {
        path: 'channels',
        element: <RequireSection section="channels" />,
        children: [
          { index: true, lazy: () => import('../funds/channels/channels-page').then((m) => ({ Component: m.ChannelsPage })) },
        ],
      },
      {
        path: 'trial-balance',
        element: <RequireSection section="ledger" />,
        children: [
          { index: true, lazy: () => import('../ledger/trial-balance-page').then((m) => ({ Component: m.TrialBalancePage })) },
        ],
      },
      {
        path: 'tax',
        element: <RequireSection section="tax" />,
        children: [
          { index: true, lazy: () => import('../tax/withheld-tax-page').then((m) => ({ Component: m.WithheldTaxPage })) },
        ],
      },
      {
        path: 'proof',
        element: <RequireSection section="proof" />,
        children: [{ index: true, lazy: () => import('../proof/proof-page').then((m) => ({ Component: m.ProofPage })) }],
      },
      {
        path: 'instruments',
        element: <RequireSection section="instruments" />,
        children: [
          { index: true, lazy: () => import('../market/instruments-page').then((m) => ({ Component: m.InstrumentsPage })) },
        ],
      },
      {
        path: 'news',
        element: <RequireSection section="news" />,
        children: [{ index: true, lazy: () => import('../news/news-page').then((m) => ({ Component: m.NewsPage })) }],
      },
      {
        path: 'settings',
        element: <RequireSection section="settings" />,
        children: [{ index: true, lazy: () => import('../settings/settings-page').then((m) => ({ Component: m.SettingsPage })) }],
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
