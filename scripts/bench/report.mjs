// Prints the benchmark table and writes bench-results/latest.json and docs/benchmarks.md.
import { cpus, totalmem } from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './sandbox.mjs';

export function machine() {
  return `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${process.platform}`;
}

const verdict = (ok) => (ok === undefined ? '' : ok ? 'met' : 'NOT met');

export function writeReport(rows, raw) {
  const table = [
    '| figure | value | baseline | ratio | goal | |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) => `| ${r.figure} | ${r.value} | ${r.baseline ?? ''} | ${r.ratio ?? ''} | ${r.goal} | ${verdict(r.ok)} |`,
    ),
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

Taken ${taken} on ${machine()}.

${table}

## Load (autocannon, loopback, 50 connections, 30 s each, on the demo data)

| scenario | requests | errors | timeouts | req/s | p50 ms | p99 ms |
| --- | --- | --- | --- | --- | --- | --- |
${(raw.load ?? []).map((l) => `| ${l.scenario} | ${l.requests} | ${l.errors} | ${l.timeouts} | ${l.rps} | ${l.p50Ms} | ${l.p99Ms} |`).join('\n')}
`;
  mkdirSync(join(ROOT, 'docs'), { recursive: true });
  writeFileSync(join(ROOT, 'docs', 'benchmarks.md'), md);
}
