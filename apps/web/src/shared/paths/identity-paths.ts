/** The addresses of signing in, signing up and the member's own account screens (the original app's `/login/…` and `/user/…`). */

export const identityPaths = {
  start: '/login/start',
  signIn: '/login/login',
  register: '/login/register',
  /** Onboarding, page two: how Kabuto keeps money safe. */
  onboardingSafety: '/login/logon2',
  /** The mine tab. */
  mine: '/user/usercenter',
  resetPassword: '/user/resetPassword',
  fundPassword: '/user/setPassword',
  /** Identity verification (KYC): the original app called it the bank card page. */
  verification: '/user/bandCard',
} as const;
