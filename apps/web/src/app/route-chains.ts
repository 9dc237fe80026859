import type { RouteObject } from 'react-router';

/** Addresses are matched as the router does: without the slashes around them, in any case. */
export const addressKey = (pathname: string) => pathname.replace(/^\/+|\/+$/g, '').toLowerCase();

/**
 * The chain of routes an address renders, outermost first, as the router would match it: the
 * first route in order whose path is the address. No route has a path parameter, so the address
 * is found by walking the routes; the router's own matching (which ranks every route and compiles
 * a pattern for each, a long task on a slow phone at start-up) is needed only for an address no
 * route has (`undefined`).
 */
export function routeChain(
  routes: RouteObject[],
  key: string,
  parentPath = '',
  parents: RouteObject[] = [],
): RouteObject[] | undefined {
  for (const route of routes) {
    const path = route.path === undefined ? parentPath : `${parentPath}/${route.path}`;
    if (route.children) {
      const found = routeChain(route.children, key, path, [...parents, route]);
      if (found) return found;
    } else if (!path.includes('*') && addressKey(path) === key) {
      return [...parents, route];
    }
  }
  return undefined;
}
