/**
 * The hash routes. Each screen is its own chunk, loaded when first visited, so the first screen
 * downloads only itself and the shell. No route has a path parameter; ids travel in the query.
 */
import { lazy } from 'react';
import { createHashRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './app-layout';
import { RequireSession } from './require-session';
import { NotFoundScreen, RouteErrorScreen } from './route-screens';

const QueryArea = lazy(() => import('./query-area').then((module) => ({ default: module.QueryArea })));
const StartPage = lazy(() => import('../login/start-page').then((module) => ({ default: module.StartPage })));
const OfferPage = lazy(() => import('../login/offer-page').then((module) => ({ default: module.OfferPage })));
const SafetyPage = lazy(() => import('../login/safety-page').then((module) => ({ default: module.SafetyPage })));
const LoginPage = lazy(() => import('../login/login-page').then((module) => ({ default: module.LoginPage })));
const RegisterPage = lazy(() => import('../login/register-page').then((module) => ({ default: module.RegisterPage })));
const HomePage = lazy(() => import('../home/home-page').then((module) => ({ default: module.HomePage })));
const UserCenterPage = lazy(() => import('../user/user-center-page').then((module) => ({ default: module.UserCenterPage })));
const SettingsPage = lazy(() => import('../user/settings-page').then((module) => ({ default: module.SettingsPage })));
const LanguagePage = lazy(() => import('../user/language-page').then((module) => ({ default: module.LanguagePage })));
const DocumentPage = lazy(() => import('../user/document-page').then((module) => ({ default: module.DocumentPage })));

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, element: <Navigate to="/login/start" replace /> },
      { path: 'login/start', element: <StartPage /> },
      { path: 'login/logon', element: <OfferPage /> },
      { path: 'login/logon2', element: <SafetyPage /> },
      { path: 'login/login', element: <LoginPage /> },
      { path: 'login/register', element: <RegisterPage /> },
      { path: 'home/index', element: <HomePage /> },
      { path: 'user/setting', element: <SettingsPage /> },
      { path: 'user/changeLang', element: <LanguagePage /> },
      {
        // Screens that read server data through the query cache.
        element: <QueryArea />,
        children: [
          {
            path: 'user/usercenter',
            element: (
              <RequireSession>
                <UserCenterPage />
              </RequireSession>
            ),
          },
          { path: 'user/aboutUs', element: <DocumentPage name="about" /> },
          { path: 'user/userPri', element: <DocumentPage name="privacy" /> },
          { path: 'user/tradeRule', element: <DocumentPage name="tradeRules" /> },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundScreen /> },
];

export function createAppRouter() {
  return createHashRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
