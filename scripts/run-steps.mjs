// Runs commands as child processes whose output is printed in one piece when each ends, so that
// commands running side by side never interleave their lines.
import { spawn } from 'node:child_process';

/** Runs one command to its end: its exit code (1 when it could not start), all it printed, and how long it took. */
export const runCaptured = (cmd, args, options = {}) =>
  new Promise((done) => {
    const started = Date.now();
    const child = spawn(cmd, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let failedToStart = false;
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', (error) => {
      failedToStart = true;
      out += `${error.message}\n`;
    });
    child.on('close', (code) => done({ code: failedToStart ? 1 : (code ?? 1), out, ms: Date.now() - started }));
  });

export const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

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
      print(`\n=== ${title}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(ms)}${out ? `\n${out.trimEnd()}` : ''}`);
      if (code !== 0) return;
    }
  };
  await Promise.all(lanes.map(runLane));
  return results;
}
