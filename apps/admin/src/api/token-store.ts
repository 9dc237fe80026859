/** Where the staff bearer token lives between page loads of one browser tab. */

export interface TokenStore {
  read(): string | null;
  write(token: string | null): void;
}

const tokenKey = 'kabuto.admin.token';

/**
 * sessionStorage rather than localStorage: a back-office session should end with the tab, and
 * a token left behind on a shared desk computer is the risk we most want to avoid.
 */
export function sessionTokenStore(storage: Storage): TokenStore {
  return {
    read: () => storage.getItem(tokenKey),
    write: (token) => (token === null ? storage.removeItem(tokenKey) : storage.setItem(tokenKey, token)),
  };
}

/** A store held in memory, for tests and for browsers that refuse storage. */
export function memoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    read: () => token,
    write: (next) => {
      token = next;
    },
  };
}
