#!/usr/bin/env node
/**
 * Counts what the server's layout forbids, so a change to it can be measured before and after:
 * cross-domain repository imports, upward imports, SQL outside repositories, and the largest
 * files. Usage: node scripts/server-boundaries.mjs [apps/server/src]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = process.argv[2] ?? 'apps/server/src';
/** Lower layers first; a file may import its own folder and folders of a lower rank only. */
// prettier-ignore
const rank = {
  db: 0, security: 0, 'config.ts': 0,
  platform: 1, http: 2,
  ledger: 3, messages: 3, settings: 3,
  identity: 4, verification: 4, market: 4,
  news: 5, stream: 5, funds: 5, offerings: 5, alerts: 5, placements: 5, support: 5, rewards: 5,
  trading: 6,
  backoffice: 7, loans: 7, copytrade: 7,
  seed: 8, 'app.ts': 8, 'main.ts': 9,
};
const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) files.push(path);
  }
};
walk(root);
const folderOf = (path) => relative(root, path).split('/')[0];
const crossRepository = [];
const upward = [];
const pastSurface = [];
const sqlOutside = [];
const sql =
  /`[^`]*\b(SELECT\s[^`]*\sFROM|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM)\b[^`]*`|'\s*(SELECT\s[^']*\sFROM|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM)\b[^']*'/gs;
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const own = folderOf(file);
  // Resolved from the importing file, so a domain's nested folders (trading/triggers/) count as the domain.
  for (const [, specifier] of text.matchAll(/from '(\.\.\/[^']+)'/g)) {
    const target = relative(root, resolve(dirname(file), specifier));
    const folder = target.split('/')[0];
    if (folder === own) continue;
    if (/\.repository$/.test(target)) crossRepository.push(`${relative(root, file)} -> ${target}`);
    if ((rank[folder] ?? 99) > (rank[own] ?? 99)) upward.push(`${relative(root, file)} -> ${target}`);
    // A domain's public surface is its services; the composition root (app.ts, main.ts) wires anything.
    const intoDomain = rank[folder] >= 3 && rank[folder] <= 7;
    if (intoDomain && !/\.service$/.test(target) && !['app.ts', 'main.ts'].includes(own))
      pastSurface.push(`${relative(root, file)} -> ${target}`);
  }
  const isRepository = /\.repository\.ts$/.test(file) || folderOf(file) === 'db';
  if (!isRepository) {
    const count = [...text.matchAll(sql)].length;
    if (count > 0) sqlOutside.push(`${relative(root, file)} (${count})`);
  }
}
const largest = files
  .map((file) => ({ file: relative(root, file), lines: readFileSync(file, 'utf8').split('\n').length }))
  .sort((a, b) => b.lines - a.lines)
  .slice(0, 10);
const section = (title, items) => console.log(`${title}: ${items.length}\n${items.map((item) => `  ${item}`).join('\n')}`);
section('cross-domain repository imports', crossRepository);
section('upward imports', upward);
section('imports of another domain past its services', pastSurface);
section('files with SQL outside repositories', sqlOutside);
console.log('largest files (lines, tests excluded):');
for (const { file, lines } of largest) console.log(`  ${String(lines).padStart(4)} ${file}`);
