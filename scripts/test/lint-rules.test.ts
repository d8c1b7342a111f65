import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The lint rules that carry the architecture, each shown firing on a planted violation: written to
 * disk where such code would live, linted with the project's own config, removed afterwards.
 */
const root = path.resolve(__dirname, '../..');
const eslintBin = path.join(root, 'node_modules/eslint/bin/eslint.js');
const portal = 'apps/portal/src';

const plants: Record<string, string> = {
  'apps/sandbox/src/lint-planted-cycle-a.ts':
    "import { b } from './lint-planted-cycle-b.js';\nexport const a = () => b();\n",
  'apps/sandbox/src/lint-planted-cycle-b.ts':
    "import { a } from './lint-planted-cycle-a.js';\nexport const b = (): unknown => a;\n",
  [`${portal}/shared/lint-planted-cycle-c.tsx`]:
    "import { D } from './lint-planted-cycle-d';\nexport const C = () => <D />;\n",
  [`${portal}/shared/lint-planted-cycle-d.tsx`]:
    "import { C } from './lint-planted-cycle-c';\nexport const D = (): unknown => C;\n",
  [`${portal}/features/jobs/components/lint-planted-sdk.tsx`]:
    "import { errorMessage } from '@pro-portal/sdk';\nexport const Planted = () => <p>{errorMessage(null)}</p>;\n",
  [`${portal}/features/jobs/components/lint-planted-sdk-type.tsx`]:
    "import type { ProClient } from '@pro-portal/sdk';\nexport const planted = (client: ProClient | null) => client === null;\n",
  [`${portal}/features/jobs/components/lint-planted-sdk-entry.tsx`]:
    "import { CategoriesApi } from '@pro-portal/sdk/main';\nexport const Planted = () => <p>{CategoriesApi.name}</p>;\n",
  [`${portal}/features/auth/lint-planted-page.tsx`]:
    "import { errorMessage } from '@pro-portal/sdk';\nexport const PlantedPage = () => <p>{errorMessage(null)}</p>;\n",
  [`${portal}/features/jobs/lib/lint-planted-client.ts`]:
    "import type { ProClient } from '@pro-portal/sdk';\ndeclare const createProClient: (options: object) => ProClient;\nexport const planted = createProClient({ baseUrl: '' });\n",
  [`${portal}/features/jobs/lib/lint-planted-api-class.ts`]:
    'declare class TasksApi {}\nexport const planted = new TasksApi();\n',
  [`${portal}/features/lint-planted-new-feature/page.ts`]:
    "import { applicationsKey } from '../applications/api/list-requests';\nexport const planted = applicationsKey;\n",
  'apps/sandbox/src/lint-planted-body-hook.ts':
    "import type { FastifyInstance } from 'fastify';\nexport function planted(app: FastifyInstance): void {\n  app.addHook('preParsing', async (_req, _reply, payload) => payload);\n}\n",
  'apps/sandbox/src/lint-planted-body-route.ts':
    "import type { FastifyInstance } from 'fastify';\nexport function planted(app: FastifyInstance): void {\n  app.post('/x', { preParsing: [async (_req, _reply, payload) => payload] }, async () => ({}));\n}\n",
  [`${portal}/features/jobs/lint-planted-internals.ts`]:
    "import { applicationsKey } from '../applications/api/list-requests';\nexport const planted = applicationsKey;\n",
  [`${portal}/features/jobs/lint-planted-other-index.ts`]:
    "import { applicationsRoutes } from '../applications';\nexport const planted = applicationsRoutes;\n",
  [`${portal}/features/jobs/testing/lint-planted-testing-app.ts`]:
    "import { appRoutes } from '../../../app/router/routes';\nexport const planted = appRoutes;\n",
  [`${portal}/features/jobs/testing/lint-planted-testing-feature.ts`]:
    "import { usersRoutes } from '../../users';\nexport const planted = usersRoutes;\n",
  [`${portal}/features/jobs/lint-planted-app.ts`]:
    "import { appRoutes } from '../../app/router/routes';\nexport const planted = appRoutes;\n",
  [`${portal}/features/jobs/api/lint-planted-swr.ts`]:
    "import { useProSWR } from '../../../shared/api/use-pro-swr';\nexport const usePlanted = () => useProSWR('k', async () => 1);\n",
  [`${portal}/features/jobs/components/lint-planted-toast.tsx`]:
    "import { useToast } from '../../../shared/toast';\nexport const usePlanted = () => {\n  const toast = useToast();\n  return () => toast.error('x');\n};\n",
  [`${portal}/shared/lint-planted-feature.ts`]:
    "import { applicationsKey } from '../features/applications/api/list-requests';\nexport const planted = applicationsKey;\n",
  'packages/rules/src/lint-planted-promise.ts':
    'async function later(): Promise<number> {\n  return 1;\n}\nexport function planted(): void {\n  later();\n}\n',
};

