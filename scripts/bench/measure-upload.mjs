// 7. Upload: a 128 MB .aimmspack published through the sandbox; the sandbox's peak memory growth.
import { closeSync, openAsBlob, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MB = 1024 * 1024;

function rssBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+) kB/)[1]) * 1024;
}

function writePack(file, bytes) {
  const fd = openSync(file, 'w');
  const block = Buffer.alloc(MB, 7);
  for (let written = 0; written < bytes; written += MB) writeSync(fd, block, 0, Math.min(MB, bytes - written));
  closeSync(fd);
}

export async function uploadMemory(sandbox, cookie, sizeMb = 128) {
  const versions = await (await fetch(`${sandbox.baseUrl}/pro-api/v2/aimms-versions`, { headers: { cookie } })).json();
  const aimmsVersionId = versions.versions[0].id;
  const file = join(tmpdir(), `bench-${process.pid}.aimmspack`);
  writePack(file, sizeMb * MB);
  try {
    global.gc?.();
    await new Promise((r) => setTimeout(r, 500));
    const before = rssBytes(sandbox.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(sandbox.pid))), 10);
    const form = new FormData();
    form.append('file', await openAsBlob(file), 'Bench Upload.aimmspack');
    form.append(
      'metadata',
      JSON.stringify({
        name: 'Bench Upload',
        description: 'upload benchmark',
        projectVersion: '1.0',
        projectCategory: '',
        aimmsVersionId,
        publishBehavior: 0,
        attributes: {},
      }),
    );
    const t0 = Date.now();
    const res = await fetch(`${sandbox.baseUrl}/pro-api/v2/applications`, {
      method: 'POST',
      body: form,
      headers: { cookie },
    });
    const seconds = (Date.now() - t0) / 1000;
    clearInterval(sampler);
    if (!res.ok) throw new Error(`publish failed: ${res.status} ${await res.text()}`);
    return { sizeMb, seconds, peakGrowthMb: (peak - before) / MB };
  } finally {
    rmSync(file, { force: true });
  }
}
