/**
 * Passkeys are bound to a domain (the relying party's ID), and browsers refuse one for an IP
 * address: on `http://127.0.0.1:8080` every passkey prompt fails. The app says so at once, in the
 * member's language, instead of a prompt that never comes; `localhost` or the server's name works.
 */
import { useTranslation } from '../../ui/translation-context';

/** The host when it is an IP address (where passkeys cannot work), else null. */
export function passkeyRefusedHost(hostname: string): string | null {
  const ipv4 = /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname);
  const ipv6 = hostname.startsWith('[') || hostname.includes(':');
  return ipv4 || ipv6 ? hostname : null;
}

/**
 * Whether a passkey prompt failed because the browser refused this address (a `SecurityError`,
 * as Chromium throws for a relying-party ID it will not accept), not because the member closed it.
 */
export function isHostRefusal(error: unknown): boolean {
  return error instanceof Error && error.name === 'SecurityError';
}

/** What a passkey prompt says when it does not go through: closed by the member, or refused for this address. */
export interface PasskeyTexts {
  cancelled: string;
  refusedHost: (host: string) => string;
}

/** A failed prompt: `message` says why when the browser refused the address; null when the prompt was closed. */
export type PromptOutcome<T> = { ok: true; value: T } | { ok: false; message: string | null };

/**
 * Runs a browser passkey prompt (`startAuthentication`, `startRegistration`) unless this address
 * can't have passkeys, and says why when the browser refused the address.
 */
export async function passkeyPrompt<T>(
  refusedHost: (host: string) => string,
  prompt: () => Promise<T>,
  hostname = window.location.hostname,
): Promise<PromptOutcome<T>> {
  const host = passkeyRefusedHost(hostname);
  if (host) return { ok: false, message: refusedHost(host) };
  try {
    return { ok: true, value: await prompt() };
  } catch (error) {
    // The member closed the prompt or the device has no matching passkey, or the browser refused the address.
    return { ok: false, message: isHostRefusal(error) ? refusedHost(hostname) : null };
  }
}

/** "Passkeys don't work at <host>", in the member's language (an error text, so every screen has it). */
export function useRefusedHostText(): (host: string) => string {
  const { t } = useTranslation();
  return (host) => t('errors.passkey_host', { host });
}
