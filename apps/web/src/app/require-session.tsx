/** Member-only screens send a signed-out visitor to sign in, and sign-in brings them back. */
import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { readSession } from '../api/session';
import { useApi } from '../api/api-context';
import { returnHere } from '../shared/paths/return-to';

export function RequireSession({ children }: { children: ReactNode }) {
  const { store, client } = useApi();
  const location = useLocation();
  // Checked on arrival only: when a session ends on this screen, the API client shows why and
  // moves to sign-in 1.5 s later, and an instant redirect here would cut that message short; a
  // screen (re)mounted while that message shows (a lazy part arriving) waits for the move too.
  const [signedIn] = useState(() => readSession(store) !== null || client.sessionEnding());
  return signedIn ? children : <Navigate to="/login/login" replace state={returnHere(location)} />;
}
