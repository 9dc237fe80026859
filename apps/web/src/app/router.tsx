/**
 * The hash routes. Each screen is its own chunk, loaded when first visited, so the first screen
 * downloads only itself and the shell. No route has a path parameter; ids travel in the query.
 */
import { lazy, type ReactNode } from 'react';
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
const LoginPasswordPage = lazy(() =>
  import('../user/password/login-password-page').then((module) => ({ default: module.LoginPasswordPage })),
);
const FundPasswordPage = lazy(() =>
  import('../user/password/fund-password-page').then((module) => ({ default: module.FundPasswordPage })),
);
const VerificationPage = lazy(() =>
  import('../user/verification/verification-page').then((module) => ({ default: module.VerificationPage })),
);
const BankCardsPage = lazy(() => import('../user/cards/bank-cards-page').then((module) => ({ default: module.BankCardsPage })));
const AddCardPage = lazy(() => import('../user/cards/add-card-page').then((module) => ({ default: module.AddCardPage })));
const ProfilePage = lazy(() => import('../user/profile/profile-page').then((module) => ({ default: module.ProfilePage })));
const MessagesPage = lazy(() => import('../user/messages/messages-page').then((module) => ({ default: module.MessagesPage })));
const DepositPage = lazy(() => import('../user/funds/deposit-page').then((module) => ({ default: module.DepositPage })));
const DepositChannelPage = lazy(() =>
  import('../user/funds/deposit-channel-page').then((module) => ({ default: module.DepositChannelPage })),
);
const WithdrawPage = lazy(() => import('../user/funds/withdraw-page').then((module) => ({ default: module.WithdrawPage })));
const FundRecordsPage = lazy(() =>
  import('../user/funds/fund-records-page').then((module) => ({ default: module.FundRecordsPage })),
);
const ExchangePage = lazy(() => import('../user/funds/exchange-page').then((module) => ({ default: module.ExchangePage })));
const MarketListPage = lazy(() =>
  import('../market/list/market-list-page').then((module) => ({ default: module.MarketListPage })),
);
const WatchlistPage = lazy(() =>
  import('../market/watchlist/watchlist-page').then((module) => ({ default: module.WatchlistPage })),
);
const HotListPage = lazy(() => import('../market/list/hot-list-page').then((module) => ({ default: module.HotListPage })));
const StockDetailPage = lazy(() => import('../market/detail/detail-page').then((module) => ({ default: module.DetailPage })));
const SearchPage = lazy(() => import('../market/search/search-page').then((module) => ({ default: module.SearchPage })));
const NewsListPage = lazy(() => import('../market/news/news-list-page').then((module) => ({ default: module.NewsListPage })));
const NewsDetailPage = lazy(() =>
  import('../market/news/news-detail-page').then((module) => ({ default: module.NewsDetailPage })),
);
const OrderPage = lazy(() => import('../market/order/order-page').then((module) => ({ default: module.OrderPage })));
const PositionsPage = lazy(() => import('../position/positions-page').then((module) => ({ default: module.PositionsPage })));
const PositionDetailPage = lazy(() =>
  import('../position/position-detail-page').then((module) => ({ default: module.PositionDetailPage })),
);
const DayTradingPage = lazy(() => import('../common/day-trading-page').then((module) => ({ default: module.DayTradingPage })));

/** A screen only a signed-in member may open. */
function member(screen: ReactNode): ReactNode {
  return <RequireSession>{screen}</RequireSession>;
}

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
      { path: 'user/setting', element: <SettingsPage /> },
      { path: 'user/changeLang', element: <LanguagePage /> },
      {
        // Screens that read server data through the query cache.
        element: <QueryArea />,
        children: [
          { path: 'home/index', element: <HomePage /> },
          { path: 'user/usercenter', element: member(<UserCenterPage />) },
          { path: 'user/aboutUs', element: <DocumentPage name="about" /> },
          { path: 'user/userPri', element: <DocumentPage name="privacy" /> },
          { path: 'user/tradeRule', element: <DocumentPage name="tradeRules" /> },
          { path: 'user/loginPassword', element: member(<LoginPasswordPage />) },
          { path: 'user/setPassword', element: member(<FundPasswordPage />) },
          { path: 'user/bandCard', element: member(<VerificationPage />) },
          { path: 'user/BankCard', element: member(<BankCardsPage />) },
          { path: 'user/WithCard', element: member(<AddCardPage />) },
          { path: 'user/userInfo', element: member(<ProfilePage />) },
          { path: 'user/msgInfo', element: member(<MessagesPage />) },
          { path: 'user/recharge', element: member(<DepositPage />) },
          { path: 'user/rechargeChannel', element: member(<DepositChannelPage />) },
          { path: 'user/withdraw', element: member(<WithdrawPage />) },
          { path: 'user/FundingDetails', element: member(<FundRecordsPage />) },
          { path: 'user/exchange', element: member(<ExchangePage />) },
          { path: 'home/search', element: <SearchPage /> },
          { path: 'home/moreNews', element: <NewsListPage /> },
          { path: 'home/DetailsPage', element: <NewsDetailPage /> },
          { path: 'market/market', element: <MarketListPage /> },
          { path: 'market/marketFav', element: member(<WatchlistPage />) },
          { path: 'market/stockHot/stockList', element: <HotListPage /> },
          { path: 'market/marketDetail', element: <StockDetailPage /> },
          { path: 'market/marketBuy', element: member(<OrderPage />) },
          { path: 'position/position', element: member(<PositionsPage />) },
          { path: 'position/positionDetail', element: member(<PositionDetailPage />) },
          { path: 'common/dayTrading', element: member(<DayTradingPage />) },
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
