/**
 * `?lang=` added to the address while the app is open (a shared link followed inside the app)
 * switches the language too; at start-up the same rule runs before anything renders.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../ui/translation-context';
import { languageFromAddress } from './language';

export function useAddressLanguage(): void {
  const { search } = useLocation();
  const { language: current, changeLanguage } = useTranslation();
  useEffect(() => {
    // The router's `search` is the query after the hash; the change is stored like a member's own.
    const language = languageFromAddress(search, '');
    // A catalog that cannot be downloaded leaves the current language; there is nothing to undo.
    if (language && language !== current) changeLanguage(language).catch(() => undefined);
  }, [search, current, changeLanguage]);
}
