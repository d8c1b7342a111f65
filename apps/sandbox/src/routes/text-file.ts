import type { FastifyReply } from 'fastify';

/** Characters a file name in a Content-Disposition header may not carry as they are. */
const UNSAFE_IN_FILE_NAME = /[^A-Za-z0-9._-]/g;

/** Answers text as a download named fileName (UTF-8, attachment). */
export function sendTextFile(reply: FastifyReply, fileName: string, text: string) {
  const safe = fileName.replace(UNSAFE_IN_FILE_NAME, '_');
  return reply
    .type('text/plain; charset=utf-8')
    .header('content-disposition', `attachment; filename="${safe}"`)
    .send(text);
}
