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
  console.log(`Building ${app}…`);
  // Always the production build: run from vitest (NODE_ENV=test), Vite would otherwise bundle
  // React's development build, 56 KB heavier gzipped and slower than what phones get, and the
  // browser journeys and benches would measure that.
  const result = spawnSync('npm', ['run', 'build', '-w', `apps/${app}`], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`Building ${app} failed`);
  precompress(path.join(root, 'apps', app, 'dist'));
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
