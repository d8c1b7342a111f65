import type { FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * fastify-openapi-glue warns at start, once per spec, about every content type the spec names that no
 * body parser reads, the answers' types included. Two of them are expected: 'application/yaml' is only
 * ever an answer (a spec served as YAML), and createTaskV1's '*\/*' body is read by the task-body
 * plugin in its own scope. Those two warnings say nothing to an operator; any other still shows.
 */
const EXPECTED_WARNINGS = new Set([
  "ContentTypeParser for 'application/yaml' not found",
  "ContentTypeParser for '*/*' not found",
]);

/** The server's log: JSON lines at this level, without the warnings that are expected at every start. */
export const loggerOptions = (level: string): LoggerOptions => ({
  level,
  hooks: {
    logMethod(args, method) {
      if (typeof args[0] === 'string' && EXPECTED_WARNINGS.has(args[0])) return;
      method.apply(this, args);
    },
  },
});
