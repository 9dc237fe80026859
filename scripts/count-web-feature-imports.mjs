#!/usr/bin/env node
// Lists the imports by which one app feature reaches into another, and counts them: the figure
// the apps' layout rule in eslint.config.js keeps at zero, in the member app and the back office
// alike. Usage, from the repository's root:
//
//   node scripts/count-web-feature-imports.mjs [apps/web/src]
//   node scripts/count-web-feature-imports.mjs apps/admin/src
//
// Every folder directly under src/ other than app/, shared/, ui/ and api/ is a feature.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const source = path.resolve(process.argv[2] ?? 'apps/web/src');
const layers = new Set(['app', 'shared', 'ui', 'api']);
const features = readdirSync(source).filter((name) => statSync(path.join(source, name)).isDirectory() && !layers.has(name));

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (/\.tsx?$/.test(entry.name)) yield full;
  }
}

const found = [];
for (const feature of features) {
  for (const file of files(path.join(source, feature))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from\s+|import\s*\(\s*)['"](\.[^'"]+)['"]/g)) {
      const target = path.relative(source, path.resolve(path.dirname(file), match[1] ?? ''));
      const top = target.split(path.sep)[0] ?? '';
      if (top !== feature && features.includes(top)) {
        found.push(`${feature} -> ${top}  ${path.relative(source, file)}  ${match[1]}`);
      }
    }
  }
}
for (const line of found.sort()) console.log(line);
console.log(`${found.length} imports from one feature into another`);
