/**
 * The router the app runs: the routes of `router.tsx`, the branch an address needs, preloading a
 * screen before it renders, and navigating from outside the screens (the API client).
 */
import { useEffect } from 'react';
import {
  HashRouter,
  matchRoutes,
  useLocation,
  useNavigate,
  useRoutes,
  type NavigateFunction,
  type RouteObject,
} from 'react-router';
import type { Translations } from '../ui/translator';
import { addressKey, branchFinder, routeChain } from './route-chains';
import { appRoutes } from './router';
import { RouteErrorBoundary } from './route-screens';
import { preloadElement } from './screen-loader';

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
