/**
 * The hash routes. Each screen is its own chunk, loaded when first visited together with the
 * catalog parts its texts are in, so the first screen downloads only itself and the shell, and no
 * screen shows before its texts have arrived. No route has a path parameter; ids travel in the query.
 * Plain `<HashRouter>` routes: the screens load nothing through the router, so its data layer
 * (loaders, actions, fetchers: 16 KB gzipped of the first screen's code) is left out.
 */
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { Translations } from '../ui/translator';
import { AppLayout } from './app-layout';
import { RequireSession } from './require-session';
import { NotFoundScreen } from './route-screens';
import { screenLoader, type ScreenLoader } from './screen-loader';

/** A screen only a signed-in member may open. */
function member(screen: ReactNode): ReactNode {
  return <RequireSession>{screen}</RequireSession>;
}

/** The screens anyone may open, outside the query cache: start, sign-in, sign-up, settings. */
function signedOutRoutes(page: ScreenLoader): RouteObject[] {
  const StartPage = page([], () => import('../identity/sign-in/start-page').then((module) => module.StartPage));
  const OfferPage = page([], () => import('../identity/sign-in/offer-page').then((module) => module.OfferPage));
  const SafetyPage = page([], () => import('../identity/sign-in/safety-page').then((module) => module.SafetyPage));
  const LoginPage = page([], () => import('../identity/sign-in/login-page').then((module) => module.LoginPage));
  const RegisterPage = page([], () => import('../identity/sign-in/register-page').then((module) => module.RegisterPage));
  const SettingsPage = page(['user'], () => import('../identity/settings-page').then((module) => module.SettingsPage));
  const LanguagePage = page(['user'], () => import('../identity/language-page').then((module) => module.LanguagePage));
  const ForgotPasswordPage = page(['user'], () =>
    import('../identity/sign-in/forgot-password-page').then((module) => module.ForgotPasswordPage),
  );
  return [
    { index: true, element: <Navigate to="/login/start" replace /> },
    { path: 'login/start', element: <StartPage /> },
    { path: 'login/logon', element: <OfferPage /> },
    { path: 'login/logon2', element: <SafetyPage /> },
    { path: 'login/login', element: <LoginPage /> },
    { path: 'login/register', element: <RegisterPage /> },
    { path: 'login/forgot', element: <ForgotPasswordPage /> },
    { path: 'user/setting', element: <SettingsPage /> },
    { path: 'user/changeLang', element: <LanguagePage /> },
  ];
}

