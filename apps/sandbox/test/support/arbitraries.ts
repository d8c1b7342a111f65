import fc from 'fast-check';
import { deref, type ApiFile, type Json, type Schema } from './operations';

const DATE = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString());

/** Strings that are valid for a string schema: its enum, format, pattern and length bounds. */
function validString(s: Schema, pool: readonly string[]): fc.Arbitrary<string> {
  if (s.enum) return fc.constantFrom(...(s.enum as string[]));
  if (s.format === 'date') return DATE.map((d) => d.slice(0, 10));
  if (s.format === 'date-time') return DATE;
  if (s.format === 'uri') return fc.webUrl();
  if (s.format === 'email') return fc.emailAddress();
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern as string)).filter((v) => fits(s, v));
  const generated = fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 30, 30) });
  const known = pool.filter((v) => fits(s, v));
  return known.length > 0 ? fc.oneof(fc.constantFrom(...known), generated) : generated;
}

const fits = (s: Schema, v: string) => v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity);

/** Values valid against an OpenAPI schema; pool offers strings the fuzzer knows exist. */
export function valid(
  api: ApiFile,
  raw: Schema | undefined,
  pool: readonly string[] = [],
  depth = 0,
): fc.Arbitrary<Json> {
  const s = deref<Schema>(api, raw ?? {});
  if (s.allOf)
    return fc
      .tuple(...s.allOf.map((x: Schema) => valid(api, x, pool, depth)))
      .map((parts) => Object.assign({}, ...parts));
  if (s.oneOf || s.anyOf) return fc.oneof(...(s.oneOf ?? s.anyOf).map((x: Schema) => valid(api, x, pool, depth)));
  const value = validOfType(api, s, pool, depth);
  return s.nullable ? fc.option(value, { nil: null, freq: 8 }) : value;
}

function validOfType(api: ApiFile, s: Schema, pool: readonly string[], depth: number): fc.Arbitrary<Json> {
  switch (s.type) {
    case 'string':
      return validString(s, pool);
    case 'integer': {
      if (s.enum) return fc.constantFrom(...s.enum);
      const int32 = s.format === 'int32' || s.format === undefined;
      const min = s.minimum ?? (int32 ? -2147483648 : Number.MIN_SAFE_INTEGER);
      const max = s.maximum ?? (int32 ? 2147483647 : Number.MAX_SAFE_INTEGER);
      return fc.oneof(
        fc.integer({ min: Math.max(min, -5), max: Math.min(max, 20) }),
        fc.integer({ min, max }).map(Number),
      );
    }
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valid(api, s.items, pool, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, depth > 2 ? 0 : 3),
      });
    default: {
      const properties = Object.entries<Schema>(s.properties ?? {});
      if (properties.length === 0)
        return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });
      const required = new Set<string>(s.required ?? []);
      return fc.record(Object.fromEntries(properties.map(([k, v]) => [k, valid(api, v, pool, depth + 1)])), {
        requiredKeys: [...required].filter((k) => s.properties[k]),
      });
    }
  }
}

/** Values that break a schema: a wrong type, a value past a bound, a string out of its enum or pattern. */
export function invalid(api: ApiFile, raw: Schema | undefined): fc.Arbitrary<Json> {
  const s = deref<Schema>(api, raw ?? {});
  const breaking: fc.Arbitrary<Json>[] = [fc.constantFrom('', ' ', 'x'.repeat(300), '%00', '-1', '1e300', '😀', '..')];
  if (s.type === 'integer' || s.type === 'number') {
    breaking.push(fc.constantFrom('abc', '1.5', '2147483648', '4294967296', '9223372036854775808', '-2147483649'));
    if (s.maximum !== undefined) breaking.push(fc.constant(String(s.maximum + 1)));
    if (s.minimum !== undefined) breaking.push(fc.constant(String(s.minimum - 1)));
  }
  if (s.type === 'boolean') breaking.push(fc.constantFrom('maybe', '2', 'yes'));
  if (s.maxLength !== undefined) breaking.push(fc.constant('y'.repeat(s.maxLength + 1)));
  breaking.push(fc.string({ maxLength: 12 }));
  return fc.oneof(...breaking);
}

/** JSON bodies that break the body's schema: a field of the wrong type or past its bound, a missing field, not an object. */
export function invalidBody(api: ApiFile, raw: Schema): fc.Arbitrary<Json> {
  const s = deref<Schema>(api, raw);
  const choices: fc.Arbitrary<Json>[] = [fc.constantFrom([], 'text', 7, null, true), fc.jsonValue({ maxDepth: 2 })];
  const properties = Object.entries<Schema>(s.properties ?? {});
  if (properties.length > 0) {
    choices.push(
      fc
        .tuple(valid(api, s), fc.constantFrom(...properties))
        .chain(([base, [key, prop]]) =>
          fc
            .oneof(invalid(api, prop), fc.constantFrom({}, [], 12345, false, 2147483648, 1e300, -1, 1.5))
            .map((bad) => ({ ...(base as Record<string, Json>), [key]: bad })),
        ),
    );
  }
  for (const key of (s.required ?? []) as string[]) {
    choices.push(
      valid(api, s).map((base) => {
        const copy = { ...(base as Record<string, Json>) };
        delete copy[key];
        return copy;
      }),
    );
  }
  return fc.oneof(...choices);
}
