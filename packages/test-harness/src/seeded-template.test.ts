import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seededTemplate } from './seeded-template';

const DAY_MS = 24 * 3600_000;

/**
 * A template is seeded once per build and day. The seed is a stand-in that counts its calls, and the
 * templates live in a directory of this test's own (os.tmpdir() answers it), so that the real
 * templates other suites copy from are never touched. Only Date is faked (to move to the next day).
 */
describe('the seeded template', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'seeded-template-test-'));
  const repoRoot = path.join(tmp, 'repo');
  const seeds: string[] = [];
  const source = {
    repoRoot,
    backend: 'embedded' as const,
    seed: async (dataDir: string) => void seeds.push(dataDir),
  };
  beforeAll(() => {
    for (const dist of ['apps/sandbox/dist', 'packages/rules/dist']) {
      fs.mkdirSync(path.join(repoRoot, dist), { recursive: true });
      fs.writeFileSync(path.join(repoRoot, dist, 'main.js'), `// ${dist}`);
    }
    const templates = path.join(tmp, 'templates');
    fs.mkdirSync(templates);
    jest.spyOn(os, 'tmpdir').mockReturnValue(templates);
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'] });
  });
  afterAll(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('is seeded once a day: later starts of the same day copy it, the next day seeds a new one', async () => {
    const today = Date.now();
    jest.setSystemTime(today);
    const first = await seededTemplate(source);
    // Under this test's directory, or the next day's seeding would clear the real templates' directory.
    expect(first.dataDir.startsWith(path.join(tmp, 'templates'))).toBe(true);
    expect(await seededTemplate(source)).toEqual(first);
    expect(seeds).toHaveLength(1);

    jest.setSystemTime(today + DAY_MS);
    const next = await seededTemplate(source);
    expect(seeds).toHaveLength(2);
    expect(next.dataDir).not.toBe(first.dataDir);
  });
});
