import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { authenticate } from './auth/authenticate.js';
import { newToken } from './auth/tokens.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase } from './db/index.js';
import { openFileStore } from './files/open-store.js';
import { installAnswerCache } from './http/answer-cache.js';
import { installErrorHandlers } from './http/error-handler.js';
import { installJsonBodyParser } from './http/json-body.js';
import { loggerOptions } from './http/logger-options.js';
import {
  allowedMethods,
  clientError,
  frameworkErrors,
  MAX_PARAM_LENGTH,
  methodNotAllowed,
} from './http/framework-answers.js';
import { loadSpec, openapiDir, parsedSpecsDir } from './http/openapi-spec.js';
import { registerApi, DEFAULT_BODY_LIMIT } from './http/register-api.js';
import { echoRequestIds, requestId } from './http/request-ids.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { installValidators } from './http/validators.js';
import { serializersOnFirstUse } from './http/serializers.js';
import { startJobs } from './jobs/simulator.js';
import { registerLaunchedAppPage } from './routes/launched-app-page.js';
import { taskBodyPlugin } from './routes/task-body.js';
import { allHandlers } from './routes/index.js';
import { openApiFileHandler } from './routes/openapi-file.js';
import { seedIfEmpty, type SeededAccounts } from './seed/index.js';
import { itemAddress } from './services/secret-paths.js';
import { settingOnce } from './services/settings.js';
import { sealPlainValues } from './services/secret-sealing.js';
import { DEV_IDP_PATH, registerDevIdp } from './web/dev-idp.js';
import { registerImageRoutes } from './web/images.js';
import { isPortalAsset, isPortalRequest, registerPortal } from './web/portal.js';
import { registerServerPages } from './web/server-pages.js';
import { ErrorCode, errorBody } from './errors.js';
import { registerHealth } from './ops/health.js';
import { registerMetrics } from './ops/metrics.js';
import { claimDataDir, registerBackupEndpoint } from './backup/endpoint.js';
import { ensureWritableDir } from './start-errors.js';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Sandbox {
  app: FastifyInstance;
  ctx: AppContext;
  /** The accounts created at this start, when the database was empty. */
  seeded?: SeededAccounts;
}

/** The six APIs: file name, prefix, and the operations that need a signed-in caller although the file declares no security. */
const APIS = [
  { name: 'main', file: 'pro-api-v2.yaml', prefix: '/pro-api/v2', signInRequired: () => true },
  { name: 'v1', file: 'pro-api-v1.yaml', prefix: '/pro-api/v1', signInRequired: () => true },
  { name: 'auth', file: 'auth-v1.yaml', prefix: '/pro/auth/v1', signInRequired: (op: string) => op === 'logout' },
  { name: 'sessions', file: 'session-manager-v1.yaml', prefix: '/pro/session-manager/v1', signInRequired: () => true },
  { name: 'users', file: 'user-manager-v1.yaml', prefix: '/pro/user-manager/v1', signInRequired: () => true },
  { name: 'secrets', file: 'secret-manager-v1.yaml', prefix: '/pro/secret-manager/v1', signInRequired: () => true },
] as const;

