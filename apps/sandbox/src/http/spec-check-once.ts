import { Validator } from '@seriousme/openapi-schema-validator';

/**
 * fastify-openapi-glue checks each spec it registers against the OpenAPI meta-schema with a new
 * Validator, and every Validator compiles that meta-schema again: about a tenth of a second for each
 * of the sandbox's specs, at every start. The compiled check depends only on the OpenAPI version, so
 * the Validators of this process share one per version. Every spec is still checked. Should a later
 * version of the library rename its compile step, each Validator compiles its own again, as before,
 * and the sandbox's spec-check-once test fails to say so.
 */
type Check = ((spec: unknown) => boolean) & { errors?: unknown };
type ValidatorInternals = { getAjvValidator?: (version: string) => Check };

const internals = Validator.prototype as Validator & ValidatorInternals;
const compile = internals.getAjvValidator;
const compiled = new Map<string, Check>();
if (typeof compile === 'function') {
  internals.getAjvValidator = function (this: Validator, version: string): Check {
    let check = compiled.get(version);
    if (!check) {
      check = compile.call(this, version);
      compiled.set(version, check);
    }
    return check;
  };
}
