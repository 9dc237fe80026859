/**
 * The signed-in staff member, shared by every screen. The token is the source of truth for
 * "signed in"; `/auth/me` supplies the name and role, so a role changed by an owner shows up
 * on the next refresh rather than being trusted from the sign-in reply forever.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReplyOf, adminApi } from '@kabuto/contracts';
import { en } from '@kabuto/i18n';
import { api } from '../../api';
import { useMe } from './me';

export type Staff = ReplyOf<typeof adminApi.me>;

export type Session =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'signed-in'; staff: Staff };

interface SessionContextValue {
  session: Session;
  /** Why the last session ended without the staff member asking, shown on the sign-in screen. */
  notice: string | null;
  signIn(token: string): void;
  /** Forgets the token and every cached reply; the server call is the caller's business. */
  forget(): void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [hasToken, setHasToken] = useState(() => api.tokens.read() !== null);
  const [notice, setNotice] = useState<string | null>(null);
  const me = useMe(hasToken);

  const forget = useCallback(() => {
    api.tokens.write(null);
    setHasToken(false);
    // Another staff member may sign in on this tab next; none of this one's data may linger.
    queryClient.clear();
  }, [queryClient]);

  useEffect(
    () =>
      api.onSessionEnded(() => {
        setNotice(en.errors.session_ended);
        forget();
      }),
    [forget],
  );

  const signIn = useCallback((token: string) => {
    api.tokens.write(token);
    setNotice(null);
    setHasToken(true);
  }, []);

  const session = useMemo((): Session => {
    if (!hasToken) return { status: 'signed-out' };
    if (me.data) return { status: 'signed-in', staff: me.data };
    if (me.isError) return { status: 'error', error: me.error, retry: () => void me.refetch() };
    return { status: 'loading' };
  }, [hasToken, me]);

  const value = useMemo(() => ({ session, notice, signIn, forget }), [session, notice, signIn, forget]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider above it');
  return value;
}

/** The signed-in staff member, for screens that only render inside the session guard. */
export function useStaff(): Staff {
  const { session } = useSession();
  if (session.status !== 'signed-in') throw new Error('useStaff used outside a signed-in screen');
  return session.staff;
}
