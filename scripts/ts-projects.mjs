// The TypeScript projects of the repository and the folders whose files each one checks (the first
// that matches a file wins): the type-check, the quick loop and ESLint's import resolver read this list.
export const TS_PROJECTS = [
  ['packages/sdk/test', ['packages/sdk/test/']],
  ['packages/sdk', ['packages/sdk/src/']],
  ['packages/rules', ['packages/rules/']],
  ['packages/test-harness', ['packages/test-harness/']],
  ['apps/sandbox/test', ['apps/sandbox/test/']],
  ['apps/sandbox', ['apps/sandbox/src/']],
  ['apps/portal', ['apps/portal/']],
  ['e2e', ['e2e/']],
  ['scripts/test', ['scripts/test/', 'jest.config.ts']],
];

/** The tsc arguments that type-check one project, keeping what it learnt for the next run. */
export const typeCheckArgs = (project) => [
  '-p',
  project,
  '--noEmit',
  '--incremental',
  '--tsBuildInfoFile',
  `node_modules/.cache/tsc/${project.replaceAll('/', '_')}.tsbuildinfo`,
];
