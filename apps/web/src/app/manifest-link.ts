/**
 * The link to the web app manifest, which only installing the app reads. The build leaves it out of
 * the page (`build/install-links.ts`) and the app adds it after its first screen: read in the page,
 * the manifest and the icon it names were fetched while the start-up code waited for a connection.
 */

/** Where the build writes the manifest (vite-plugin-pwa's name for it). */
export const manifestHref = '/manifest.webmanifest';

/** Links the manifest into the page once; the browser then fetches it. */
export function linkManifest(page: Document): void {
  if (page.head.querySelector('link[rel="manifest"]')) return;
  const link = page.createElement('link');
  link.rel = 'manifest';
  link.href = manifestHref;
  page.head.append(link);
}
