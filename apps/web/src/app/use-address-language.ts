/**
 * `?lang=` added to the address while the app is open (a shared link followed inside the app)
 * switches the language too; at start-up the same rule runs before anything renders.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { languageFromAddress } from './language';

export function useAddressLanguage(): void {
  const { search } = useLocation();
  const { i18n } = useTranslation();
  useEffect(() => {
    // The router's `search` is the query after the hash; the change is stored like a member's own.
    const language = languageFromAddress(search, '');
    if (language && language !== i18n.language) void i18n.changeLanguage(language);
  }, [search, i18n]);
}
