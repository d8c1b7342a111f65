import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

const buildSerializer = SerializerSelector();

/**
 * Fastify's response serializers, each built when its route first answers with that status: a start builds
 * none of the hundreds the specs declare, and a route's first answer pays a few milliseconds.
 */
export const serializersOnFirstUse: SerializerFactory = (externalSchemas, options) => {
  const compile = buildSerializer(externalSchemas, options);
  return (route) => {
    let serialize: ((doc: unknown) => string) | undefined;
    return (doc) => (serialize ??= compile(route))(doc);
  };
};
