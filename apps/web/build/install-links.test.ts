/** The page's icon is drawn into it and its manifest link left for the app to add. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { svgAddress, withoutInstallFetches } from './install-links';

const icon = readFileSync(path.resolve(import.meta.dirname, '../public/favicon.svg'), 'utf8');
const page = [
  '<head>',
  '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
  '<title>Kabuto</title>',
  '<link rel="manifest" href="/manifest.webmanifest"></head>',
].join('\n');

describe('withoutInstallFetches', () => {
  it('draws the icon into the page and leaves the manifest link out', () => {
    const html = withoutInstallFetches(page, icon);
    expect(html).not.toContain('/favicon.svg');
    expect(html).not.toContain('manifest');
    const href = /<link rel="icon" type="image\/svg\+xml" href="([^"]+)" \/>/.exec(html)?.[1] ?? '';
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(icon.trim());
  });

  it('keeps the rest of the page as it was', () => {
    expect(withoutInstallFetches(page, icon).replace(svgAddress(icon), '/favicon.svg')).toBe(
      page.replace('<link rel="manifest" href="/manifest.webmanifest">', ''),
    );
  });

  it('stops the build when a link it expects is not there', () => {
    expect(() => withoutInstallFetches(page.replace('/favicon.svg', '/icon.svg'), icon)).toThrow(/index\.html/);
    expect(() => withoutInstallFetches(page.replace('/manifest.webmanifest', '/app.webmanifest'), icon)).toThrow(
      /vite-plugin-pwa/,
    );
  });
});
