/**
 * Roots of the react-query cache keys, in one place because a change in one area makes
 * another stale: every saved setting or staff change adds a line to the audit log.
 */
export const queryKeys = {
  me: ['auth', 'me'],
  staff: ['staff'],
  config: ['config'],
  audit: ['audit'],
} as const;
