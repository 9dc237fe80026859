/**
 * `?lang=` added to the address while the app is open (a shared link followed inside the app)
 * switches the language too; at start-up the same rule runs before anything renders. Once
 * applied, the parameter is taken out of the address, so a later choice on the language screen
 * is not undone by it.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../ui/translation-context';
import { languageFromAddress } from './language';

export function useAddressLanguage(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { language: current, changeLanguage } = useTranslation();
  // Read through a ref so the effect runs when the address changes, not when the language does.
  const latest = useRef({ current, changeLanguage });
  latest.current = { current, changeLanguage };
  useEffect(() => {
    // The router's `search` is the query after the hash; the change is stored like a member's own.
    const language = languageFromAddress(search, '');
    if (!language) return;
    // A catalog that cannot be downloaded leaves the current language; there is nothing to undo.
    if (language !== latest.current.current) latest.current.changeLanguage(language).catch(() => undefined);
    const rest = new URLSearchParams(search);
    rest.delete('lang');
    const query = rest.toString();
    navigate({ pathname, search: query ? `?${query}` : '' }, { replace: true });
  }, [pathname, search, navigate]);
}
