import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context.js';

/** How long a readiness check may take before it counts as failed. */
const CHECK_TIMEOUT_MS = 2_000;

interface Check {
  ok: boolean;
  error?: string;
}

async function check(run: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([run(), timeout]);
    return { ok: true };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /healthz`: the process lives and answers. `GET /readyz`: it can also reach its database and
 * write to its file storage; 503 when either fails, so a load balancer stops sending it traffic.
 */
export function registerHealth(app: FastifyInstance, ctx: AppContext): void {
  const started = Date.now();
  app.get('/healthz', async () => ({ status: 'ok', uptimeSeconds: Math.round((Date.now() - started) / 1000) }));
  app.get('/readyz', async (_req, reply) => {
    const [database, storage] = await Promise.all([
      check(() => sql`select 1`.execute(ctx.db.kysely)),
      check(() => ctx.files.check()),
    ]);
    const ready = database.ok && storage.ok;
    return reply
      .code(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'unavailable', checks: { database, storage } });
  });
}
