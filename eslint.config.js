import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'mf-landing', 'mf-social', 'mf-store', 'mf-checkout', 'mf-account', 'mf-admin', 'mock-api'];

/** Dependencies flow one way: shared imports no app, and no app imports another app. */
const boundaryZones = [
  ...APPS.map((app) => ({ target: './shared', from: `./${app}`, message: 'shared must not import an app.' })),
  ...APPS.flatMap((app) =>
    APPS.filter((other) => other !== app).map((other) => ({
      target: `./${app}`,
      from: `./${other}`,
      message: 'Apps talk through shared and the API, never through each other.',
    })),
  ),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'playwright-report/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@ps/shared/src/*', '**/shared/src/*'], message: 'Import shared through its entry points.' },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/router/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
