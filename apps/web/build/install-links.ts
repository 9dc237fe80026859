/**
 * The page asks for nothing while it starts but what the first screen needs. As shipped, the browser
 * also fetched the page's icon, the web app manifest and the icon the manifest names: three of its
 * six connections to the server, taken while the start-up code waited for one. The icon is drawn into
 * the page itself (a `data:` address, no request); the manifest link that vite-plugin-pwa writes is
 * left out, and the app adds it after its first screen (`src/app/manifest-link.ts`).
 *
 * The build fails if the page no longer has the links this expects, so the two stay in step.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { manifestHref } from '../src/app/manifest-link';

const iconLink = '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />';
const manifestLink = `<link rel="manifest" href="${manifestHref}">`;

/** An SVG as a `data:` address. */
export function svgAddress(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}

/** The page with its icon drawn in and without the manifest link; throws when either link is not there. */
export function withoutInstallFetches(html: string, iconSvg: string): string {
  if (!html.includes(iconLink)) throw new Error(`index.html no longer has ${iconLink}: update build/install-links.ts`);
  if (!html.includes(manifestLink)) {
    throw new Error(`vite-plugin-pwa no longer writes ${manifestLink}: update build/install-links.ts`);
  }
  return html
    .replace(iconLink, `<link rel="icon" type="image/svg+xml" href="${svgAddress(iconSvg)}" />`)
    .replace(manifestLink, '');
}

/** Listed after vite-plugin-pwa: it runs after that plugin, which writes the manifest link at the same stage. */
export function installLinks(publicDir: string): Plugin {
  return {
    name: 'kabuto-install-links',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => withoutInstallFetches(html, readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8')),
    },
  };
}
