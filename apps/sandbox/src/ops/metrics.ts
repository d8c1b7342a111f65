import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../context.js';
import { routeConfig } from '../http/register-api.js';
import { countAll } from '../db/db.js';
import type { PoolUse } from '../db/index.js';

/** The operation a request was answered by: its operationId, else its route, else 'unmatched' (a 404 of the router). */
function operationOf(req: FastifyRequest): string {
  return routeConfig(req).operationId ?? req.routeOptions.url ?? 'unmatched';
}

/** Jobs waiting for a worker: queued tasks and solver sessions. */
const QUEUED = 'queued';

/**
 * `GET /metrics` in Prometheus's text format: requests by operation, method and status with their
 * latency, reads answered again from a kept answer, sessions and tasks by state, the job queue's
 * depth, the database pool's use, and the process's own figures (memory, event loop, CPU). Returns
 * what counts the kept answers given.
 */
export function registerMetrics(
  app: FastifyInstance,
  ctx: AppContext,
  poolUse: () => PoolUse,
): { keptAnswerGiven: () => void } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'sandbox_' });

  const requests = new Histogram({
    name: 'sandbox_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by operation, method and status.',
    labelNames: ['operation', 'method', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    requests.observe(
      { operation: operationOf(req), method: req.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: 'sandbox_jobs',
    help: 'Sessions and tasks by kind (webui, solve, task) and state.',
    labelNames: ['kind', 'state'],
    registers: [registry],
    async collect() {
      const [sessions, tasks] = await Promise.all([
        ctx.db.kysely.selectFrom('sessions').select(['kind', 'state', countAll]).groupBy(['kind', 'state']).execute(),
        ctx.db.kysely.selectFrom('tasks').select(['state', countAll]).groupBy('state').execute(),
      ]);
      this.reset();
      for (const row of sessions) this.set({ kind: row.kind, state: row.state }, row.n);
      for (const row of tasks) this.set({ kind: 'task', state: row.state }, row.n);
    },
  });

  new Gauge({
    name: 'sandbox_job_queue_depth',
    help: 'Tasks and solver sessions waiting in the queue.',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      const [solve, task] = await Promise.all([
        ctx.db.kysely
          .selectFrom('sessions')
          .select(countAll)
          .where('kind', '=', 'solve')
          .where('state', '=', QUEUED)
          .executeTakeFirstOrThrow(),
        ctx.db.kysely.selectFrom('tasks').select(countAll).where('state', '=', QUEUED).executeTakeFirstOrThrow(),
      ]);
      this.set({ kind: 'solve' }, solve.n);
      this.set({ kind: 'task' }, task.n);
    },
  });

  new Gauge({
    name: 'sandbox_db_pool_connections',
    help: 'Database connections: the most the pool opens (max), open, idle, and callers waiting for one.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = poolUse();
      for (const state of ['max', 'open', 'idle', 'waiting'] as const) this.set({ state }, use[state]);
    },
  });

  const keptAnswers = new Counter({
    name: 'sandbox_http_kept_answers_total',
    help: 'Reads answered with the kept answer of the same read, the stored data unchanged since.',
    registers: [registry],
  });

  app.get('/metrics', async (_req, reply) => reply.type(registry.contentType).send(await registry.metrics()));
  return { keptAnswerGiven: () => keptAnswers.inc() };
}
