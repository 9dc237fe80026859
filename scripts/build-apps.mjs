// Builds the member app and the back office when their sources are newer than their build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');

function newestChange(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && !entry.parentPath.includes('node_modules')) {
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** When a file that shapes the build itself last changed: the page, the Vite config, this script. */
function newestBuildSetting(app) {
  const files = [
    path.join(root, 'apps', app, 'index.html'),
    path.join(root, 'apps', app, 'vite.config.ts'),
    import.meta.filename,
  ];
  return Math.max(0, ...files.filter((file) => existsSync(file)).map((file) => statSync(file).mtimeMs));
}

export function buildIfStale(app) {
  const built = path.join(root, 'apps', app, 'dist', 'index.html');
  const sources = Math.max(
    newestChange(path.join(root, 'apps', app, 'src')),
    newestChange(path.join(root, 'packages')),
    newestBuildSetting(app),
  );
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  buildApp(app);
}

/**
 * Builds one app (`npm run build -w apps/<app>`) and compresses its `dist/` (`folder` is the app's
 * folder, a parameter for the test), then prints one line saying so.
 */
export function buildApp(app, folder = path.join(root, 'apps', app)) {
  const started = performance.now();
  // Always the production build: run from vitest (NODE_ENV=test), Vite would otherwise bundle
  // React's development build, 56 KB heavier gzipped and slower than what phones get, and the
  // browser journeys and benches would measure that.
  // The bundler lists every chunk it writes (hundreds of lines): that list is printed only at
  // LOG_LEVEL=debug or trace, or when the build fails, so the server's own start lines (the URLs
  // and logins) are the first thing a newcomer reads.
  const verbose = ['debug', 'trace'].includes(process.env.LOG_LEVEL ?? '');
  const result = spawnSync('npm', ['run', 'build', '-w', `apps/${app}`], {
    cwd: root,
    stdio: verbose ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    if (!verbose) process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    throw new Error(`Building ${app} failed`);
  }
  const dist = path.join(folder, 'dist');
  precompress(dist);
  console.log(builtLine(app, dist, performance.now() - started));
}

/** One line for a finished build: `Built the member app in 14.2 s (38 files, 1,204 KB)`. */
function builtLine(app, dist, milliseconds) {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dist, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    files += 1;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  const name = app === 'web' ? 'the member app' : 'the back office';
  const seconds = (milliseconds / 1000).toFixed(1);
  const kilobytes = Math.round(bytes / 1024).toLocaleString('en-US');
  return `Built ${name} in ${seconds} s (${files} ${files === 1 ? 'file' : 'files'}, ${kilobytes} KB)`;
}

/**
 * Brotli and gzip copies of every text asset, made once at build time, so the server sends a
 * phone a third of the bytes without compressing on each request.
 */
function precompress(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(js|css|html|svg|json|webmanifest)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = readFileSync(file);
    // The static server serves a folder's index.html only when its compressed copies exist, so HTML is always compressed.
    if (bytes.length < 1024 && !entry.name.endsWith('.html')) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  }
}

export function buildApps() {
  buildIfStale('web');
  buildIfStale('admin');
}
