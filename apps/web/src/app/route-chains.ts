import type { RouteObject } from 'react-router';

/** Addresses are matched as the router does: without the slashes around them, in any case. */
export const addressKey = (pathname: string) => pathname.replace(/^\/+|\/+$/g, '').toLowerCase();

/**
 * Each address of the routes with the chain of routes it renders, outermost first. No route has a
 * path parameter, so an address is found by looking it up; the router's own matching (which ranks
 * every route and compiles a pattern for each, a long task on a slow phone at start-up) is needed
 * only for an address no route has.
 */
export function routeChains(routes: RouteObject[], parentPath = '', parents: RouteObject[] = []): Map<string, RouteObject[]> {
  const chains = new Map<string, RouteObject[]>();
  for (const route of routes) {
    const path = route.path === undefined ? parentPath : `${parentPath}/${route.path}`;
    const chain = [...parents, route];
    if (route.children) {
      for (const [key, inner] of routeChains(route.children, path, chain)) if (!chains.has(key)) chains.set(key, inner);
    } else if (!path.includes('*') && !chains.has(addressKey(path))) {
      chains.set(addressKey(path), chain);
    }
  }
  return chains;
}
