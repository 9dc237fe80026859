/**
 * Initial bundle weight: the built member app served by a real server, opened in Chromium at a
 * phone's size; every JS and CSS response the page loaded before the network went quiet is
 * weighed raw and gzipped (node:zlib, level 9), per file and in total.
 *
 *   node --import tsx bench/bundle-weight/run.ts
 *   BUNDLE_QUIET_MS=1000 (how long the network must be quiet to count as idle)
 */
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { launchChromium, memberStorage, phone } from '../support/chromium';
import { envNumber, kb, printTable, seconds, writeResult } from '../support/report';
import { signIn, startServer } from '../support/server';

const quietMs = envNumber('BUNDLE_QUIET_MS', 1000);
const started = performance.now();

interface Scenario {
  name: string;
  path: string;
  signedIn: boolean;
  /** The most initial JS may weigh gzipped, when the page has a target. */
  jsGzipTarget?: number;
}

const scenarios: Scenario[] = [
  { name: 'login', path: '/#/login/login', signedIn: false, jsGzipTarget: 150 * 1024 },
  { name: 'home (signed in)', path: '/#/home/index', signedIn: true },
];

interface Loaded {
  path: string;
  kind: 'js' | 'css' | 'html' | 'api' | 'font' | 'image' | 'other';
  status: number;
  raw: number;
  gzip: number;
  /** Bytes of the body as sent on the wire (compressed if the server compressed it). */
  served: number;
  contentEncoding: string;
  /** Milliseconds after navigation started when the response arrived. */
  atMs: number;
  /** A script that carries React's development build (its key warning), which phones never get. */
  reactDevelopment: boolean;
}

// Only React's development build has this warning; a production build strips it.
const reactDevelopmentMarker = 'Each child in a list should have a unique';

function kindOf(response: Response): Loaded['kind'] {
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  if (type === 'script' || contentType.includes('javascript')) return 'js';
  if (type === 'stylesheet' || contentType.includes('text/css')) return 'css';
  if (type === 'document') return 'html';
  if (type === 'fetch' || type === 'xhr') return 'api';
  if (type === 'font') return 'font';
  if (type === 'image') return 'image';
  return 'other';
}

/** Resolves once no request has been in flight for `quietMs` (WebSockets do not count). */
function networkQuiet(page: Page, quiet: number, timeout = 60_000): Promise<number> {
  const start = performance.now();
  let inFlight = 0;
  let lastActivity = performance.now();
  page.on('request', () => {
    inFlight++;
    lastActivity = performance.now();
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = performance.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const now = performance.now();
      if (inFlight === 0 && now - lastActivity >= quiet) {
        clearInterval(timer);
        resolve(lastActivity - start);
      } else if (now - start > timeout) {
        clearInterval(timer);
        reject(new Error(`the network was not quiet within ${timeout / 1000} s`));
      }
    }, 50);
  });
}

