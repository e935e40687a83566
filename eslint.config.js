import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'mf-landing', 'mf-social', 'mf-store', 'mf-checkout', 'mf-account', 'mf-admin', 'mock-api'];
const WORKSPACES = ['shared', ...APPS];
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**'];

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

function featuresOf(app) {
  try {
    return readdirSync(new URL(`./${app}/src/features`, import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** Inside an app: a feature imports no other feature, and ui/ and lib/ import no feature. */
const featureZones = APPS.flatMap((app) => [
  ...featuresOf(app).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature; move what both need to ui/, lib/ or @ps/shared.',
  })),
  {
    target: [`./${app}/src/ui`, `./${app}/src/lib`],
    from: `./${app}/src/features`,
    message: 'ui/ and lib/ never import features/.',
  },
]);

/** The API's layers (docs/architecture.md): wiring builds the modules, which stand on platform/, http/, db/ and lib/. */
const apiZones = [
  {
    target: './mock-api/src/modules',
    from: './mock-api/src/wiring',
    message: 'Modules never import wiring/: it builds them and hands each what it needs (decision 058).',
  },
  {
    target: './mock-api/src/platform',
    from: './mock-api/src/modules',
    message: 'platform/ serves every module and imports none; take what a module knows as an argument (decision 058).',
  },
  {
    target: ['./mock-api/src/http', './mock-api/src/db', './mock-api/src/lib'],
    from: './mock-api/src/modules',
    message: 'http/, db/ and lib/ sit below the modules and never import them (decision 058).',
  },
];

/**
 * SQL runs only in repositories (decision 067): functions that take the connection first, so a service
 * runs them inside its own transaction. Elsewhere the query builder's entry points and raw SQL are refused.
 */
const REPOSITORY_FILES = ['mock-api/src/**/repository.ts', 'mock-api/src/**/*-repository.ts'];
const QUERY_ENTRY_POINTS =
  '/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|with|withRecursive|executeQuery)$/';
const queryOutsideRepository = {
  selector: `CallExpression > MemberExpression.callee[property.name=${QUERY_ENTRY_POINTS}]`,
  message: "Queries live in the module's repository.ts or *-repository.ts, as functions taking the connection first.",
};
const rawSqlOutsideRepository = {
  name: 'kysely',
  importNames: ['sql', 'CompiledQuery'],
  message: "Raw SQL lives in the module's repository.ts or *-repository.ts (decision 067).",
};
const sqlInRepositories = {
  files: ['mock-api/src/**/*.ts'],
  ignores: [...TEST_FILES, ...REPOSITORY_FILES, 'mock-api/src/db/**', 'mock-api/src/seed/**'],
  rules: {
    'no-restricted-syntax': ['error', queryOutsideRepository],
    '@typescript-eslint/no-restricted-imports': ['error', { paths: [rawSqlOutsideRepository] }],
  },
};

/**
 * One repository shape (decision 067): exported functions taking the connection first. A factory that
 * closes over the database and hands back an object of functions cannot run inside a caller's transaction.
 */
const FUNCTION_VALUE = ':matches(FunctionExpression, ArrowFunctionExpression)';
const RETURNED_OBJECT = `:matches(ReturnStatement > ObjectExpression, ArrowFunctionExpression > ObjectExpression.body)`;
const factoryRepository = {
  selector: `:function ${RETURNED_OBJECT} > Property > ${FUNCTION_VALUE}.value`,
  message: 'A repository exports functions that take the connection first, not a factory of methods (decision 067).',
};
const oneRepositoryShape = {
  files: REPOSITORY_FILES,
  ignores: TEST_FILES,
  rules: { 'no-restricted-syntax': ['error', factoryRepository] },
};

/**
 * A module's public face is its index.ts (decision 067): everything outside the module imports that, never a
 * file behind it. No module is left in a folder circle, so none needs to reach behind another's index.
 */
const MODULES_DIR = new URL('./mock-api/src/modules', import.meta.url);
function entriesOf(url) {
  try {
    return readdirSync(url, { withFileTypes: true });
  } catch {
    return [];
  }
}
const apiTopLevel = entriesOf(new URL('./mock-api/src', import.meta.url))
  .map((entry) => entry.name)
  .filter((name) => name !== 'modules');
const apiModules = entriesOf(MODULES_DIR)
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleIndexZones = apiModules.map((module) => ({
  target: [
    ...apiTopLevel.map((name) => `./mock-api/src/${name}`),
    ...apiModules.filter((other) => other !== module).map((other) => `./mock-api/src/modules/${other}`),
  ],
  from: `./mock-api/src/modules/${module}`,
  except: ['./index.ts'],
  message: `Import the ${module} module through its index.ts, its public face (decision 067).`,
}));

/** Each workspace declares in its own package.json what its code imports (tests may use the root's tools). */
const dependencyRules = WORKSPACES.flatMap((workspace) => [
  {
    files: [`${workspace}/**/*.{ts,tsx}`],
    ignores: TEST_FILES,
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { packageDir: [workspace], devDependencies: false, optionalDependencies: false, peerDependencies: false },
      ],
    },
  },
  {
    files: TEST_FILES.map((pattern) => `${workspace}/${pattern}`),
    rules: { 'import-x/no-extraneous-dependencies': ['error', { packageDir: [workspace, '.'] }] },
  },
]);