/** Home and the member's own screens, which read server data through the query cache. */
function userRoutes(page: ScreenLoader): RouteObject[] {
  const HomePage = page([], () => import('../home/home-page').then((module) => module.HomePage));
  // Loaded after the home screen has shown, not with it (`market` is not preloaded at start-up,
  // as children would be): the greeting and shortcuts do not wait for the market's code and texts.
  const HomeMarket = page(['market'], () => import('../market/home/market-overview').then((module) => module.MarketOverview));
  const UserCenterPage = page(['user'], () => import('../identity/user-center-page').then((module) => module.UserCenterPage));
  // Placed in the mine screen by the router: identity's screen shows funds' money part.
  const MineAssets = page(['user'], () => import('../funds/mine-assets').then((module) => module.MineAssets));
  const DocumentPage = page([], () => import('../identity/document-page').then((module) => module.DocumentPage));
  const LoginPasswordPage = page(['user'], () =>
    import('../identity/password/login-password-page').then((module) => module.LoginPasswordPage),
  );
  const FundPasswordPage = page(['user'], () =>
    import('../identity/password/fund-password-page').then((module) => module.FundPasswordPage),
  );
  const VerificationPage = page(['user'], () =>
    import('../identity/verification/verification-page').then((module) => module.VerificationPage),
  );
  const BankCardsPage = page(['user'], () => import('../funds/cards/bank-cards-page').then((module) => module.BankCardsPage));
  const AddCardPage = page(['user'], () => import('../funds/cards/add-card-page').then((module) => module.AddCardPage));
  const ProfilePage = page(['user'], () => import('../identity/profile/profile-page').then((module) => module.ProfilePage));
  const MessagesPage = page([], () => import('../messages/messages-page').then((module) => module.MessagesPage));
  const DepositPage = page(['user'], () => import('../funds/deposit-page').then((module) => module.DepositPage));
  const DepositChannelPage = page(['user'], () =>
    import('../funds/deposit-channel-page').then((module) => module.DepositChannelPage),
  );
  const WithdrawPage = page(['user'], () => import('../funds/withdraw-page').then((module) => module.WithdrawPage));
  const FundRecordsPage = page(['user'], () => import('../funds/fund-records-page').then((module) => module.FundRecordsPage));
  const ExchangePage = page(['user'], () => import('../funds/exchange-page').then((module) => module.ExchangePage));
  const PasskeysPage = page(['user'], () => import('../identity/security/passkeys-page').then((module) => module.PasskeysPage));
  const SessionsPage = page(['user'], () => import('../identity/security/sessions-page').then((module) => module.SessionsPage));
  const RewardsPage = page(['rewards'], () => import('../rewards/rewards-page').then((module) => module.RewardsPage));
  const LoanPage = page(['user'], () => import('../loans/loan-page').then((module) => module.LoanPage));
  const TaxSummary = page(['user'], () => import('../tax/tax-summary').then((module) => module.TaxSummary));
  const TaxPage = page(['user'], () => import('../tax/tax-page').then((module) => module.TaxPage));
  const NisaPage = page(['user'], () => import('../tax/nisa-page').then((module) => module.NisaPage));
  const LoanRecordsPage = page(['user'], () => import('../loans/loan-records-page').then((module) => module.LoanRecordsPage));
  const IpoListPage = page(['offerings'], () => import('../ipo/ipo-list-page').then((module) => module.IpoListPage));
  const IpoDetailPage = page(['offerings', 'user'], () =>
    import('../ipo/ipo-detail-page').then((module) => module.IpoDetailPage),
  );
  const IpoRecordsPage = page(['offerings'], () => import('../ipo/ipo-records-page').then((module) => module.IpoRecordsPage));
  const StrategiesPage = page(['user'], () => import('../copytrade/strategies-page').then((module) => module.StrategiesPage));
  const StrategyPage = page(['user'], () => import('../copytrade/strategy-page').then((module) => module.StrategyPage));
  const CopiesPage = page(['user'], () => import('../copytrade/copies-page').then((module) => module.CopiesPage));
  const MentorPage = page(['user'], () => import('../copytrade/mentor-page').then((module) => module.MentorPage));
  const SupportPage = page(['user'], () => import('../support/support-page').then((module) => module.SupportPage));
  const ResetPasswordPage = page(['user'], () =>
    import('../identity/password/reset-password-page').then((module) => module.ResetPasswordPage),
  );
  const ProofPage = page(['user'], () => import('../proof/proof-page').then((module) => module.ProofPage));
  const DocumentsPage = page(['user'], () => import('../documents/documents-page').then((module) => module.DocumentsPage));
  const ProofMethodPage = page(['user'], () => import('../proof/proof-method-page').then((module) => module.ProofMethodPage));
  return [
    { path: 'home/index', element: <HomePage market={<HomeMarket />} /> },
    {
      path: 'user/usercenter',
      element: member(
        <UserCenterPage>
          <MineAssets />
          <TaxSummary />
        </UserCenterPage>,
      ),
    },
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
    { path: 'user/passkeys', element: member(<PasskeysPage />) },
    { path: 'user/sessions', element: member(<SessionsPage />) },
    { path: 'user/pj', element: member(<RewardsPage />) },
    { path: 'user/jk', element: member(<LoanPage />) },
    { path: 'user/tax', element: member(<TaxPage />) },
    { path: 'user/nisa', element: member(<NisaPage />) },
    { path: 'user/jkjl', element: member(<LoanRecordsPage />) },
    { path: 'market/subscribe', element: member(<IpoListPage />) },
    { path: 'market/subscribeDetail', element: member(<IpoDetailPage />) },
    { path: 'market/subscribeRecord', element: member(<IpoRecordsPage />) },
    { path: 'gdindex/gdindex', element: <StrategiesPage /> },
    { path: 'gdindex/strategy/:id', element: <StrategyPage /> },
    { path: 'gdindex/gdList', element: member(<CopiesPage />) },
    { path: 'gdindex/mentor', element: member(<MentorPage />) },
    { path: 'user/support', element: member(<SupportPage />) },
    { path: 'user/resetPassword', element: member(<ResetPasswordPage />) },
    { path: 'user/documents', element: member(<DocumentsPage />) },
    { path: 'user/proof', element: member(<ProofPage />) },
    { path: 'user/proofMethod', element: <ProofMethodPage /> },
  ];
}

