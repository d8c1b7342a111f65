import { configFromEnv } from './config.js';
import { DEMO_PASSWORD } from './seed/accounts.js';
import { buildServer } from './server.js';
import { startFailure } from './start-errors.js';

/** A start that fails says why on one line (a fault of the sandbox adds its stack) and exits with 1. */
const failed = (err: unknown): never => {
  console.error(startFailure(err));
  process.exit(1);
};

const config = (() => {
  try {
    return configFromEnv();
  } catch (err) {
    return failed(err);
  }
})();
const { app, seeded } = await buildServer(config).catch(failed);
await app.listen({ port: config.port, host: config.host }).catch(async (err: unknown) => {
  await app.close().catch(() => undefined);
  failed(err);
});

const address = `http://localhost:${config.port}${config.basePath}`;
const out: string[] = [
  `PRO sandbox listening on ${address}`,
  `  data: ${config.dataDir}${config.databaseUrl ? ' (database: PostgreSQL)' : ' (embedded database)'}`,
];
if (seeded) {
  out.push('', 'First start: demo data created. Sign in with:');
  out.push(
    `  environment ROOT, user admin, password ${seeded.adminPassword}${seeded.adminPasswordGenerated ? '   (generated; shown only now; set SANDBOX_ADMIN_PASSWORD to choose it)' : ''}`,
  );
  for (const u of seeded.users.filter((x) => x.name !== 'admin')) {
    out.push(
      `  environment ${u.environment}, user ${u.name} (${u.role}), ${u.password ? `password ${u.password}` : 'single sign-on through the sandbox identity provider'}`,
    );
  }
} else {
  out.push(
    `Sign in as admin in the ROOT environment, or as a demo user (password ${DEMO_PASSWORD}) in the Demo environment.`,
  );
}
if (!config.quiet) console.log(out.join('\n'));

let closing = false;
/** Graceful shutdown, once however many signals come: see the server's close hooks for the order. */
const shutdown = async () => {
  if (closing) return;
  closing = true;
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    console.error('The sandbox did not close cleanly:', (err as Error).message);
    process.exit(1);
  }
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
