import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { doorsPlugin } from './scripts/eslint-doors.js';

const appIds = readdirSync('src/apps', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Import boundaries from CONVENTIONS.md: apps are isolated, web and server never meet. */
const boundaryZones = [
  ...appIds.map((id) => ({
    target: `./src/apps/${id}`,
    from: './src/apps',
    except: [`./${id}`],
    message: 'An app never imports another app: share through src/shared or compose in the shell.',
  })),
  { target: './src/web', from: './src/server', message: 'web never imports server.' },
  { target: './src/server', from: './src/web', message: 'server never imports web.' },
  ...appIds.flatMap((id) => [
    {
      target: `./src/apps/${id}/web`,
      from: ['./src/server', `./src/apps/${id}/server`],
      message: 'web code never imports server code.',
    },
    {
      target: `./src/apps/${id}/server`,
      from: ['./src/web', `./src/apps/${id}/web`],
      message: 'server code never imports web code.',
    },
    {
      target: [`./src/apps/${id}/core`, `./src/apps/${id}/data`, `./src/apps/${id}/shared`],
      from: ['./src/web', './src/server', `./src/apps/${id}/web`, `./src/apps/${id}/server`],
      message: 'core, data and shared are pure: no web or server imports.',
    },
  ]),
  {
    target: './src/shared',
    from: ['./src/web', './src/server', './src/apps'],
    message: 'src/shared is isomorphic and depends on nothing in the product.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'coverage', 'node_modules'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: [
          './tsconfig.web.json',
          './tsconfig.node.json',
          './tsconfig.core.json',
          './tsconfig.e2e.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { import: importPlugin, nook: doorsPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaryZones }],
      // The doors: one alias per part, an app reaches the shell through its side's kit (docs/architecture.md).
      'nook/doors': 'error',
      'import/no-default-export': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}', 'src/apps/*/web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: [
      'src/server/**/*.ts',
      'src/apps/*/server/**/*.ts',
      'tests/**/*.ts',
      'bench/**/*.ts',
      '**/*.e2e.ts',
    ],
    languageOptions: { globals: globals.node },
    rules: {
      // Fastify plugins and handlers are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Pure code (tsconfig.core.json): time and randomness come in as arguments, and the browser stays out.
    files: [
      'src/shared/**/*.ts',
      'src/apps/*/manifest.ts',
      'src/apps/*/core/**/*.ts',
      'src/apps/*/data/**/*.ts',
      'src/apps/*/shared/**/*.ts',
    ],
    ignores: ['**/*.test.ts', '**/*.test-*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...[
          ['Date', 'now'],
          ['Math', 'random'],
          ['performance', 'now'],
          ['crypto', 'getRandomValues'],
          ['crypto', 'randomUUID'],
        ].map(([object, property]) => ({
          object,
          property,
          message: 'Pure code reads no clock and makes no randomness: take it as an argument.',
        })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'new Date() reads the clock: take the time as an argument.',
        },
        {
          selector: "CallExpression[callee.name='Date']",
          message: 'Date() reads the clock: take the time as an argument.',
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'self',
          'document',
          'navigator',
          'location',
          'history',
          'localStorage',
          'sessionStorage',
          'indexedDB',
          'fetch',
          'performance',
          'requestAnimationFrame',
          'setTimeout',
          'setInterval',
          'process',
        ].map((name) => ({
          name,
          message: `Pure code never touches ${name}: the page, the host and the clock belong in web/ or server/.`,
        })),
      ],
    },
  },
  {
    // What ships never imports what only the tests use (the build checks the same: scripts/test-code-check.ts).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.e2e.ts', '**/*.test-*.ts', 'src/**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '#tests/*',
                '**/tests/*',
                '**/testing/*',
                '**/*.test',
                '**/*.test-*',
                '**/*.e2e',
              ],
              message: 'Product code never imports test code: it would ship.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: globals.node,
    },
  },
);
