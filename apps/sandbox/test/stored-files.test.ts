import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { storedFiles } from './support/stored-files';

/** The helper that lists a sandbox's files while the sandbox runs, and may remove some meanwhile. */
describe('storedFiles on the embedded engine', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stored-files-test-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('leaves out a file removed between listing and reading its size, and lists the others', async () => {
    const requests = path.join(dataDir, 'files', 'tasks', 'requests');
    fs.mkdirSync(requests, { recursive: true });
    fs.writeFileSync(path.join(requests, 'kept.json'), '{"a":1}');
    fs.writeFileSync(path.join(requests, 'removed.json'), '{}');
    const readdir = fs.readdirSync.bind(fs);
    // The sandbox removes a file just after the directory was read, as a finished task's clean-up does.
    // unlinkSync, not rmSync: Node loads its rm helper on the first rmSync and keeps the readdirSync it
    // finds then, so this stand-in, once restored, would break every later rmSync in this worker process.
    const spy = jest.spyOn(fs, 'readdirSync').mockImplementationOnce(((...args: Parameters<typeof fs.readdirSync>) => {
      const entries = readdir(...args);
      fs.unlinkSync(path.join(requests, 'removed.json'));
      return entries;
    }) as typeof fs.readdirSync);
    try {
      expect(await storedFiles({ dataDir })).toEqual([{ key: 'tasks/requests/kept.json', size: 7 }]);
    } finally {
      spy.mockRestore();
    }
  });
});
