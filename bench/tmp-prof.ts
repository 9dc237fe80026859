import { writeFileSync } from 'node:fs';
import { launchChromium, memberStorage, phone } from './support/chromium';
import { signIn, startServer } from './support/server';

const server = await startServer({ env: { WEB_DIST: process.env.WEB_DIST ?? '/tmp/webdev' } });
const { browser, close } = await launchChromium();
const route = process.argv[2] ?? '/#/home/index';
try {
  const session = await signIn(server.baseUrl);
  for (let run = 0; run < 3; run++) {
    const context = await browser.newContext({ ...phone, serviceWorkers: 'block' });
    await context.addInitScript((entries) => {
      const tasks: { start: number; duration: number }[] = [];
      (window as unknown as { __tasks: unknown }).__tasks = tasks;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) tasks.push({ start: Math.round(e.startTime), duration: Math.round(e.duration) });
      }).observe({ type: 'longtask', buffered: true });
      if (entries) for (const { name, value } of entries) localStorage.setItem(name, value);
    }, route.includes('home') ? memberStorage(session) : null);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const origin = await page.evaluate(() => 0).catch(() => 0);
    void origin;
    await page.goto(`${server.baseUrl}${route}`);
    await page.waitForTimeout(5000);
    const { profile } = await cdp.send('Profiler.stop');
    const tasks = await page.evaluate(() => (window as unknown as { __tasks: unknown }).__tasks);
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    writeFileSync(`/tmp/prof-${run}.json`, JSON.stringify({ profile, tasks, timeOrigin }));
    console.log(run, JSON.stringify(tasks));
    await context.close();
  }
} finally {
  await close();
  await server.stop();
}
