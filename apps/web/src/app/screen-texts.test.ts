/**
 * A screen renders once the catalog parts it names in `router.tsx` have arrived, so a text of any
 * other part would show as its key until that part came. Read from the sources: every module a
 * screen loads (imports, dynamic ones too) may use texts of the start-up part and the parts the
 * screen names, and the screen names no part it does not use; the shell uses the start-up part only.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogPartOf, catalogParts, type CatalogPart } from '@kabuto/i18n';

const sourceRoot = path.resolve(import.meta.dirname, '..');
const routerFile = path.join(sourceRoot, 'app', 'router.tsx');
const sections = Object.values(catalogParts).flat() as string[];
// A dotted key starting with a section (`'market.title'`, `` `tabs.${key}` ``), or `Catalog['tabs']`.
const keyPattern = new RegExp(`['"\`](${sections.join('|')})\\.[\\w$]|Catalog\\['(${sections.join('|')})'\\]`, 'g');
const importPattern = /(?:import|export)\s[^'"]*?from\s*'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g;

function read(file: string): string {
  return readFileSync(file, 'utf8');
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find((file) => existsSync(file));
}

/** The app's own modules a module imports, statically or not (CSS and packages left out). */
function importsOf(file: string, dynamic = true): string[] {
  return [...read(file).matchAll(importPattern)]
    .filter((match) => dynamic || match[1] !== undefined)
    .map((match) => resolveImport(file, match[1] ?? match[2] ?? ''))
    .filter((resolved): resolved is string => resolved !== undefined);
}

/** Every module loaded with these, following imports; the router's screens only if asked. */
function reachable(starts: string[], intoScreens: boolean): Set<string> {
  const seen = new Set<string>();
  const pending = [...starts];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...importsOf(file, intoScreens || file !== routerFile));
  }
  return seen;
}

/** The catalog parts whose texts these modules use. */
function partsUsedBy(files: Iterable<string>): Set<CatalogPart> {
  const parts = new Set<CatalogPart>();
  for (const file of files) {
    for (const match of read(file).matchAll(keyPattern)) {
      const part = catalogPartOf(match[1] ?? match[2] ?? '');
      if (part) parts.add(part);
    }
  }
  return parts;
}

/** Each lazily loaded screen of the router: the parts it names and the module it loads. */
function screens(): { parts: CatalogPart[]; file: string }[] {
  const declaration = /page\(\s*\[([^\]]*)\],\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
  return [...read(routerFile).matchAll(declaration)].map((match) => ({
    parts: [...(match[1] ?? '').matchAll(/'(\w+)'/g)].map((part) => part[1] as CatalogPart),
    file: resolveImport(routerFile, match[2] ?? '') ?? `missing ${match[2]}`,
  }));
}

describe('the texts of each screen', () => {
  it('finds every lazily loaded screen of the router', () => {
    expect(screens().length).toBeGreaterThan(30);
    expect(screens().length).toBe([...read(routerFile).matchAll(/import\('/g)].length);
  });

  it.each(screens().map((screen) => [path.relative(sourceRoot, screen.file), screen] as const))(
    '%s names exactly the parts beyond start-up that its modules use',
    (_, { parts, file }) => {
      const used = partsUsedBy(reachable([file], true));
      used.delete('startup');
      expect([...used].sort()).toEqual([...parts].sort());
    },
  );

  it('the shell uses the start-up part only', () => {
    const shell = reachable([path.join(sourceRoot, 'main.tsx')], false);
    expect(shell.has(routerFile)).toBe(true);
    expect([...partsUsedBy(shell)]).toEqual(['startup']);
  });
});
