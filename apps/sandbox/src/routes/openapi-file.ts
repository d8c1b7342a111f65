import type { FastifyRequest } from 'fastify';
import type { Handler } from '../context.js';
import type { SpecFile } from '../http/openapi-spec.js';

/** JSON when asked by `format=json`, or when the request accepts application/json and not YAML. */
function wantsJson(req: FastifyRequest): boolean {
  const { format } = req.query as { format?: 'yaml' | 'json' };
  if (format) return format === 'json';
  const accept = (req.headers.accept ?? '').toLowerCase();
  return accept.includes('application/json') && !accept.includes('yaml');
}

/** getOpenApiSpec of an API: the OpenAPI file the sandbox serves that API from, as YAML or JSON. */
export function openApiFileHandler({ text, spec }: SpecFile): Handler {
  // Written when first asked for: few callers ever ask.
  let jsonText: string | undefined;
  return async (req, reply) =>
    wantsJson(req)
      ? reply.type('application/json; charset=utf-8').send((jsonText ??= JSON.stringify(spec)))
      : reply.type('application/yaml; charset=utf-8').send(text);
}
