/** The client this app uses, bound to the browser: same-origin `/api/admin`, token in sessionStorage. */
import { createApiClient } from './client';
import { memoryTokenStore, sessionTokenStore, type TokenStore } from './token-store';

function browserTokenStore(): TokenStore {
  try {
    return sessionTokenStore(window.sessionStorage);
  } catch {
    // Some privacy settings throw on any storage access; staff can still work, just per page load.
    return memoryTokenStore();
  }
}

export const api = createApiClient({
  baseUrl: '/api/admin',
  fetch: (input, init) => window.fetch(input, init),
  tokens: browserTokenStore(),
});
