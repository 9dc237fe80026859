/** Debian's Chromium, started the one way that works on this machine (headless, no sandbox, offline). */
import { chromium, type Browser } from 'playwright-core';
import { addCleanup } from './cleanup';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** A phone like the e2e journeys use: 390 × 844 CSS pixels at 2×, touch. */
export const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;

/** Launches Chromium through playwright-core; it is closed at the end or on Ctrl-C. */
export async function launchChromium(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, handleSIGINT: false });
  const close = addCleanup(() => browser.close());
  return { browser, close };
}

/** The entries the member app reads from localStorage for a signed-in member (apps/web/src/api/storage.ts). */
export function memberStorage(session: { token: string; account: string }, language = process.env.BENCH_LANG ?? 'jp') {
  return [
    { name: 'tokend', value: session.token },
    { name: 'account', value: session.account },
    { name: 'lang', value: language },
  ];
}
