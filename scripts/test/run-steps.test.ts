import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The runner of `npm test`'s checks (scripts/run-steps.mjs): lanes run side by side, a lane stops at
 * its first failure while the other goes on, and each step's output is printed in one piece.
 */
const runSteps = path.resolve(__dirname, '../run-steps.mjs');

interface Step {
  title: string;
  code: number;
  ms: number;
}

const meetings = fs.mkdtempSync(path.join(os.tmpdir(), 'run-steps-test-'));
afterAll(() => fs.rmSync(meetings, { recursive: true, force: true }));

/** A step that prints (on stdout) that it started and ends with this exit code (saying so on stderr). */
const step = (name: string, exitCode = 0) => [
  name,
  process.execPath,
  ['-e', `console.log('${name} started'); console.error('${name} ends'); process.exit(${exitCode});`],
];

/**
 * A step that says it is running (a file named after it), waits up to 10 s for the other step to say
 * the same, and prints whether they met.
 */
const meeting = (name: string, other: string) => [
  name,
  process.execPath,
  [
    '-e',
    `const fs = require('node:fs'); const dir = ${JSON.stringify(meetings)};
     fs.writeFileSync(dir + '/${name}', '');
     const until = Date.now() + 10000;
     const look = () => {
       if (fs.existsSync(dir + '/${other}')) console.log('${name} met ${other}');
       else if (Date.now() > until) console.log('${name} alone');
       else return setTimeout(look, 20);
     };
     look();`,
  ],
];

function runLanes(lanes: unknown[][][]): { results: Step[]; printed: string[] } {
  const script = `
    import { runLanes } from ${JSON.stringify(runSteps)};
    const printed = [];
    const results = await runLanes(${JSON.stringify(lanes)}, {}, (text) => printed.push(text));
    console.log(JSON.stringify({ results, printed }));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as { results: Step[]; printed: string[] };
}

describe('runLanes', () => {
  let run: ReturnType<typeof runLanes>;
  beforeAll(() => {
    run = runLanes([
      [meeting('a1', 'b1'), step('a2', 3), step('a3')],
      [meeting('b1', 'a1'), step('b2')],
    ]);
  });

  it('runs the lanes side by side', () => {
    expect(run.printed.join('\n')).toContain('a1 met b1');
    expect(run.printed.join('\n')).toContain('b1 met a1');
  });

  it('stops a lane at its first failure and lets the other lane go on', () => {
    expect(run.results.map(({ title, code }) => [title, code]).sort()).toEqual([
      ['a1', 0],
      ['a2', 3],
      ['b1', 0],
      ['b2', 0],
    ]);
  });

  it('prints each step once it ends, with all it printed on both streams, in one piece', () => {
    const b2 = run.printed.filter((text) => text.includes('b2'));
    expect(b2).toHaveLength(1);
    expect(b2[0]).toMatch(/^\n=== b2: passed in \d+ s\n/);
    expect(b2[0]!.split('\n').slice(2).sort()).toEqual(['b2 ends', 'b2 started']);
    const a2 = run.printed.filter((text) => text.includes('a2'));
    expect(a2).toHaveLength(1);
    expect(a2[0]).toMatch(/^\n=== a2: FAILED in \d+ s\n/);
  });

  it('counts a command that cannot start as failed, with the reason', () => {
    const { results, printed } = runLanes([[['missing', '/nonexistent/command', []]]]);
    expect(results).toEqual([{ title: 'missing', code: 1, ms: expect.any(Number) }]);
    expect(printed[0]).toContain('ENOENT');
  });
});
