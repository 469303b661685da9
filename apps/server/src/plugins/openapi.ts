import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document of the API, generated from the zod schemas every route declares (the same schemas the web
 * app imports from @probity/domain), served at GET /api/openapi.json. Registered before the routes so it sees them.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Probity API',
        version: '1',
        description:
          'Estates, their items and the domain operations. Prose and worked examples: docs/api.md. Every write ' +
          'needs the X-Probity header and a session cookie (better-auth, /api/auth/*).',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
