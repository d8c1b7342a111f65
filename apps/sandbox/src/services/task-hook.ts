import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import net from 'node:net';
import os from 'node:os';
import type { TaskDto } from './task-rows.js';

/** Strict: a hook that does not answer within this time is abandoned (no retry). */
const HOOK_TIMEOUT_MS = 2000;
const LOOKUP_TIMEOUT_MS = 1000;

/** Link-local ranges (which hold the cloud metadata services) and the other known metadata addresses. */
const FORBIDDEN = new net.BlockList();
FORBIDDEN.addSubnet('169.254.0.0', 16, 'ipv4');
FORBIDDEN.addSubnet('fe80::', 10, 'ipv6');
FORBIDDEN.addAddress('100.100.100.200', 'ipv4');
FORBIDDEN.addAddress('192.0.0.192', 'ipv4');
FORBIDDEN.addAddress('fd00:ec2::254', 'ipv6');
const METADATA_NAMES = new Set(['metadata', 'metadata.google.internal', 'metadata.goog', 'instance-data']);

/** Addresses that reach this machine itself: loopback, unspecified and every local interface. */
const LOCAL = new net.BlockList();
LOCAL.addSubnet('127.0.0.0', 8, 'ipv4');
LOCAL.addAddress('0.0.0.0', 'ipv4');
LOCAL.addAddress('::1', 'ipv6');
LOCAL.addAddress('::', 'ipv6');
for (const list of Object.values(os.networkInterfaces()))
  for (const nic of list ?? []) LOCAL.addAddress(nic.address, nic.family === 'IPv6' ? 'ipv6' : 'ipv4');

const family = (address: string) => (net.isIPv6(address) ? 'ipv6' : 'ipv4');

/** An IPv4 address written as IPv6 (::ffff:a.b.c.d) is checked as the IPv4 address. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** A name's addresses, or none when it does not resolve within a second (then it cannot be called either). */
async function resolve(hostname: string): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string[]>((done) => {
    timer = setTimeout(() => done([]), LOOKUP_TIMEOUT_MS);
  });
  const found = lookup(hostname, { all: true }).then(
    (list) => list.map((a) => a.address),
    () => [] as string[],
  );
  try {
    return await Promise.race([found, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export interface OwnAddress {
  /** The port the sandbox listens on. */
  port: number;
  /** The host (and port) callers reach the sandbox by, from the request's Host header. */
  host?: string;
}

/**
 * Why a taskStateHook may not be used, or null when it may. Refused: anything but absolute http(s),
 * the sandbox's own address, link-local and metadata addresses (also when a name resolves to one).
 */
export async function hookRefusal(value: string, own: OwnAddress): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'taskStateHook must be an absolute http or https URL.';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return 'taskStateHook must be an absolute http or https URL.';
  const hostname = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const refusal = `taskStateHook ${url.origin} is refused: hooks may not call`;
  if (own.host && url.host.toLowerCase() === own.host.toLowerCase()) return `${refusal} this platform itself.`;
  if (METADATA_NAMES.has(hostname)) return `${refusal} cloud metadata addresses.`;
  const addresses = net.isIP(hostname) ? [hostname] : await resolve(hostname);
  for (const raw of addresses) {
    const address = plain(raw);
    if (FORBIDDEN.check(address, family(address))) return `${refusal} link-local or cloud metadata addresses.`;
    if (port === own.port && LOCAL.check(address, family(address))) return `${refusal} this platform itself.`;
  }
  return null;
}

/** The HMAC a hook receiver checks: hex HMAC-SHA256 of the task's UUID, keyed with the hook URL's `key`. */
const hookHmac = (key: string, taskUuid: string) => createHmac('sha256', key).update(taskUuid).digest('hex');

/** The address called for one state change: task_uuid, task_state and at added; `key` replaced by `hmac`. */
function hookCallUrl(hookUrl: string, task: Pick<TaskDto, 'id' | 'state'>, at = new Date()): string {
  const url = new URL(hookUrl);
  const key = url.searchParams.get('key');
  url.searchParams.delete('key');
  url.searchParams.set('task_uuid', task.id);
  url.searchParams.set('task_state', task.state);
  url.searchParams.set('at', at.toISOString());
  if (key !== null) url.searchParams.set('hmac', hookHmac(key, task.id));
  return url.toString();
}

/** Calls the hook with PUT once: no body, no retry, no redirects, a strict timeout; never fails the task. */
export function notifyTaskHook(url: string | null, task: TaskDto): void {
  if (!url) return;
  void fetch(hookCallUrl(url, task), {
    method: 'PUT',
    redirect: 'manual',
    signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
  })
    .then((res) => res.body?.cancel())
    .catch(() => undefined);
}
