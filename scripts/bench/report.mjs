// Prints the benchmark table and writes bench-results/latest.json and docs/benchmarks.md.
import { cpus, totalmem } from 'node:os';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './sandbox.mjs';

export function machine() {
  return `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${process.platform}`;
}

const verdict = (ok) => (ok === undefined ? '' : ok ? 'met' : 'NOT met');

/** A figure without its measured details in parentheses (a body's size may differ by a byte between runs). */
const figureName = (figure) => figure.replace(/ \(.*\)$/, '');

/** Rows of the committed docs/benchmarks.md that this run did not measure (a run of some parts only). */
function earlierRows(measured) {
  let text = '';
  try {
    text = readFileSync(join(ROOT, 'docs', 'benchmarks.md'), 'utf8');
  } catch {
    return { lines: [], runs: [] };
  }
  const table = text.split('\n## ')[0];
  const lines = table
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| figure') && !line.startsWith('| ---'))
    .filter((line) => !measured.has(figureName(line.split(' | ')[0].slice(2))));
  const load = text.includes('\n## Load') ? text.slice(text.indexOf('\n## Load')) : '';
  return { lines, runs: earlierRuns(text), load };
}

/**
 * When the rows of the committed file were measured: its own run (with the parts it measured, or
 * null for a full run) and, for a run of some parts only, the runs its other rows came from.
 */
function earlierRuns(text) {
  const line = /^Taken .*$/m.exec(text)?.[0] ?? '';
  const taken = /^Taken (\S+)/.exec(line)?.[1];
  if (!taken) return [];
  const parts = /This run measured (.+?) only;/.exec(line)?.[1].split(', ') ?? null;
  if (!parts) return [{ parts: null, taken }];
  const single = /the other rows are from the run of (\S+?)\.$/.exec(line)?.[1];
  if (single)
    return [
      { parts, taken },
      { parts: null, taken: single },
    ];
  const list = /the other rows are from earlier runs: (.+)\.$/.exec(line)?.[1] ?? '';
  const older = [...list.matchAll(/(?:^|, )(.+?) from (\S+?)(?=, |$)/g)].map(([, what, when]) => ({
    parts: what === 'the rest' ? null : what.split(' and '),
    taken: when,
  }));
  return [{ parts, taken }, ...older];
}

/** Where the rows this run did not measure come from, each earlier run less the parts measured since. */
function otherRowsNote(runs, parts) {
  const measured = new Set(parts);
  const left = runs
    .map((run) => ({ ...run, parts: run.parts && run.parts.filter((part) => !measured.has(part)) }))
    .filter((run) => run.parts === null || run.parts.length > 0);
  if (left.length === 0) return ' no row is from an earlier run.';
  if (left.length === 1 && left[0].parts === null) return ` the other rows are from the run of ${left[0].taken}.`;
  const each = left.map((run) => `${run.parts ? run.parts.join(' and ') : 'the rest'} from ${run.taken}`);
  return ` the other rows are from earlier runs: ${each.join(', ')}.`;
}

export function writeReport(rows, raw, parts = []) {
  const earlier = parts.length ? earlierRows(new Set(rows.map((r) => figureName(r.figure)))) : { lines: [] };
  const table = [
    '| figure | value | baseline | ratio | goal | |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) => `| ${r.figure} | ${r.value} | ${r.baseline ?? ''} | ${r.ratio ?? ''} | ${r.goal} | ${verdict(r.ok)} |`,
    ),
    ...earlier.lines,
  ].join('\n');
  console.log(`\n${table}\n`);
  const taken = new Date().toISOString();
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(
    join(ROOT, 'bench-results', 'latest.json'),
    JSON.stringify({ taken, machine: machine(), rows, raw }, null, 2),
  );
  const md = `# Benchmarks

Figures of \`npm run bench\` (written by it; the full numbers are in \`bench-results/latest.json\`).
Each timing is a median over repeated runs and, where a baseline exists, a ratio against that baseline
measured in the same run on the same machine, since these machines are shared and noisy.

Taken ${taken} on ${machine()}.${parts.length && earlier.runs.length ? ` This run measured ${parts.join(', ')} only;${otherRowsNote(earlier.runs, parts)}` : ''}

${table}

${raw.load || !earlier.load ? loadTable(raw.load ?? []) : earlier.load.trimStart()}`;
  mkdirSync(join(ROOT, 'docs'), { recursive: true });
  writeFileSync(join(ROOT, 'docs', 'benchmarks.md'), md);
}

const loadTable = (load) => `## Load (autocannon, loopback, 50 connections, 30 s each, on the demo data)

| scenario | requests | errors | timeouts | req/s | p50 ms | p99 ms |
| --- | --- | --- | --- | --- | --- | --- |
${load.map((l) => `| ${l.scenario} | ${l.requests} | ${l.errors} | ${l.timeouts} | ${l.rps} | ${l.p50Ms} | ${l.p99Ms} |`).join('\n')}
`;
