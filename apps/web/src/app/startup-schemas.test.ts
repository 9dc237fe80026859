/**
 * Building a zod schema costs script time, and a module's schemas are all built when it loads. The
 * app used to import the whole member API table at start-up, so every call's schemas were built
 * before the first screen (most of its script time). Read from the sources, the way the bundler
 * sees them: static imports only, and a name taken from `@kabuto/contracts` loads the contract
 * module that declares it (with what that module imports), not the whole package.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const sourceRoot = path.resolve(import.meta.dirname, '..');
const contractsRoot = path.resolve(sourceRoot, '../../../packages/contracts/src');
const staticImport = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*'([^']+)'/gm;

function read(file: string): string {
  return readFileSync(file, 'utf8');
}

function resolveFile(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find((file) => existsSync(file));
}

/** The names an import takes at run time (`import { a, type B }` takes `a`; `import type` none). */
function valueNames(clause: string): string[] {
  const braces = clause.match(/\{([^}]*)\}/)?.[1];
  if (braces === undefined) return ['*'];
  return braces
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0] ?? name);
}

/** The contract module that declares each exported value, read through the package's `index.ts`. */
function contractDeclarations(): Map<string, string> {
  const index = path.join(contractsRoot, 'index.ts');
  const declared = new Map<string, string>();
  for (const match of read(index).matchAll(staticImport)) {
    const file = resolveFile(index, match[4] ?? '');
    if (!file) continue;
    for (const name of read(file).matchAll(/^export\s+(?:const|function|class|enum)\s+(\w+)/gm)) {
      if (name[1]) declared.set(name[1], file);
    }
  }
  return declared;
}

/** The modules loaded with these: the app's own and the contracts', static imports only. */
function loadedWith(starts: string[]): Set<string> {
  const declarations = contractDeclarations();
  const seen = new Set<string>();
  const pending = [...starts];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, , typeOnly, clause = '', specifier = ''] of read(file).matchAll(staticImport)) {
      if (typeOnly) continue;
      if (specifier === '@kabuto/contracts') {
        for (const name of valueNames(clause)) {
          const declaring = declarations.get(name);
          if (!declaring) throw new Error(`${name} (imported by ${file}) is declared in no contract module`);
          pending.push(declaring);
        }
      } else if (specifier.startsWith('.')) {
        const resolved = resolveFile(file, specifier);
        if (resolved) pending.push(resolved);
      }
    }
  }
  return seen;
}

function contractModules(files: Set<string>): string[] {
  return [...files]
    .filter((file) => file.startsWith(contractsRoot))
    .map((file) => path.basename(file, '.ts'))
    .sort();
}

const app = (file: string) => path.join(sourceRoot, file);
// The schemas of the settings and the sign-in form, and what they are made of (`strict-request`
// builds none: it makes an endpoint's request strict when the server first reads it).
const signInContracts = ['config', 'endpoint', 'errors', 'member', 'primitives', 'strict-request'];

describe('the schemas built at start-up', () => {
  it('reads the contracts a module imports from the package, module by module', () => {
    const withTable = contractModules(loadedWith([path.join(contractsRoot, 'member-api.ts')]));
    expect(withTable).toEqual(expect.arrayContaining(['copy', 'funds', 'market', 'member', 'trading']));
  });

  it('the start-up code builds only the schemas of the settings and the sign-in', () => {
    expect(contractModules(loadedWith([app('main.tsx')]))).toEqual(signInContracts);
  });

  it('the sign-in screen adds only the schemas of passkey sign-in', () => {
    const loaded = contractModules(loadedWith([app('main.tsx'), app('identity/sign-in/login-page.tsx')]));
    expect(loaded.filter((name) => !signInContracts.includes(name))).toEqual(['passkeys', 'passkeys-api']);
  });

  it('home adds the schemas of the member, market and support calls it makes, not every call of the app', () => {
    const loaded = contractModules(loadedWith([app('main.tsx'), app('home/home-page.tsx')]));
    expect(loaded).not.toContain('member-api');
    expect(loaded).toEqual(expect.not.arrayContaining(['copy', 'funds', 'loans', 'offerings', 'placements', 'trading']));
  });
});
