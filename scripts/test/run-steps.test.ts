import { spawnSync } from 'node:child_process';
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

/** A step that prints when it starts and ends (ms since the epoch), waiting between. */
const timed = (name: string, waitMs: number, exitCode = 0) => [
  name,
  process.execPath,
  [
    '-e',
    `console.log('${name} start', Date.now()); setTimeout(() => { console.error('${name} end', Date.now()); process.exit(${exitCode}); }, ${waitMs});`,
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

const momentOf = (printed: string[], name: string, what: 'start' | 'end') =>
  Number(new RegExp(`${name} ${what} (\\d+)`).exec(printed.join('\n'))?.[1]);

describe('runLanes', () => {
  let run: ReturnType<typeof runLanes>;
  beforeAll(() => {
    run = runLanes([
      [timed('a1', 600), timed('a2', 10, 3), timed('a3', 10)],
      [timed('b1', 600), timed('b2', 10)],
    ]);
  });

  it('runs the lanes side by side', () => {
    expect(momentOf(run.printed, 'b1', 'start')).toBeLessThan(momentOf(run.printed, 'a1', 'end'));
    expect(momentOf(run.printed, 'a1', 'start')).toBeLessThan(momentOf(run.printed, 'b1', 'end'));
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
    const a1 = run.printed.filter((text) => text.includes('a1'));
    expect(a1).toHaveLength(1);
    expect(a1[0]).toMatch(/^\n=== a1: passed in \d+ s\na1 start \d+\na1 end \d+$/);
    expect(run.printed.find((text) => text.includes('a2'))).toMatch(/^\n=== a2: FAILED in \d+ s\n/);
  });

  it('counts a command that cannot start as failed, with the reason', () => {
    const { results, printed } = runLanes([[['missing', '/nonexistent/command', []]]]);
    expect(results).toEqual([{ title: 'missing', code: 1, ms: expect.any(Number) }]);
    expect(printed[0]).toContain('ENOENT');
  });
});
