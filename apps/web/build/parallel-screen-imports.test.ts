/**
 * The preload helper Vite really builds, patched, run against a stand-in document: the screen's
 * chunk is asked for while its style sheet is still loading, and handed over only once it loaded.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build, type Plugin } from 'vite';
import { importBesideStyles, parallelScreenImports, preloadHelperId } from './parallel-screen-imports';

type Preload = (baseModule: () => Promise<unknown>, deps: string[]) => Promise<unknown>;

/** A `<link>` as far as the helper uses one, whose load the test decides. */
class FakeLink {
  rel = '';
  href = '';
  as = '';
  crossOrigin = '';
  private readonly listeners = new Map<string, ((event: { type: string }) => void)[]>();
  addEventListener(type: string, listener: (event: { type: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeEventListener(type: string, listener: (event: { type: string }) => void) {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((each) => each !== listener),
    );
  }
  setAttribute() {}
  fire(type: 'load' | 'error') {
    for (const listener of this.listeners.get(type) ?? []) listener({ type });
  }
}

let folder: string;
let preload: Preload;
const added: FakeLink[] = [];

/** Builds a screen with a style sheet, keeping the helper's code as it leaves every plugin. */
async function builtHelper(root: string): Promise<string> {
  await writeFile(path.join(root, 'entry.js'), "export const open = () => import('./screen.js');\n");
  await writeFile(path.join(root, 'screen.js'), "import './screen.css';\nexport const screen = 'screen';\n");
  await writeFile(path.join(root, 'screen.css'), '.screen { color: red; }\n');
  let helper: string | undefined;
  const keepHelper: Plugin = {
    name: 'keep-helper',
    transform: {
      order: 'post',
      handler(code, id) {
        if (id === preloadHelperId) helper = code;
      },
    },
  };
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [parallelScreenImports(), keepHelper],
    build: { write: false, rolldownOptions: { input: path.join(root, 'entry.js') } },
  });
  if (!helper) throw new Error('the build used no preload helper');
  return helper;
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'kabuto-preload-'));
  const file = path.join(folder, 'helper.mjs');
  await writeFile(file, await builtHelper(folder));
  vi.stubGlobal('__VITE_IS_MODERN__', true);
  vi.stubGlobal('document', {
    querySelector: () => null,
    getElementsByTagName: () => [],
    createElement: () => new FakeLink(),
    head: { appendChild: (link: FakeLink) => added.push(link) },
  });
  vi.stubGlobal('window', { dispatchEvent: () => true });
  const helper = (await import(pathToFileURL(file).href)) as { __vitePreload: Preload };
  preload = helper.__vitePreload;
}, 60_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  await rm(folder, { recursive: true, force: true });
});

const settledYet = async (promise: Promise<unknown>): Promise<boolean> => {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  return settled;
};

describe("Vite's preload helper, patched", () => {
  it("asks for the screen's chunk beside its style sheet and hands it over once the sheet has loaded", async () => {
    const screen = { screen: 'screen' };
    const baseModule = vi.fn(() => Promise.resolve(screen));
    const loading = preload(baseModule, ['assets/first.css']);

    expect(baseModule).toHaveBeenCalledTimes(1);
    const sheet = added.find((link) => link.href.endsWith('/assets/first.css'));
    expect(sheet?.rel).toBe('stylesheet');
    expect(await settledYet(loading)).toBe(false);

    sheet?.fire('load');
    await expect(loading).resolves.toBe(screen);
  });

  it('reports a chunk that failed to download once the style sheet has settled, as before', async () => {
    const failure = new Error('offline');
    const loading = preload(() => Promise.reject(failure), ['assets/second.css']);

    expect(await settledYet(loading)).toBe(false);
    added.find((link) => link.href.endsWith('/assets/second.css'))?.fire('load');
    await expect(loading).rejects.toBe(failure);
  });

  it('still fails on a style sheet that did not load', async () => {
    const loading = preload(() => Promise.resolve({}), ['assets/third.css']);
    added.find((link) => link.href.endsWith('/assets/third.css'))?.fire('error');
    await expect(loading).rejects.toThrow('Unable to preload CSS');
  });

  it('stops the build when the helper no longer has the step it patches', () => {
    expect(() => importBesideStyles('export const __vitePreload = (baseModule) => baseModule();')).toThrow(
      "Vite's preload helper changed",
    );
  });
});
