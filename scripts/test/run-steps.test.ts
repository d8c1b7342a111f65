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

/** A step that meets `other` (as `meeting` does), then goes on for half a second and says it is ending. */
const slowMeeting = (name: string, other: string) => {
  const [, cmd, args] = meeting(name, other) as [string, string, string[]];
  return [name, cmd, [args[0], `${args[1]}; setTimeout(() => console.log('${name} ending'), 500);`]];
};

function runBeside(live: unknown[], held: unknown[][]): { results: Step[]; stdout: string; stderr: string } {
  const script = `
    import { runBeside } from ${JSON.stringify(runSteps)};
    const results = await runBeside(${JSON.stringify(live)}, ${JSON.stringify(held)});
    console.log(JSON.stringify(results));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  const lines = run.stdout.trimEnd().split('\n');
  return { results: JSON.parse(lines.pop()!) as Step[], stdout: lines.join('\n'), stderr: run.stderr };
}

describe('runBeside', () => {
  let run: ReturnType<typeof runBeside>;
  beforeAll(() => {
    run = runBeside(slowMeeting('live', 'held'), [meeting('held', 'live'), step('failing', 3)]);
  });

  it('runs the live step and the held steps at the same time', () => {
    expect(run.stdout).toContain('live met held');
    expect(run.stdout).toContain('held met live');
  });

  it("shows the live step's output as it comes and prints each held step whole after the live step ended", () => {
    const liveEnd = run.stdout.indexOf('live ending');
    const heldReport = run.stdout.indexOf('\n=== held: passed in ');
    expect(liveEnd).toBeGreaterThan(-1);
    expect(run.stdout).not.toContain('=== live:');
    expect(heldReport).toBeGreaterThan(liveEnd);
    expect(run.stdout.indexOf('held met live')).toBeGreaterThan(heldReport);
    const failing = run.stdout.slice(run.stdout.indexOf('\n=== failing: FAILED in '));
    expect(failing).toMatch(/^\n=== failing: FAILED in \d+ s\n/);
    expect(failing).toContain('failing started');
    expect(failing).toContain('failing ends');
    expect(run.stderr).toBe('');
  });

  it('reports every step with its exit code, the live one first', () => {
    expect(run.results.map(({ title, code }) => [title, code])).toEqual([
      ['live', 0],
      ['held', 0],
      ['failing', 3],
    ]);
  });
});