/** Builds the Fastify app: database (migrated, seeded when empty), the six APIs bound to their specs, the portal and its pages. */
export async function buildServer(config: Config): Promise<Sandbox> {
  // The data directory must be usable before this process claims it for its embedded database.
  if (!config.databaseUrl) ensureWritableDir(config.dataDir, 'DATA_DIR');
  const backupToken = config.databaseUrl ? undefined : claimDataDir(config.dataDir);
  // The server's log exists first, so that the database's and the simulator's faults are lines of it.
  const app = Fastify({
    logger: loggerOptions(process.env.LOG_LEVEL ?? 'warn'),
    genReqId: requestId,
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Scripts build addresses by joining strings: '/pro-api/v2//applications' and '/tasks/{id}/' reach
    // the same operation as the plain address.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH, ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // A secret manager item path is one parameter however its slashes are sent.
    rewriteUrl: (req) => itemAddress(req.url ?? '/'),
    frameworkErrors,
    clientErrorHandler: clientError,
    schemaController: { compilersFactory: { buildSerializer: serializersOnFirstUse } },
  });
  const logError = (message: string) => app.log.error(message);
  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, logError });
  const files = await openFileStore(db, config);
  // Every instance on the database signs with the same secret, the one stored first.
  config.secret ??= await settingOnce(db, 'serverSecret', newToken());
  // Secret values are encrypted with one key on every instance; values kept in clear by an older version are sealed now.
  config.secretsKey ??= await settingOnce(db, 'secretsKey', newToken());
  await sealPlainValues(db, config.secretsKey);
  const ctx: AppContext = { db, config, files };
  const seeded = await seedIfEmpty(ctx, { samlMetadataUrl: `http://localhost:${config.port}${DEV_IDP_PATH}/metadata` });
  if (seeded) await sql`checkpoint`.execute(db.kysely);

  app.decorateRequest('caller', null);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: 256 * 1024 * 1024, files: 4, fields: 20, fieldSize: 1024 * 1024 },
  });
  app.removeContentTypeParser('application/json');
  installJsonBodyParser(app);
  // The SAML form posts.
  await app.register(fastifyFormbody, { bodyLimit: 1024 * 1024 });
  installValidators(app);
  app.addContentTypeParser('application/octet-stream', (_req, payload, done) => done(null, payload));
  echoRequestIds(app);
  installErrorHandlers(app);
  const metrics = registerMetrics(app, ctx, db.poolUse);
  // A kept answer carries the security headers it was sent with: given again, it needs no other hook.
  installAnswerCache(app, db.changes, metrics.keptAnswerGiven);
  await installSecurityHeaders(app, config.basePath);
  registerHealth(app, ctx);
  // On PostgreSQL the backup command reads the database itself.
  if (backupToken) registerBackupEndpoint(app, ctx, backupToken);
  // The caller is known before any body is read: routes authorise in their first preParsing hook.
  // The portal's own files are the same for everyone: their requests look up no session.
  app.addHook('preParsing', async (req) => {
    if ((req.headers.apikey || req.headers.cookie) && !isPortalAsset(req, config.basePath))
      req.caller = await authenticate(db, req);
  });

  await app.register(taskBodyPlugin(ctx));
  registerLaunchedAppPage(app, ctx);
  const handlers = allHandlers(ctx);
  const dir = openapiDir(packageDir);
  for (const api of APIS) {
    const file = path.join(dir, api.file);
    const loaded = loadSpec(file, parsedSpecsDir(packageDir));
    if (!loaded) throw new Error(`The API contract ${file} is missing.`);
    await registerApi(app, {
      name: api.name,
      prefix: api.prefix,
      spec: loaded.spec,
      handlers: { ...handlers[api.name], getOpenApiSpec: openApiFileHandler(loaded) },
      signInRequired: api.signInRequired,
    });
  }

  registerImageRoutes(app, ctx);
  registerDevIdp(app, ctx);
  registerServerPages(app, ctx);
  const servePortal = await registerPortal(app, config);
  const answerUnrouted = (req: FastifyRequest, reply: FastifyReply) => {
    const allow = allowedMethods(app, req.url);
    if (allow.length > 0 && !allow.includes(req.method)) return methodNotAllowed(req, reply, allow);
    if (isPortalRequest(req, config.basePath)) return servePortal(req, reply);
    const body = errorBody(ErrorCode.notFound, `There is no ${req.method} ${req.url.split('?')[0]} here.`);
    return reply.code(404).type('application/json').send(body);
  };
  // An address no route takes is answered before its body is read: a QUERY without a Content-Type,
  // or a POST of malformed JSON, to a GET-only address is still a 405, and to no address a 404.
  app.addHook('onRequest', async (req, reply) => {
    if (req.is404) return answerUnrouted(req, reply);
  });
  app.setNotFoundHandler(answerUnrouted);

  const stopJobs = startJobs(ctx, db.changes, logError);
  // On close (SIGTERM) the simulator takes no further tick and its running tick finishes first;
  // then the requests in flight end and the database closes. What is still due stays in the
  // database, where another instance on it (or this one's next start) continues it.
  app.addHook('preClose', stopJobs);
  app.addHook('onClose', async () => {
    await stopJobs();
    await db.close();
  });
  return { app, ctx, seeded };
}
