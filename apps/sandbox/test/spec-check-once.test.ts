import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The sandbox's Validators share the compiled OpenAPI meta-schema check, and still refuse a bad spec.
const sandboxDir = path.resolve(__dirname, '..');
const script = `
import { Validator } from '@seriousme/openapi-schema-validator';
import './dist/http/spec-check-once.js';
const spec = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: {} };
const first = new Validator();
const second = new Validator();
const good = await first.validate(structuredClone(spec));
const bad = await second.validate({ ...structuredClone(spec), info: { title: 42 } });
console.log(JSON.stringify({
  shared: first.getAjvValidator('3.0') === second.getAjvValidator('3.0'),
  good: good.valid,
  bad: bad.valid,
  badErrors: Array.isArray(bad.errors) ? bad.errors.length : 0,
}));
`;

it('compiles the OpenAPI meta-schema once per process and still refuses a spec that breaks it', () => {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: sandboxDir,
    encoding: 'utf8',
  });
  const result = JSON.parse(out) as { shared: boolean; good: boolean; bad: boolean; badErrors: number };
  expect(result).toEqual({ shared: true, good: true, bad: false, badErrors: expect.any(Number) });
  expect(result.badErrors).toBeGreaterThan(0);
});
