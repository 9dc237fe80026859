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

/**
 * The routes of one address alone: its chain, each route keeping only the child on the way down.
 * Handed to the router instead of every route, its matching ranks three routes rather than all of
 * them on each render (a long task on a slow phone); the matches are the same. `undefined` for an
 * address no route has: the router then matches among every route.
 */
export function routeBranch(routes: RouteObject[], key: string): RouteObject[] | undefined {
  const chain = routeChain(routes, key);
  if (!chain) return undefined;
  const branch = chain.reduceRight<RouteObject | undefined>(
    // Only a layout has a route inside it (an index route never does).
    (inner, route) => (inner && !route.index ? { ...route, children: [inner] } : route),
    undefined,
  );
  return branch && [branch];
}

/**
 * `routeBranch` by address, each screen's branch made once: the same route objects on every render.
 * An address no route has (a strategy's id in the path, a mistyped one) gets every route and is not
 * kept, so what is kept stays as small as the route table however many such addresses are visited.
 */
export function branchFinder(routes: RouteObject[]): (pathname: string) => RouteObject[] {
  const branches = new Map<string, RouteObject[]>();
  return (pathname) => {
    const key = addressKey(pathname);
    const kept = branches.get(key);
    if (kept) return kept;
    const branch = routeBranch(routes, key);
    if (!branch) return routes;
    branches.set(key, branch);
    return branch;
  };
}
