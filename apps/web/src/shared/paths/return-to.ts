/**
 * Where sign-in returns to: a member sent to sign in from a screen (the order form, a stock's
 * watch button) comes back to it, not to home. The path travels in the router's location state,
 * never in the address, so a link can't send a member anywhere after signing in.
 */
import type { Location } from 'react-router';
import { homePath } from './app-paths';

export interface SignInState {
  returnTo: string;
}

const home = homePath;

/** The navigation state that brings the member back to `location` after signing in. */
export function returnHere(location: Pick<Location, 'pathname' | 'search'>): SignInState {
  return { returnTo: location.pathname + location.search };
}

/** Where to go once signed in: the screen the member came from, or home. */
export function pathAfterSignIn(state: unknown): string {
  const returnTo = (state as Partial<SignInState> | null)?.returnTo;
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/') || returnTo.startsWith('//')) return home;
  // The sign-in, sign-up and start screens lead nowhere useful once signed in.
  return returnTo.startsWith('/login/') ? home : returnTo;
}
