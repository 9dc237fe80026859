/** The app links the manifest once, where the build writes it. */
import { describe, expect, it } from 'vitest';
import { linkManifest, manifestHref } from './manifest-link';

/** A document's head as far as `linkManifest` uses it. */
function page() {
  const links: { rel: string; href: string }[] = [];
  const head = {
    links,
    querySelector: (selector: string) =>
      selector === 'link[rel="manifest"]' ? links.find((link) => link.rel === 'manifest') : null,
    append: (link: { rel: string; href: string }) => void links.push(link),
  };
  return { head, createElement: () => ({ rel: '', href: '' }) } as unknown as Document & { head: typeof head };
}

describe('linkManifest', () => {
  it('adds one manifest link, however often it is called', () => {
    const document = page();
    linkManifest(document);
    linkManifest(document);
    expect(document.head.links).toEqual([{ rel: 'manifest', href: manifestHref }]);
  });
});
