/**
 * The hash routes. Each screen is its own chunk, loaded when first visited together with the
 * catalog parts its texts are in, so the first screen downloads only itself and the shell, and no
 * screen shows before its texts have arrived. No route has a path parameter; ids travel in the query.
 * Plain `<HashRouter>` routes: the screens load nothing through the router, so its data layer
 * (loaders, actions, fetchers: 16 KB gzipped of the first screen's code) is left out.
 */
import { isValidElement, lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import {
  HashRouter,
  matchRoutes,
  Navigate,
  useLocation,
  useNavigate,
  useRoutes,
  type NavigateFunction,
  type RouteObject,
} from 'react-router';
import type { CatalogPart } from '@kabuto/i18n';
import type { Translations } from '../ui/translator';
import { AppLayout } from './app-layout';
import { addressKey, branchFinder, routeChain } from './route-chains';
import { RequireSession } from './require-session';
import { NotFoundScreen, RouteErrorBoundary } from './route-screens';

/** A screen loaded on first visit, whose download can also start before it is rendered. */
type LazyScreen<Props extends object> = ComponentType<Props> & { preload: () => Promise<unknown> };

/**
 * Makes a screen loaded on first visit: its code and the catalog parts beyond the start-up one
 * that its texts are in, downloaded side by side; it renders once both are there.
 */
type ScreenLoader = <Props extends object>(
  parts: readonly CatalogPart[],
  load: () => Promise<ComponentType<Props>>,
) => LazyScreen<Props>;

function screenLoader(needTexts: Translations['need']): ScreenLoader {
  return <Props extends object>(parts: readonly CatalogPart[], load: () => Promise<ComponentType<Props>>) => {
    let loading: Promise<ComponentType<Props>> | undefined;
    let loaded: ComponentType<Props> | undefined;
    const preload = () => {
      loading ??= Promise.all([load(), needTexts(parts)]).then(([Screen]) => (loaded = Screen));
      // A failed download is tried again on the next visit, not remembered.
      loading.catch(() => (loading = undefined));
      return loading;
    };
    const Lazy = lazy(async () => ({ default: await preload() }));
    // React.lazy renders even a screen whose code is already here one pass late, after showing the
    // loading screen, and React shows what replaces a loading screen no sooner than 300 ms after
    // it: at start-up, with the first screen preloaded, that would cost 300 ms. A screen already
    // here renders at once instead. The choice is made once per mount, so that a screen never
    // swaps its component (and loses its state) when its download lands.
    function Screen(props: Props) {
      const [Shown] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
      return <Shown {...props} />;
    }
    return Object.assign(Screen, { preload });
  };
}

/** Downloads the lazy screens in a route's element (and in the elements it wraps). */
function preloadElement(element: ReactNode): Promise<unknown>[] {
  if (!isValidElement<{ children?: ReactNode }>(element)) return [];
  const { type } = element;
  const preload: unknown = typeof type === 'object' || typeof type === 'function' ? Reflect.get(type, 'preload') : undefined;
  const own = typeof preload === 'function' ? [(preload as () => Promise<unknown>)()] : [];
  return [...own, ...preloadElement(element.props.children)];
}

/** A screen only a signed-in member may open. */
function member(screen: ReactNode): ReactNode {
  return <RequireSession>{screen}</RequireSession>;
}

/** The screens anyone may open, outside the query cache: start, sign-in, sign-up, settings. */
function signedOutRoutes(page: ScreenLoader): RouteObject[] {
  const StartPage = page([], () => import('../login/start-page').then((module) => module.StartPage));
  const OfferPage = page([], () => import('../login/offer-page').then((module) => module.OfferPage));
  const SafetyPage = page([], () => import('../login/safety-page').then((module) => module.SafetyPage));
  const LoginPage = page([], () => import('../login/login-page').then((module) => module.LoginPage));
  const RegisterPage = page([], () => import('../login/register-page').then((module) => module.RegisterPage));
  const SettingsPage = page(['user'], () => import('../user/settings-page').then((module) => module.SettingsPage));
  const LanguagePage = page(['user'], () => import('../user/language-page').then((module) => module.LanguagePage));
  const ForgotPasswordPage = page(['user'], () =>
    import('../login/forgot-password-page').then((module) => module.ForgotPasswordPage),
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
  const UserCenterPage = page(['user'], () => import('../user/user-center-page').then((module) => module.UserCenterPage));
  const DocumentPage = page([], () => import('../user/document-page').then((module) => module.DocumentPage));
  const LoginPasswordPage = page(['user'], () =>
    import('../user/password/login-password-page').then((module) => module.LoginPasswordPage),
  );
  const FundPasswordPage = page(['user'], () =>
    import('../user/password/fund-password-page').then((module) => module.FundPasswordPage),
  );
  const VerificationPage = page(['user'], () =>
    import('../user/verification/verification-page').then((module) => module.VerificationPage),
  );
  const BankCardsPage = page(['user'], () => import('../user/cards/bank-cards-page').then((module) => module.BankCardsPage));
  const AddCardPage = page(['user'], () => import('../user/cards/add-card-page').then((module) => module.AddCardPage));
  const ProfilePage = page(['user'], () => import('../user/profile/profile-page').then((module) => module.ProfilePage));
  const MessagesPage = page([], () => import('../user/messages/messages-page').then((module) => module.MessagesPage));
  const DepositPage = page(['user'], () => import('../user/funds/deposit-page').then((module) => module.DepositPage));
  const DepositChannelPage = page(['user'], () =>
    import('../user/funds/deposit-channel-page').then((module) => module.DepositChannelPage),
  );
  const WithdrawPage = page(['user'], () => import('../user/funds/withdraw-page').then((module) => module.WithdrawPage));
  const FundRecordsPage = page(['user'], () =>
    import('../user/funds/fund-records-page').then((module) => module.FundRecordsPage),
  );
  const ExchangePage = page(['user'], () => import('../user/funds/exchange-page').then((module) => module.ExchangePage));
  const PasskeysPage = page(['user'], () => import('../user/security/passkeys-page').then((module) => module.PasskeysPage));
  const SessionsPage = page(['user'], () => import('../user/security/sessions-page').then((module) => module.SessionsPage));
  const RewardsPage = page(['rewards'], () => import('../rewards/rewards-page').then((module) => module.RewardsPage));
  const LoanPage = page(['user'], () => import('../loans/loan-page').then((module) => module.LoanPage));
  const LoanRecordsPage = page(['user'], () => import('../loans/loan-records-page').then((module) => module.LoanRecordsPage));
  const IpoListPage = page(['offerings'], () => import('../offerings/ipo-list-page').then((module) => module.IpoListPage));
  const IpoDetailPage = page(['offerings', 'user'], () =>
    import('../offerings/ipo-detail-page').then((module) => module.IpoDetailPage),
  );
  const IpoRecordsPage = page(['offerings'], () =>
    import('../offerings/ipo-records-page').then((module) => module.IpoRecordsPage),
  );
  const StrategiesPage = page(['user'], () => import('../copytrade/strategies-page').then((module) => module.StrategiesPage));
  const StrategyPage = page(['user'], () => import('../copytrade/strategy-page').then((module) => module.StrategyPage));
  const CopiesPage = page(['user'], () => import('../copytrade/copies-page').then((module) => module.CopiesPage));
  const MentorPage = page(['user'], () => import('../copytrade/mentor-page').then((module) => module.MentorPage));
  const SupportPage = page(['user'], () => import('../support/support-page').then((module) => module.SupportPage));
  const ResetPasswordPage = page(['user'], () =>
    import('../user/password/reset-password-page').then((module) => module.ResetPasswordPage),
  );
  const ProofPage = page(['user'], () => import('../proof/proof-page').then((module) => module.ProofPage));
  const DocumentsPage = page(['user'], () => import('../documents/documents-page').then((module) => module.DocumentsPage));
  const ProofMethodPage = page(['user'], () => import('../proof/proof-method-page').then((module) => module.ProofMethodPage));
  return [
    { path: 'home/index', element: <HomePage market={<HomeMarket />} /> },
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
    { path: 'user/passkeys', element: member(<PasskeysPage />) },
    { path: 'user/sessions', element: member(<SessionsPage />) },
    { path: 'user/pj', element: member(<RewardsPage />) },
    { path: 'user/jk', element: member(<LoanPage />) },
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
    import('../market/auctions/auction-list-page').then((module) => module.PreMarketPage),
  );
  const AfterMarketPage = page(['market'], () =>
    import('../market/auctions/auction-list-page').then((module) => module.AfterMarketPage),
  );
  const StockDetailPage = page(['market'], () => import('../market/detail/detail-page').then((module) => module.DetailPage));
  const AlertsPage = page(['market'], () => import('../market/alerts/alerts-page').then((module) => module.AlertsPage));
  const SearchPage = page(['market'], () => import('../market/search/search-page').then((module) => module.SearchPage));
  const NewsListPage = page(['market'], () => import('../market/news/news-list-page').then((module) => module.NewsListPage));
  const NewsDetailPage = page(['market'], () =>
    import('../market/news/news-detail-page').then((module) => module.NewsDetailPage),
  );
  const OrderPage = page(['market', 'trading', 'user'], () =>
    import('../market/order/order-page').then((module) => module.OrderPage),
  );
  const PositionsPage = page(['market', 'trading'], () =>
    import('../position/positions-page').then((module) => module.PositionsPage),
  );
  const PositionDetailPage = page(['market', 'trading', 'user'], () =>
    import('../position/position-detail-page').then((module) => module.PositionDetailPage),
  );
  const OrdersPage = page(['market', 'trading'], () => import('../position/orders-page').then((module) => module.OrdersPage));
  const DayTradingPage = page(['market', 'trading', 'user'], () =>
    import('../market/day-trading/day-trading-page').then((module) => module.DayTradingPage),
  );
  // Placed in the day-trading screen by the router: features never import each other.
  const TodayDayTrades = page(['trading'], () => import('../position/today-day-trades').then((module) => module.TodayDayTrades));
  // Block trades, placements, auctions; their lists also fill the positions screen's tabs of the same names.
  const OffersPage = page(['trading'], () => import('../offers/offers-page').then((module) => module.OffersPage));
  const AuctionsPage = page(['trading'], () => import('../offers/auctions-page').then((module) => module.AuctionsPage));
  const AuctionResultPage = page(['trading'], () =>
    import('../offers/auction-result-page').then((module) => module.AuctionResultPage),
  );
  const ApplicationsList = page(['trading'], () => import('../offers/my-applications').then((module) => module.ApplicationsList));
  const BidsList = page(['trading'], () => import('../offers/my-bids').then((module) => module.BidsList));
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
    { path: 'common/dividend3', element: member(<AuctionsPage />) },
    { path: 'common/auctionResult', element: <AuctionResultPage /> },
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

export interface AppRouter {
  routes: RouteObject[];
  /** The routes the router needs for an address: its branch alone, or every route for an unknown one. */
  routesAt(pathname: string): RouteObject[];
  /**
   * Downloads the screens of an address, before the app has rendered (start-up); settles when
   * they have arrived or failed (a failed one shows the route error screen when rendered).
   */
  preload(pathname: string): Promise<void>;
  /** Moves to a screen from outside the screens: the API client, when a session ends. */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Hands the router's own `navigate` over once the routes are rendered; returns a release. */
  connect(navigate: NavigateFunction): () => void;
}

export function createAppRouter(translations: Translations): AppRouter {
  const routes = appRoutes(translations.need);
  let connected: NavigateFunction | undefined;
  return {
    routes,
    routesAt: branchFinder(routes),
    async preload(pathname) {
      const chain = routeChain(routes, addressKey(pathname)) ?? (matchRoutes(routes, pathname) ?? []).map(({ route }) => route);
      const downloads = chain.flatMap((route) => preloadElement(route.element));
      await Promise.allSettled(downloads);
    },
    navigate(to, options) {
      if (connected) return void connected(to, options);
      // Before the routes render, the address alone says where they start.
      if (options?.replace) window.location.replace(`#${to}`);
      else window.location.hash = to;
    },
    connect(navigate) {
      connected = navigate;
      return () => {
        if (connected === navigate) connected = undefined;
      };
    },
  };
}

function ConnectedRoutes({ router }: { router: AppRouter }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => router.connect(navigate), [router, navigate]);
  return useRoutes(router.routesAt(pathname));
}

/** The screens at the address after the hash; a screen that fails shows the route error screen. */
export function AppRoutes({ router }: { router: AppRouter }) {
  return (
    <HashRouter>
      <RouteErrorBoundary>
        <ConnectedRoutes router={router} />
      </RouteErrorBoundary>
    </HashRouter>
  );
}