console.log('Initial bundle weight of the member app (apps/web), served by the real server, Chromium at 390×844 @2×\n');
const server = await startServer({ buildWeb: true });
const { browser, close } = await launchChromium();
const results: Record<string, unknown>[] = [];
try {
  for (const scenario of scenarios) {
    const session = scenario.signedIn ? await signIn(server.baseUrl) : undefined;
    const context = await browser.newContext({
      ...phone,
      // The first visit: no service worker yet (its precache would run after the page is idle).
      serviceWorkers: 'block',
      storageState: {
        cookies: [],
        origins: session ? [{ origin: server.baseUrl, localStorage: memberStorage(session) }] : [],
      },
    });
    const page = await context.newPage();
    const pending: Promise<Loaded | undefined>[] = [];
    const navigationStart = performance.now();
    page.on('response', (response) => {
      const atMs = performance.now() - navigationStart;
      pending.push(
        (async () => {
          const body = await response.body().catch(() => undefined);
          if (!body) return undefined;
          const sizes = await response.request().sizes();
          const url = new URL(response.url());
          return {
            path: url.origin === server.baseUrl ? url.pathname + url.search : url.href,
            kind: kindOf(response),
            status: response.status(),
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            served: sizes.responseBodySize,
            contentEncoding: response.headers()['content-encoding'] ?? 'identity',
            atMs,
            reactDevelopment: kindOf(response) === 'js' && body.includes(reactDevelopmentMarker),
          };
        })(),
      );
    });
    const quiet = networkQuiet(page, quietMs);
    await page.goto(server.baseUrl + scenario.path);
    const idleAfterMs = await quiet;
    const finalUrl = page.url();
    const signedInAtEnd = session ? (await page.evaluate(() => localStorage.getItem('tokend'))) === session.token : undefined;
    const loaded = (await Promise.all(pending)).filter((entry): entry is Loaded => entry !== undefined);
    await context.close();

    const sum = (entries: Loaded[], field: 'raw' | 'gzip' | 'served') =>
      entries.reduce((total, entry) => total + entry[field], 0);
    const js = loaded.filter((entry) => entry.kind === 'js').sort((a, b) => b.gzip - a.gzip);
    const css = loaded.filter((entry) => entry.kind === 'css').sort((a, b) => b.gzip - a.gzip);
    const others = loaded.filter((entry) => entry.kind !== 'js' && entry.kind !== 'css');
    const totals = {
      jsRaw: sum(js, 'raw'),
      jsGzip: sum(js, 'gzip'),
      jsServed: sum(js, 'served'),
      cssRaw: sum(css, 'raw'),
      cssGzip: sum(css, 'gzip'),
      cssServed: sum(css, 'served'),
      allRaw: sum(loaded, 'raw'),
      allGzip: sum(loaded, 'gzip'),
      allServed: sum(loaded, 'served'),
    };

    console.log(
      `── ${scenario.name}: ${scenario.path} (idle ${Math.round(idleAfterMs)} ms after navigation; ended on ${new URL(finalUrl).hash})`,
    );
    const failed = loaded.filter((entry) => entry.status >= 400);
    if (failed.length) {
      process.exitCode = 1;
      console.log(
        `   WARNING: ${failed.map((entry) => `${entry.path} answered ${entry.status}`).join(', ')}: the figures are incomplete`,
      );
    }
    if (loaded.some((entry) => entry.reactDevelopment)) {
      process.exitCode = 1;
      console.log(
        "   WARNING: the app was built with React's development build (NODE_ENV was not production): not what phones get",
      );
    }
    if (signedInAtEnd === false) console.log('   NOTE: the session token was gone from localStorage: the page ran signed out');
    if (!new URL(finalUrl).hash.startsWith(scenario.path.slice(1))) {
      console.log(`   NOTE: the app moved from ${scenario.path} to ${new URL(finalUrl).hash}`);
    }
    printTable(
      ['file', 'type', 'raw', 'gzip -9', 'served', 'encoding'],
      [...js, ...css].map((entry) => [
        entry.path,
        entry.kind,
        kb(entry.raw),
        kb(entry.gzip),
        kb(entry.served),
        entry.contentEncoding,
      ]),
    );
    console.log(
      `   JS  ${js.length} files: ${kb(totals.jsRaw)} raw, ${kb(totals.jsGzip)} gzipped, ${kb(totals.jsServed)} as served`,
    );
    console.log(
      `   CSS ${css.length} files: ${kb(totals.cssRaw)} raw, ${kb(totals.cssGzip)} gzipped, ${kb(totals.cssServed)} as served`,
    );
    const otherKinds = [...new Set(others.map((entry) => entry.kind))].map(
      (kind) => `${others.filter((entry) => entry.kind === kind).length} ${kind}`,
    );
    console.log(
      `   everything (${loaded.length} responses, also ${otherKinds.join(', ') || 'nothing else'}): ` +
        `${kb(totals.allRaw)} raw, ${kb(totals.allGzip)} gzipped, ${kb(totals.allServed)} as served`,
    );
    if (scenario.jsGzipTarget !== undefined) {
      const within = totals.jsGzip <= scenario.jsGzipTarget;
      console.log(
        `   target: initial JS ≤ ${kb(scenario.jsGzipTarget)} gzipped → ${kb(totals.jsGzip)} ` +
          `(${within ? 'within' : 'OVER'} target, ${((totals.jsGzip / scenario.jsGzipTarget) * 100).toFixed(0)} %)`,
      );
    }
    console.log('');
    results.push({ ...scenario, idleAfterMs, finalUrl, signedInAtEnd, totals, files: loaded });
  }
} finally {
  await close();
  await server.stop();
}

const file = await writeResult('bundle-weight', {
  gzip: 'node:zlib gzipSync level 9 of each response body',
  quietMs,
  pages: results,
  benchSeconds: (performance.now() - started) / 1000,
});
console.log(`Took ${seconds(started)}; summary in ${file}`);
