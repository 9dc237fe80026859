#!/usr/bin/env node
// Takes phone-sized screenshots of member-app screens, so a developer can look at what a member
// sees in each language. Usage, against a running server (`npm start`, or PORT=… npm start):
//
//   node scripts/screenshot.mjs http://127.0.0.1:8080 /user/usercenter out/mine [--login 0900000001:demo1234] [--lang en,tw,jp]
//
// writes out/mine-en.png, out/mine-tw.png, out/mine-jp.png (full page, 390×844 at 2×).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

const [baseUrl, route, outPrefix, ...rest] = process.argv.slice(2);
if (!baseUrl || !route || !outPrefix) {
  console.error('usage: screenshot.mjs BASE_URL ROUTE OUT_PREFIX [--login ACCOUNT:PASSWORD] [--lang en,tw,jp]');
  process.exit(2);
}
const option = (name) => {
  const index = rest.indexOf(name);
  return index >= 0 ? rest[index + 1] : undefined;
};
const languages = (option('--lang') ?? 'en,tw,jp').split(',');
const login = option('--login');

async function signIn() {
  if (!login) return undefined;
  const [account, password] = login.split(':');
  const reply = await fetch(`${baseUrl}/api/vue/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password, agree: true }),
  }).then((response) => response.json());
  if (reply.status !== 1) throw new Error(`sign-in failed: ${JSON.stringify(reply)}`);
  return { token: reply.data.token, account };
}

const session = await signIn();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
});
try {
  await mkdir(path.dirname(path.resolve(outPrefix)), { recursive: true });
  for (const language of languages) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript(
      ({ session, language }) => {
        window.localStorage.setItem('lang', language);
        if (session) {
          window.localStorage.setItem('tokend', session.token);
          window.localStorage.setItem('account', session.account);
        }
      },
      { session, language },
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl}/#${route}`);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(1500);
    const file = `${outPrefix}-${language}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await context.close();
  }
} finally {
  await browser.close();
}
