import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { addressKey, routeChains } from './route-chains';

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
const chains = routeChains(routes);
const matched = (pathname: string) => (matchRoutes(routes, pathname) ?? []).map(({ route }) => route);

describe('routeChains', () => {
  it('has every address with the routes the router matches for it', () => {
    expect([...chains.keys()].sort()).toEqual(['', 'home/index', 'login/start', 'market/stock', 'user/changelang']);
    for (const [address, chain] of chains) expect(chain, address).toEqual(matched(`/${address}`));
    expect(chains.get('home/index')?.map((route) => route.id)).toEqual(['layout', 'query-area', 'home']);
  });

  it('is looked up as the router matches: in any case, with or without a trailing slash', () => {
    for (const pathname of ['/user/changeLang', '/USER/CHANGELANG/', '/user/changelang']) {
      expect(chains.get(addressKey(pathname)), pathname).toEqual(matched(pathname));
    }
    expect(chains.get(addressKey('/'))).toEqual(matched('/'));
  });

  it('leaves an address no screen has to the router', () => {
    expect(chains.has(addressKey('/no/such/screen'))).toBe(false);
    expect(matched('/no/such/screen').map((route) => route.id)).toEqual(['not-found']);
  });
});
