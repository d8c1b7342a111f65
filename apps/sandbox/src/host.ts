import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { configFromEnv } from './config.js';
import { buildServer } from './server.js';
import { startFailure } from './start-errors.js';

/**
 * Several sandboxes in one process, for test suites, which start hundreds of short-lived sandboxes: a
 * process of its own costs each start its Node start, its modules and the OpenAPI meta-schema's
 * compilation again, about half of the CPU a start takes. Each sandbox here is what a process of its
 * own would be (its own configuration, data directory or database, port and server), built from the
 * same `buildServer`. The process answers on 127.0.0.1 at the port it prints as `HOST_PORT=<port> PID=<its pid>`:
 *   POST /start  {"env": {...}}  starts a sandbox configured by these variables over the host's own,
 *                                answers {"port"} (or 500 {"error"}, the line a failed start prints);
 *   POST /stop   {"port"}        closes that sandbox as SIGTERM closes a sandbox process.
 * It exits when the process that started it ends.
 */
type Running = Awaited<ReturnType<typeof buildServer>>['app'];
const running = new Map<number, Running>();

async function start(env: Record<string, string>): Promise<number> {
  const config = configFromEnv({ ...process.env, ...env });
  const { app } = await buildServer(config);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app.close().catch(() => undefined);
    throw err;
  }
  const { port } = app.server.address() as AddressInfo;
  running.set(port, app);
  return port;
}

async function stop(port: number): Promise<void> {
  const app = running.get(port);
  running.delete(port);
  await app?.close();
}

const readJson = async (req: http.IncomingMessage): Promise<Record<string, unknown>> => {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return JSON.parse(text || '{}') as Record<string, unknown>;
};

const control = http.createServer((req, res) => {
  // Each call on a connection of its own: a kept-alive one may close, after idling, just as a call is sent on it.
  const answer = (status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json', connection: 'close' }).end(JSON.stringify(body));
  readJson(req)
    .then(async (body) => {
      if (req.url === '/start') return answer(200, { port: await start(body.env as Record<string, string>) });
      if (req.url === '/stop') {
        await stop(Number(body.port));
        return answer(200, { stopped: true });
      }
      return answer(404, { error: `no ${req.url}` });
    })
    .catch((err: unknown) => answer(500, { error: startFailure(err) }));
});

control.listen(0, '127.0.0.1', () => {
  console.log(`HOST_PORT=${(control.address() as AddressInfo).port} PID=${process.pid}`);
});
// The process that started the host ends, and the host is handed to another parent: it ends too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.exit(0);
}, 500);
