// Lint what the architecture says: typed TypeScript without escapes, hooks used right, accessible
// JSX, no import cycles, and features that meet only through each other's index.ts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const FEATURES = ['applications', 'auth', 'configuration', 'info', 'jobs', 'settings', 'users'];

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
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import-x/ignore': ['node_modules'],
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
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: FEATURES.map((feature) => ({
            target: `./apps/portal/src/features/${feature}`,
            from: './apps/portal/src/features',
            except: [`./${feature}`, ...FEATURES.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
            message: 'A feature uses another feature only through its index.ts.',
          })),
        },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/generated/**'], message: 'Use the SDK public entry (@pro-portal/sdk).' }] },
      ],
    },
  },
  {
    files: ['apps/portal/src/features/**/components/**/*.{ts,tsx}', 'apps/portal/src/features/**/pages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Components get data through the feature api hooks.' },
      ],
    },
  },
);