interface LintResult {
  filePath: string;
  messages: { ruleId: string | null; message: string }[];
}

let results: Map<string, LintResult['messages']>;

/** The folder of a planted feature, made for the run and removed with its file. */
const plantedFeature = path.join(root, portal, 'features/lint-planted-new-feature');

beforeAll(() => {
  fs.mkdirSync(plantedFeature, { recursive: true });
  for (const [file, text] of Object.entries(plants)) fs.writeFileSync(path.join(root, file), text);
  try {
    const run = spawnSync(process.execPath, [eslintBin, '--format', 'json', ...Object.keys(plants)], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const parsed = JSON.parse(run.stdout) as LintResult[];
    results = new Map(parsed.map((r) => [path.relative(root, r.filePath), r.messages]));
  } finally {
    for (const file of Object.keys(plants)) fs.rmSync(path.join(root, file), { force: true });
    fs.rmSync(plantedFeature, { recursive: true, force: true });
  }
}, 180_000);

const rulesAt = (file: string) => (results.get(file) ?? []).map((m) => m.ruleId);

describe('lint rules fire on planted violations', () => {
  it('import-x/no-cycle sees a two-file cycle between TypeScript files imported with .js specifiers', () => {
    expect(rulesAt('apps/sandbox/src/lint-planted-cycle-a.ts')).toContain('import-x/no-cycle');
  });

  it('import-x/no-cycle sees a cycle between .tsx components of the portal', () => {
    expect(rulesAt(`${portal}/shared/lint-planted-cycle-c.tsx`)).toContain('import-x/no-cycle');
  });

  it('a component may import types from @pro-portal/sdk but no values', () => {
    expect(rulesAt(`${portal}/features/jobs/components/lint-planted-sdk.tsx`)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(rulesAt(`${portal}/features/jobs/components/lint-planted-sdk-type.tsx`)).toEqual([]);
  });

  it("a component imports no values from the SDK's subpath entries either", () => {
    expect(rulesAt(`${portal}/features/jobs/components/lint-planted-sdk-entry.tsx`)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  });

  it('a page outside pages/ (as the login page) is held to the same rule', () => {
    expect(rulesAt(`${portal}/features/auth/lint-planted-page.tsx`)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  });

  it('a lib/ file creates no SDK client and no API class', () => {
    expect(rulesAt(`${portal}/features/jobs/lib/lint-planted-client.ts`)).toContain('no-restricted-syntax');
    expect(rulesAt(`${portal}/features/jobs/lib/lint-planted-api-class.ts`)).toContain('no-restricted-syntax');
  });

  it('a new feature folder does not import another feature either', () => {
    expect(rulesAt(`${portal}/features/lint-planted-new-feature/page.ts`)).toContain('import-x/no-restricted-paths');
  });

  it('a sandbox hook that takes the body stream before the route authorises the caller is refused', () => {
    expect(rulesAt('apps/sandbox/src/lint-planted-body-hook.ts')).toContain('no-restricted-syntax');
    expect(rulesAt('apps/sandbox/src/lint-planted-body-route.ts')).toContain('no-restricted-syntax');
  });

  it('a feature imports neither another feature (its internals nor its index.ts) nor the app', () => {
    expect(rulesAt(`${portal}/features/jobs/lint-planted-internals.ts`)).toContain('import-x/no-restricted-paths');
    expect(rulesAt(`${portal}/features/jobs/lint-planted-other-index.ts`)).toContain('import-x/no-restricted-paths');
    expect(rulesAt(`${portal}/features/jobs/lint-planted-app.ts`)).toContain('import-x/no-restricted-paths');
  });

  it("a feature's testing folder imports neither the app nor another feature", () => {
    for (const file of ['lint-planted-testing-app.ts', 'lint-planted-testing-feature.ts'])
      expect(rulesAt(`${portal}/features/jobs/testing/${file}`)).toContain('import-x/no-restricted-paths');
  });

  it("a feature's hooks read through useSdkSWR, not useProSWR by hand", () => {
    expect(rulesAt(`${portal}/features/jobs/api/lint-planted-swr.ts`)).toContain('import-x/no-restricted-paths');
  });

  it('a failure becomes a toast only through useMutation or useErrorToast, never toast.error', () => {
    expect(rulesAt(`${portal}/features/jobs/components/lint-planted-toast.tsx`)).toContain('no-restricted-syntax');
  });

  it('shared code imports no feature', () => {
    expect(rulesAt(`${portal}/shared/lint-planted-feature.ts`)).toContain('import-x/no-restricted-paths');
  });

  it('a promise that nobody awaits or handles is an error (type-checked rules)', () => {
    expect(rulesAt('packages/rules/src/lint-planted-promise.ts')).toContain('@typescript-eslint/no-floating-promises');
  });
});
