import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** At most this much of a body is read and dropped after an early answer; past it the connection closes. */
const MAX_DROPPED_BYTES = 64 * 1024 * 1024;
/** A client that has not finished sending the rest of its body by then is cut off. */
const MAX_LINGER_MS = 30_000;

/**
 * What drops the rest of a request's body once it has been answered before the body was read to its
 * end (a file too large, a caller refused before the body is read). The connection stays open
 * meanwhile: one closed while the client still sends makes the client's system reset it, and the
 * reset throws away the answer the client had not read yet, so it would see a broken connection
 * instead of the refusal. Past MAX_DROPPED_BYTES or MAX_LINGER_MS the connection is closed, and so
 * is every such connection when the server closes: a client that stopped sending (as fetch does once
 * it has its answer) holds no shutdown up.
 */
export function unreadBodyDropper(app: FastifyInstance): (raw: IncomingMessage) => void {
  const lingering = new Set<IncomingMessage>();
  app.addHook('preClose', (done) => {
    for (const raw of lingering) raw.socket?.destroy();
    done();
  });
  return (raw) => {
    if (raw.complete || raw.readableEnded || raw.destroyed) return;
    const cutOff = () => raw.socket?.destroy();
    const timer = setTimeout(cutOff, MAX_LINGER_MS).unref();
    const forget = () => {
      clearTimeout(timer);
      lingering.delete(raw);
    };
    lingering.add(raw);
    let dropped = 0;
    raw.unpipe();
    raw.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > MAX_DROPPED_BYTES) cutOff();
    });
    raw.once('end', forget);
    raw.once('close', forget);
    raw.resume();
  };
}
