// Run by the build: keeps the OpenAPI files parsed beside the code, so that a start reads JSON.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { keepParsedSpecs, openapiDir, parsedSpecsDir } from './openapi-spec.js';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
keepParsedSpecs(openapiDir(packageDir), parsedSpecsDir(packageDir));
