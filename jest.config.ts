/**
 * Jest reads this file through ts-node without type-checking it, so that every run starts sooner; the
 * type-check checks it with the tooling's project.
 * @jest-config-loader-options {"transpileOnly": true}
 */
import type { Config } from 'jest';

/** One jest run, one project per workspace plus the browser flows in e2e/. */
const tsJest = (tsconfig: string) => ({
  '^.+\\.tsx?$': ['ts-jest', { tsconfig }],
});

const workspaceAliases = {
  '^@pro-portal/rules$': '<rootDir>/packages/rules/src/index.ts',
  '^@pro-portal/sdk$': '<rootDir>/packages/sdk/src/index.ts',
  '^@pro-portal/test-harness$': '<rootDir>/packages/test-harness/src/index.ts',
};

const config: Config = {
  projects: [
    {
      displayName: 'rules',
      rootDir: '.',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/packages/rules/src/**/*.test.ts'],
      transform: tsJest('<rootDir>/packages/rules/tsconfig.json'),
    },
    {
      displayName: 'sdk',
      rootDir: '.',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/packages/sdk/test/**/*.test.ts', '<rootDir>/openapi/**/*.test.ts'],
      transform: tsJest('<rootDir>/packages/sdk/tsconfig.json'),
      moduleNameMapper: workspaceAliases,
    },
    {
      displayName: 'sandbox',
      rootDir: '.',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/apps/sandbox/test/**/*.test.ts'],
      transform: tsJest('<rootDir>/apps/sandbox/test/tsconfig.json'),
      moduleNameMapper: workspaceAliases,
    },
    {
      displayName: 'portal',
      rootDir: '.',
      testEnvironment: '<rootDir>/apps/portal/jest.environment.js',
      testMatch: ['<rootDir>/apps/portal/src/**/*.test.ts?(x)'],
      transform: tsJest('<rootDir>/apps/portal/tsconfig.json'),
      setupFilesAfterEnv: ['<rootDir>/apps/portal/jest.setup.ts'],
      moduleNameMapper: {
        ...workspaceAliases,
        '^@pro-portal/sdk/testing$': '<rootDir>/packages/sdk/src/testing/index.ts',
        // MUI's no-CSS-variables theme parts (see apps/portal/webpack.config.js).
        '^@mui/material/styles/(createThemeNoVars|ThemeProviderNoVars)$':
          '<rootDir>/node_modules/@mui/material/styles/$1.js',
        '\\.(css|png|svg|jpg|gif)$': '<rootDir>/apps/portal/src/testing/file-stub.ts',
      },
    },
    {
      displayName: 'tooling',
      rootDir: '.',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/scripts/test/**/*.test.ts', '<rootDir>/packages/test-harness/src/**/*.test.ts'],
      transform: {
        '/packages/test-harness/.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/packages/test-harness/tsconfig.json' }],
        ...tsJest('<rootDir>/scripts/test/tsconfig.json'),
      },
    },
    {
      displayName: 'e2e',
      rootDir: '.',
      testEnvironment: '<rootDir>/e2e/jest.environment.js',
      testMatch: ['<rootDir>/e2e/**/*.test.ts'],
      transform: tsJest('<rootDir>/e2e/tsconfig.json'),
      moduleNameMapper: workspaceAliases,
    },
  ],
};

export default config;
