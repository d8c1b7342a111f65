// Runs commands as child processes side by side without interleaving their lines: a command's output
// is either held and printed in one piece when it ends, or, for one command at a time, shown live.
import { spawn } from 'node:child_process';

/**
 * Runs one command to its end: its exit code (1 when it could not start), how long it took, and all it
 * printed (`out`), which is held unless `live`: then the command prints to the terminal itself, and
 * `out` holds only why it could not start, which is also printed.
 */
const run = (cmd, args, options, live) =>
  new Promise((done) => {
    const started = Date.now();
    const child = spawn(cmd, args, { ...options, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let failedToStart = false;
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => (out += d));
    child.on('error', (error) => {
      failedToStart = true;
      out += `${error.message}\n`;
      if (live) console.error(error.message);
    });
    child.on('close', (code) => done({ code: failedToStart ? 1 : (code ?? 1), out, ms: Date.now() - started }));
  });

/** Runs one command to its end, holding its output: { code, out, ms }. */
export const runCaptured = (cmd, args, options = {}) => run(cmd, args, options, false);

/** Runs one command to its end with its output straight to the terminal: { code, out, ms }. */
export const runLive = (cmd, args, options = {}) => run(cmd, args, options, true);

export const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** The block that reports a step whose output was held: title, outcome, duration, then what it printed. */
const heldReport = (title, { code, out, ms }) =>
  `\n=== ${title}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(ms)}${out ? `\n${out.trimEnd()}` : ''}`;

/**
 * Runs lanes side by side; a lane's steps ([title, cmd, args]) run one after another, and a lane stops
 * at its first failed step. Each step is printed with its output and duration when it ends. Resolves
 * with one result per step that ran: { title, code, ms }.
 */
export async function runLanes(lanes, options = {}, print = console.log) {
  const results = [];
  const runLane = async (steps) => {
    for (const [title, cmd, args] of steps) {
      const { code, out, ms } = await runCaptured(cmd, args, options);
      results.push({ title, code, ms });
      print(heldReport(title, { code, out, ms }));
      if (code !== 0) return;
    }
  };
  await Promise.all(lanes.map(runLane));
  return results;
}

/**
 * Runs one step live (its output straight to the terminal, so a long run shows its progress) and, at
 * the same time, other steps whose output is held; each of those is printed whole once the live step
 * has ended, so no line of theirs lands among the live step's. Resolves with one result per step:
 * { title, code, ms }, the live step's first.
 */
export async function runBeside([title, cmd, args], held, options = {}, print = console.log) {
  const heldRuns = held.map(([heldTitle, heldCmd, heldArgs]) =>
    runCaptured(heldCmd, heldArgs, options).then((result) => ({ title: heldTitle, ...result })),
  );
  const live = await runLive(cmd, args, options);
  const results = [{ title, code: live.code, ms: live.ms }];
  for (const heldRun of heldRuns) {
    const { title: heldTitle, code, out, ms } = await heldRun;
    results.push({ title: heldTitle, code, ms });
    print(heldReport(heldTitle, { code, out, ms }));
  }
  return results;
}
