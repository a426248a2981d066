import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * The zod serializer (every response is checked against its contract), plus a per-route cache
 * for values a service hands out frozen: such a value cannot change, so it is validated and
 * stringified once and the same JSON is sent again, e.g. a brand's permission response.
 */
export const envelopeSerializerCompiler: FastifySerializerCompiler<unknown> = (routeSchema) => {
  const base = serializerCompiler(routeSchema as Parameters<typeof serializerCompiler>[0]);
  const cache = new WeakMap<object, string>();
  return (data: unknown) => {
    const value = (data as { success?: unknown; value?: unknown } | null)?.value;
    if (
      (data as { success?: unknown }).success === true &&
      value !== null &&
      typeof value === 'object' &&
      Object.isFrozen(value)
    ) {
      let json = cache.get(value);
      if (json === undefined) {
        json = base(data);
        cache.set(value, json);
      }
      return json;
    }
    return base(data);
  };
};

/** Freezes a presented value (deeply) so the serializer may cache its JSON. */
export const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
};