/** The market, news and trading screens. */
function marketRoutes(page: ScreenLoader): RouteObject[] {
  const MarketListPage = page(['market'], () =>
    import('../market/list/market-list-page').then((module) => module.MarketListPage),
  );
  const WatchlistPage = page(['market'], () =>
    import('../market/watchlist/watchlist-page').then((module) => module.WatchlistPage),
  );
  const HotListPage = page(['market'], () => import('../market/list/hot-list-page').then((module) => module.HotListPage));
  const PreMarketPage = page(['market'], () =>
    import('../market/call-auctions/call-auction-list-page').then((module) => module.PreMarketPage),
  );
  const AfterMarketPage = page(['market'], () =>
    import('../market/call-auctions/call-auction-list-page').then((module) => module.AfterMarketPage),
  );
  const StockDetailPage = page(['market'], () => import('../market/detail/detail-page').then((module) => module.DetailPage));
  const AlertsPage = page(['market'], () => import('../market/alerts/alerts-page').then((module) => module.AlertsPage));
  const SearchPage = page(['market'], () => import('../market/search/search-page').then((module) => module.SearchPage));
  const NewsListPage = page(['market'], () => import('../market/news/news-list-page').then((module) => module.NewsListPage));
  const NewsDetailPage = page(['market'], () =>
    import('../market/news/news-detail-page').then((module) => module.NewsDetailPage),
  );
  const OrderPage = page(['market', 'trading', 'user'], () =>
    import('../trading/order/order-page').then((module) => module.OrderPage),
  );
  const PositionsPage = page(['market', 'trading'], () =>
    import('../trading/positions-page').then((module) => module.PositionsPage),
  );
  const PositionDetailPage = page(['market', 'trading', 'user'], () =>
    import('../trading/position-detail-page').then((module) => module.PositionDetailPage),
  );
  const OrdersPage = page(['market', 'trading'], () => import('../trading/orders-page').then((module) => module.OrdersPage));
  const DayTradingPage = page(['market', 'trading', 'user'], () =>
    import('../trading/day-trading/day-trading-page').then((module) => module.DayTradingPage),
  );
  // Placed in the day-trading screen by the router: features never import each other.
  const TodayDayTrades = page(['trading'], () => import('../trading/today-day-trades').then((module) => module.TodayDayTrades));
  // Block trades, placements, auctions; their lists also fill the positions screen's tabs of the same names.
  const OffersPage = page(['trading'], () => import('../offerings/offers-page').then((module) => module.OffersPage));
  const SealedBidAuctionsPage = page(['trading'], () =>
    import('../offerings/sealed-bid-auctions-page').then((module) => module.SealedBidAuctionsPage),
  );
  const SealedBidResultPage = page(['trading'], () =>
    import('../offerings/sealed-bid-result-page').then((module) => module.SealedBidResultPage),
  );
  const ApplicationsList = page(['trading'], () =>
    import('../offerings/my-applications').then((module) => module.ApplicationsList),
  );
  const BidsList = page(['trading'], () => import('../offerings/my-bids').then((module) => module.BidsList));
  const CopyOrdersList = page(['user'], () => import('../copytrade/copy-orders-list').then((module) => module.CopyOrdersList));
  const offerTabs = {
    block: <ApplicationsList kind="block" />,
    copy: <CopyOrdersList />,
    auction: <BidsList />,
    placement: <ApplicationsList kind="placement" />,
  };
  return [
    { path: 'home/search', element: <SearchPage /> },
    { path: 'home/moreNews', element: <NewsListPage /> },
    { path: 'home/DetailsPage', element: <NewsDetailPage /> },
    { path: 'market/market', element: <MarketListPage /> },
    { path: 'market/marketFav', element: member(<WatchlistPage />) },
    { path: 'market/stockHot/stockList', element: <HotListPage /> },
    { path: 'market/preMarket', element: <PreMarketPage /> },
    { path: 'market/afterMarket', element: <AfterMarketPage /> },
    { path: 'market/marketDetail', element: <StockDetailPage /> },
    { path: 'market/alerts', element: member(<AlertsPage />) },
    { path: 'market/marketBuy', element: member(<OrderPage />) },
    { path: 'position/position', element: member(<PositionsPage offerTabs={offerTabs} />) },
    { path: 'position/positionDetail', element: member(<PositionDetailPage />) },
    {
      path: 'common/dayTrading',
      element: member(
        <DayTradingPage>
          <TodayDayTrades />
        </DayTradingPage>,
      ),
    },
    { path: 'trade/orders', element: member(<OrdersPage />) },
    { path: 'common/dividend', element: member(<OffersPage kind="block" />) },
    { path: 'common/dividend2', element: member(<OffersPage kind="placement" />) },
    { path: 'common/dividend3', element: member(<SealedBidAuctionsPage />) },
    { path: 'common/auctionResult', element: <SealedBidResultPage /> },
  ];
}

/** Every route; the screens' catalog parts are loaded through `needTexts`. */
export function appRoutes(needTexts: Translations['need']): RouteObject[] {
  const page = screenLoader(needTexts);
  const QueryArea = page([], () => import('./query-area').then((module) => module.QueryArea));
  return [
    {
      path: '/',
      element: <AppLayout />,
      children: [
        ...signedOutRoutes(page),
        {
          // Screens that read server data through the query cache.
          element: <QueryArea />,
          children: [...userRoutes(page), ...marketRoutes(page)],
        },
      ],
    },
    { path: '*', element: <NotFoundScreen /> },
  ];
}
