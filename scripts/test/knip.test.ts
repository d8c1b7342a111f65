import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * knip, with the project's own config, reports dead code planted in the sandbox: a module that nothing
 * imports, and an export that no other module uses.
 */
const root = path.resolve(__dirname, '../..');
const knipBin = path.join(root, 'node_modules/knip/bin/knip.js');

const plants: Record<string, string> = {
  'apps/sandbox/src/knip-planted-orphan.ts': 'export const orphan = 1;\n',
  'apps/sandbox/src/knip-planted-helpers.ts':
    'export const usedHelper = () => 1;\nexport const unusedHelper = () => 2;\n',
  'apps/sandbox/test/knip-planted.test.ts':
    "import { usedHelper } from '../src/knip-planted-helpers.js';\nit('uses one helper', () => expect(usedHelper()).toBe(1));\n",
};

interface KnipIssue {
  file: string;
  files: { name: string }[];
  exports: { name: string }[];
}

let report: { issues: KnipIssue[] };

beforeAll(() => {
  for (const [file, text] of Object.entries(plants)) fs.writeFileSync(path.join(root, file), text);
  try {
    const run = spawnSync(
      process.execPath,
      [knipBin, '--no-progress', '--reporter', 'json', '--workspace', 'apps/sandbox'],
      {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    report = JSON.parse(run.stdout) as typeof report;
  } finally {
    for (const file of Object.keys(plants)) fs.rmSync(path.join(root, file), { force: true });
  }
}, 180_000);

const issueOf = (file: string) => report.issues.find((issue) => issue.file === file);

describe('knip finds planted dead code', () => {
  it('reports a module that nothing imports', () => {
    expect(issueOf('apps/sandbox/src/knip-planted-orphan.ts')?.files).toEqual([
      { name: 'apps/sandbox/src/knip-planted-orphan.ts' },
    ]);
  });

  it('reports the export nobody uses, and not the one a test uses', () => {
    const names = (issueOf('apps/sandbox/src/knip-planted-helpers.ts')?.exports ?? []).map((e) => e.name);
    expect(names).toEqual(['unusedHelper']);
  });
});
