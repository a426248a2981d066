import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';

/** Paths of the APIs that are not the portal's: the back office, vendors, operations and the demo stand-ins. */
const NOT_PORTAL = ['/wps/operator/', '/vendor/', '/internal/', '/sim/', '/dev/'];

/**
 * The OpenAPI description, built from the routes' zod schemas. API_DOCS decides what /docs publishes:
 * 'all' (demo and development), 'portal' (only the member API the portal calls) or 'off' (the
 * production default: /docs and /docs/json answer 404).
 */
export const registerApiDocs = async (app: FastifyInstance, mode: Config['API_DOCS']) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Pagoda platform API',
        version: '0.1.0',
        description: 'Envelope: { success, value, errorCode?, message? }',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      if (mode === 'portal' && NOT_PORTAL.some((p) => input.url.startsWith(p)))
        return { ...out, schema: { ...out.schema, hide: true } };
      return out;
    },
  });
  if (mode !== 'off') await app.register(swaggerUi, { routePrefix: '/docs' });
};
