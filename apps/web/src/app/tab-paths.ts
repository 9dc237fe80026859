/**
 * Where the bottom tabs lead. Kept apart from the tab bar itself, so the layout can leave room for
 * the tabs without loading what the bar needs (the query cache for its unread count).
 */
export const tabPaths = {
  home: '/home/index',
  market: '/market/market',
  search: '/home/search',
  favourites: '/market/marketFav',
  trade: '/position/position',
  mine: '/user/usercenter',
} as const;

/** Tabs show on the tab screens themselves, not on sign-in screens or inner screens. */
export function showsTabs(pathname: string): boolean {
  return Object.values<string>(tabPaths).includes(pathname);
}
