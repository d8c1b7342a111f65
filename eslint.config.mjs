// Lint what the architecture says: typed TypeScript without escapes or forgotten promises, hooks used
// right, accessible JSX, no import cycles, app → features → shared, features that never import each
// other (the app composes them), and components that reach the SDK only through their feature's api/.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { TS_PROJECTS } from './scripts/ts-projects.mjs';

const PORTAL = './apps/portal/src';
/** Every folder under features/ is a feature, a new one included. */
const FEATURES = readdirSync(new URL(`${PORTAL}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** A failure becomes a toast in one place (shared/api/use-error-toast.ts). */
const TOAST_ERROR = {
  selector:
    "CallExpression[callee.type='MemberExpression'][callee.property.name='error'][callee.object.name=/^toast$/i]",
  message:
    'A failure becomes a toast in one place: useMutation for a mutation, useErrorToast (shared/api/use-error-toast) otherwise.',
};
/**
 * Features are composed in app/: a feature imports neither another feature nor the app (what it shows
 * of another feature is handed in by the app, e.g. the Users page's slots).
 */
const FEATURE_ZONES = [
  ...FEATURES.map((feature) => ({
    target: `${PORTAL}/features/${feature}`,
    from: `${PORTAL}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: the app composes them (see the Users page slots).',
  })),
  {
    target: `${PORTAL}/features`,
    from: `${PORTAL}/app`,
    message: 'Dependencies run app → features → shared: a feature never imports the app.',
  },
];
/** Test code may render the whole app; production code of a feature may not reach into it. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test-fixtures.tsx', '**/testing/**'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'packages/sdk/src/generated/**',
      'coverage/**',
      'e2e/artifacts/**',
      'bench-results/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
    },
    settings: {
      // import-x parses each imported file itself: without the TypeScript parser it sees no imports in
      // .ts/.tsx and no-cycle checks nothing
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: TS_PROJECTS.map(([project]) => `${project}/tsconfig.json`),
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
        importX.createNodeResolver({ extensions: ['.mjs', '.js', '.cjs'] }),
      ],
      'import-x/ignore': ['node_modules'],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['openapi/**', 'jest.config.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        // react-router's navigate() returns a promise only under a data router (not the portal's), whose transitions report their errors themselves
        { allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }] },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      '@typescript-eslint/no-for-in-array': 'error',
      '@typescript-eslint/no-implied-eval': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/portal/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/generated/**'], message: 'Use the SDK public entry (@pro-portal/sdk).' }],
          paths: [
            {
              name: 'swr',
              importNames: ['default'],
              message:
                'Use useSdkSWR from shared/api/use-sdk-swr: its fetcher gets the SDK client and the AbortSignal that stops the call when the page unmounts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/portal/src/**/*.{ts,tsx}'],
    ignores: ['apps/portal/src/shared/api/use-error-toast.ts'],
    rules: { 'no-restricted-syntax': ['error', TOAST_ERROR] },
  },
  {
    files: ['apps/portal/src/shared/api/use-pro-swr.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/generated/**'], message: 'Use the SDK public entry (@pro-portal/sdk).' }] },
      ],
    },
  },
  {
    files: ['apps/portal/src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURE_ZONES,
            {
              target: `${PORTAL}/features`,
              from: `${PORTAL}/shared/api/use-pro-swr.ts`,
              message:
                'A feature reads with useSdkSWR (shared/api/use-sdk-swr), which hands the fetcher the SDK client.',
            },
            {
              target: `${PORTAL}/shared`,
              from: [`${PORTAL}/app`, `${PORTAL}/features`],
              message: 'Dependencies run app → features → shared: shared code imports neither app nor features.',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature's testing folder is feature code too: it renders the whole portal through the app's
    // test kit (src/testing), never by importing app/ or another feature itself. Test files may.
    files: ['apps/portal/src/features/*/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: FEATURE_ZONES }] },
  },
  {
    // Everything of a feature but its api/ (and its tests): components, pages (wherever they sit),
    // hooks and lib reach the platform only through the feature's api hooks.
    files: ['apps/portal/src/features/**/*.{ts,tsx}'],
    ignores: [...TEST_FILES, 'apps/portal/src/features/*/api/**', 'apps/portal/src/features/*/api.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: "Components, pages, hooks and lib get data through the feature's api hooks." },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@pro-portal/sdk',
              allowTypeImports: true,
              message: 'Outside its api/, a feature reaches the SDK through its api hooks (types may be imported).',
            },
          ],
          patterns: [
            {
              group: ['@pro-portal/sdk/*'],
              allowTypeImports: true,
              message: 'Outside its api/, a feature reaches the SDK through its api hooks (types may be imported).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        TOAST_ERROR,
        {
          selector: 'CallExpression[callee.name=/^create\\w*(Client|Fetcher|Transport)$/]',
          message: 'The portal has one SDK client (shared/sdk-provider): a feature uses it through its api hooks.',
        },
        {
          selector: 'NewExpression[callee.name=/(Api|Configuration)$/]',
          message: 'The portal has one SDK client (shared/sdk-provider): a feature uses it through its api hooks.',
        },
      ],
    },
  },
  {
    // The caller is authorised in each route's first preParsing hook: a later hook that takes the
    // body stream lives in routes/task-body.ts, which appends itself after it.
    files: ['apps/sandbox/src/**/*.ts'],
    ignores: ['apps/sandbox/src/routes/task-body.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='addHook'][arguments.0.value=/^(onRequest|preParsing)$/][arguments.1.params.length>2]",
          message: 'A hook that reads the body runs after the route authorises the caller: see routes/task-body.ts.',
        },
        {
          selector: 'Property[key.name=/^(onRequest|preParsing)$/] :function[params.length>2]',
          message: 'A hook that reads the body runs after the route authorises the caller: see routes/task-body.ts.',
        },
      ],
    },
  },
);