const routerPaths = [
  { name: 'react-router-dom', message: 'Import the router through @ps/shared/router (decision 003).' },
  { name: 'react-router', message: 'Import the router through @ps/shared/router (decision 003).' },
];
const memoryRouterInPages = {
  name: '@ps/shared/router',
  importNames: ['MemoryRouter'],
  message: 'Browser builds have no MemoryRouter (decision 032): only tests and the server render use it.',
};
const importPatterns = [
  { group: ['@ps/shared/src/*', '**/shared/src/*'], message: 'Import shared through its entry points.' },
  { group: ['react-router-dom/*', 'react-router/*'], message: 'Import the router through @ps/shared/router.' },
];

/**
 * The console's kit (decision 059): lists keep their view in the address through `useListView`, tables
 * are styled in mf-admin's ui/, and requests are sent only from api/ folders.
 */
const ADMIN_API_FOLDERS = ['mf-admin/src/**/api/**', 'mf-admin/src/lib/*-api/**'];
const searchParamsInConsoleFeatures = {
  name: '@ps/shared/router',
  importNames: ['useSearchParams'],
  message: 'A console list reads the address through its view definition and useListView (lib/use-list-view).',
};
const requestsOutsideApi = {
  name: '@ps/shared/api',
  importNames: ['authRequest', 'apiRequest'],
  message: "mf-admin sends requests only from an api/ folder; import the feature's query or mutation hook.",
};
const requestMessage =
  "mf-admin sends requests only from an api/ folder, through authRequest: import the feature's hook.";
const requestGlobals = ['fetch', 'XMLHttpRequest', 'EventSource'].map((name) => ({ name, message: requestMessage }));
const adminImports = (files, ignores, extraPaths) => ({
  files,
  ignores: [...TEST_FILES, ...ignores],
  rules: {
    'no-restricted-imports': [
      'error',
      { paths: [...routerPaths, memoryRouterInPages, ...extraPaths], patterns: importPatterns },
    ],
  },
});
const TABLE_ELEMENTS = '/^(table|thead|tbody|tfoot|tr|th|td|caption)$/';
const styledTableMessage =
  "Style tables and their cells in mf-admin's ui/ (data-table, table-cells), not in a feature.";
const consoleKitRules = [
  adminImports(
    ['mf-admin/src/**/*.{ts,tsx}'],
    [...ADMIN_API_FOLDERS, 'mf-admin/src/features/**'],
    [requestsOutsideApi],
  ),
  adminImports(['mf-admin/src/features/**/*.{ts,tsx}'], ADMIN_API_FOLDERS, [
    searchParamsInConsoleFeatures,
    requestsOutsideApi,
  ]),
  adminImports(['mf-admin/src/features/**/api/**/*.{ts,tsx}'], [], [searchParamsInConsoleFeatures]),
  {
    // A request written by hand would skip the CSRF token, the session's refresh and the one error type.
    files: ['mf-admin/src/**/*.{ts,tsx}'],
    ignores: [...TEST_FILES, ...ADMIN_API_FOLDERS],
    rules: {
      'no-restricted-globals': ['error', ...requestGlobals],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({ object, property: 'fetch', message: requestMessage })),
      ],
    },
  },
  {
    files: ['mf-admin/src/**/*.{ts,tsx}'],
    ignores: ['mf-admin/src/ui/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `MemberExpression[object.name='styled'][property.name=${TABLE_ELEMENTS}]`,
          message: styledTableMessage,
        },
        {
          selector: `CallExpression[callee.name='styled'][arguments.0.value=${TABLE_ELEMENTS}]`,
          message: styledTableMessage,
        },
        { selector: "CallExpression[callee.name='styled'][arguments.0.name=/Table$/]", message: styledTableMessage },
      ],
    },
  },
];

/**
 * Console schemas stay off fan pages, and a bundled entry, compiled into every app that uses it,
 * takes the schemas' types only: a run-time import would bring the schemas singleton and zod (decision 060).
 */
const FAN_CODE = ['shell', 'mf-landing', 'mf-social', 'mf-store', 'mf-checkout', 'mf-account', 'shared'].map(
  (workspace) => `${workspace}/src/**/*.{ts,tsx}`,
);
const consoleSchemasOffFanPages = {
  name: '@ps/shared/console-schemas',
  message: 'Console schemas load only in the console and the API (decision 060).',
};
const schemasAsTypes = {
  name: '@ps/shared/schemas',
  allowTypeImports: true,
  message: 'A bundled entry imports the schemas as types only (decision 060).',
};

export default tseslint.config(
  {
    ignores: [
      'tooling/lint-contract/fixtures/**',
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      'playwright-report/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...boundaryZones, ...featureZones, ...apiZones, ...moduleIndexZones] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-extraneous-dependencies': ['error', { packageDir: ['.'] }],
      'no-restricted-imports': ['error', { paths: [...routerPaths, memoryRouterInPages], patterns: importPatterns }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'test-kit/src/**', 'shell/src/app/render-first-screen.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: routerPaths, patterns: importPatterns }] },
  },
  ...dependencyRules,
  ...consoleKitRules,
  {
    files: FAN_CODE,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [consoleSchemasOffFanPages] }] },
  },
  {
    files: ['shared/src/bundled/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [consoleSchemasOffFanPages, schemasAsTypes] }],
    },
  },
  {
    // Test-only: everything it uses is a dev dependency, and no app lists it, so none can bundle it.
    files: ['test-kit/**/*.{ts,tsx}'],
    rules: { 'import-x/no-extraneous-dependencies': ['error', { packageDir: ['test-kit'] }] },
  },
  sqlInRepositories,
  oneRepositoryShape,
  {
    files: ['shared/src/singletons/router/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
