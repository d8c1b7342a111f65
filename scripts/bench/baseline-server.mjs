// The lists' baseline: the sandbox's framework (fastify, no plugins) answering every GET with one
// fixed JSON body from memory. Run as its own process: PORT and BODY_BYTES from the environment.
import Fastify from 'fastify';

const bytes = Number(process.env.BODY_BYTES ?? 1000);
// A JSON array of strings, exactly `bytes` long: '["xxx…"]'.
const body = JSON.stringify(['x'.repeat(Math.max(0, bytes - 4))]);
const app = Fastify({ logger: false });
app.get('/*', (_request, reply) => reply.header('content-type', 'application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
