// A route that sends a ready JSON string skips Fastify's response serializer, so nothing checks its
// shape at run time: tests check the body against the route's own declared schema instead.
import type { RouteOptions } from 'fastify';
import { expect } from 'vitest';
import type { ZodType } from 'zod';

/** Collects each GET route's declared 200 schema (pass `record` as createTestApp's onRoute). */
export function declaredSchemas() {
  const schemas = new Map<string, ZodType>();
  return {
    record(route: RouteOptions) {
      const schema = (route.schema?.response as Record<number, ZodType> | undefined)?.[200];
      const methods = [route.method].flat();
      if (schema && methods.includes('GET')) schemas.set(route.url, schema);
    },
    of(url: string): ZodType {
      const schema = schemas.get(url);
      if (!schema) throw new Error(`${url}: nenhuma rota GET com esquema de resposta 200`);
      return schema;
    },
  };
}

/** The body parses, and holds nothing the schema does not declare (zod drops unknown keys). */
export function expectDeclaredShape(schema: ZodType, body: unknown): void {
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toEqual(body);
}
