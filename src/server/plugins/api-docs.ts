// The API's OpenAPI description, built from the routes' zod schemas, and its page at /api/docs: a map
// for developers, so the page is off in production unless API_DOCS=on.
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function registerApiDocs(
  app: FastifyInstance,
  options: { productName: string; version: string; page: boolean },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: `${options.productName} API`, version: options.version, description: 'API do aplicativo.' },
    },
    transform: jsonSchemaTransform,
  });
  if (options.page) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
