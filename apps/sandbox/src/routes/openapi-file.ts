import fs from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { parse } from 'yaml';
import type { Handler } from '../context.js';

/** JSON when asked by `format=json`, or when the request accepts application/json and not YAML. */
function wantsJson(req: FastifyRequest): boolean {
  const { format } = req.query as { format?: 'yaml' | 'json' };
  if (format) return format === 'json';
  const accept = (req.headers.accept ?? '').toLowerCase();
  return accept.includes('application/json') && !accept.includes('yaml');
}

/** getOpenApiSpec of an API: the OpenAPI file the sandbox serves that API from, as YAML or JSON. */
export function openApiFileHandler(file: string): Handler {
  const yamlText = fs.readFileSync(file, 'utf8');
  const jsonText = JSON.stringify(parse(yamlText));
  return async (req, reply) =>
    wantsJson(req)
      ? reply.type('application/json; charset=utf-8').send(jsonText)
      : reply.type('application/yaml; charset=utf-8').send(yamlText);
}
