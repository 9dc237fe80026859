import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { addressKey, branchFinder, routeBranch, routeChain } from './route-chains';

// The app's shape: a layout at "/", signed-out screens and an index redirect, a layout without a
// path around the signed-in screens, and a not-found route.
const routes: RouteObject[] = [
  {
    path: '/',
    id: 'layout',
    children: [
      { index: true, id: 'start-redirect' },
      { path: 'login/start', id: 'start' },
      { path: 'user/changeLang', id: 'language' },
      {
        id: 'query-area',
        children: [
          { path: 'home/index', id: 'home' },
          { path: 'market/stock', id: 'stock' },
        ],
      },
    ],
  },
  { path: '*', id: 'not-found' },
];
const matched = (pathname: string) => (matchRoutes(routes, pathname) ?? []).map(({ route }) => route);
const chainOf = (pathname: string) => routeChain(routes, addressKey(pathname));

describe('routeChain', () => {
  it('finds for every address the routes the router matches for it', () => {
    for (const pathname of ['/', '/login/start', '/user/changeLang', '/home/index', '/market/stock']) {
      expect(chainOf(pathname), pathname).toEqual(matched(pathname));
    }
    expect(chainOf('/home/index')?.map((route) => route.id)).toEqual(['layout', 'query-area', 'home']);
  });

  it('is looked up as the router matches: in any case, with or without a trailing slash', () => {
    for (const pathname of ['/user/changeLang', '/USER/CHANGELANG/', '/user/changelang']) {
      expect(chainOf(pathname), pathname).toEqual(matched(pathname));
    }
  });

  it('takes the first route in order when two have the same path, as the router does', () => {
    const twice: RouteObject[] = [
      { path: '/', id: 'outer', children: [{ path: 'a', id: 'first' }] },
      { path: '/a', id: 'second' },
    ];
    expect(routeChain(twice, 'a')?.map((route) => route.id)).toEqual(['outer', 'first']);
    expect(routeChain(twice, 'a')).toEqual((matchRoutes(twice, '/a') ?? []).map(({ route }) => route));
  });

  it('leaves an address no screen has to the router', () => {
    expect(chainOf('/no/such/screen')).toBeUndefined();
    expect(matched('/no/such/screen').map((route) => route.id)).toEqual(['not-found']);
  });
});

describe('routeBranch', () => {
  // What the router renders from: each match's route, the part of the address it took, its params.
  const rendered = (routesToMatch: RouteObject[], pathname: string) =>
    (matchRoutes(routesToMatch, pathname) ?? []).map(({ route, pathname: part, pathnameBase, params }) => ({
      id: route.id,
      element: route.element,
      part,
      pathnameBase,
      params,
    }));

  it('renders for every address the same matches as every route would', () => {
    for (const pathname of ['/', '/login/start', '/USER/changeLang/', '/home/index', '/market/stock']) {
      const branch = routeBranch(routes, addressKey(pathname));
      expect(branch, pathname).toBeDefined();
      expect(rendered(branch ?? [], pathname), pathname).toEqual(rendered(routes, pathname));
    }
  });

  it('holds only the way down to the address', () => {
    const [layout] = routeBranch(routes, 'home/index') ?? [];
    expect(layout?.id).toBe('layout');
    expect(layout?.children?.map((route) => route.id)).toEqual(['query-area']);
    expect(layout?.children?.[0]?.children?.map((route) => route.id)).toEqual(['home']);
  });

  it('has none for an address no screen has', () => {
    expect(routeBranch(routes, addressKey('/no/such/screen'))).toBeUndefined();
  });
});

describe('branchFinder', () => {
  it('gives a screen’s address its branch, the same objects on every call', () => {
    const routesAt = branchFinder(routes);
    const branch = routesAt('/home/index');
    expect(branch).toEqual(routeBranch(routes, 'home/index'));
    expect(routesAt('/HOME/index/')).toBe(branch);
  });

  it('gives an address no route has every route, as they are', () => {
    const routesAt = branchFinder(routes);
    expect(routesAt('/gdindex/strategy/12')).toBe(routes);
    expect(routesAt('/no/such/screen')).toBe(routes);
  });
});
