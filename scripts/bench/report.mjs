// Prints the benchmark table and writes bench-results/latest.json and docs/benchmarks.md.
import { cpus, totalmem } from 'node:os';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './sandbox.mjs';

export function machine() {
  return `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${process.platform}`;
}

const verdict = (ok) => (ok === undefined ? '' : ok ? 'met' : 'NOT met');

/** Rows of the committed docs/benchmarks.md that this run did not measure (a run of some parts only). */
function earlierRows(measured, parts) {
  let text = '';
  try {
    text = readFileSync(join(ROOT, 'docs', 'benchmarks.md'), 'utf8');
  } catch {
    return { lines: [], taken: '' };
  }
  const table = text.split('\n## ')[0];
  const lines = table
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| figure') && !line.startsWith('| ---'))
    .filter((line) => !measured.has(line.split(' | ')[0].slice(2)));
  // When the earlier run itself measured only parts that this run measures again, the rows kept
  // are those of the run before it, which its header names.
  const partial = /This run measured (.+) only; the other rows are from the run of (\S+)\./.exec(text);
  const taken =
    partial && partial[1].split(', ').every((part) => parts.includes(part))
      ? partial[2]
      : (/Taken (\S+)/.exec(text)?.[1] ?? '');
  const load = text.includes('\n## Load') ? text.slice(text.indexOf('\n## Load')) : '';
  return { lines, taken, load };
}

export function writeReport(rows, raw, parts = []) {
  const earlier = parts.length ? earlierRows(new Set(rows.map((r) => r.figure)), parts) : { lines: [] };
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

Taken ${taken} on ${machine()}.${parts.length && earlier.taken ? ` This run measured ${parts.join(', ')} only; the other rows are from the run of ${earlier.taken}.` : ''}

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
