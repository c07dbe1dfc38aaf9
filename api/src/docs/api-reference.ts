// The API reference, generated from the zod schemas the routes validate with (@fastify/swagger with
// the zod type provider's transform), so it cannot drift from what the API accepts. Development
// only: GET /api/docs (Swagger UI, with its own CSP) and GET /api/docs/json (OpenAPI 3.1).
// Register before the routes: the document is collected as they are added.
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { routeAuthClass } from '../http/auth.ts';

export const API_DOCS_PREFIX = '/api/docs';

/** Only the API's own calls are documented: media, assets and the shell's pages are files, not calls. */
const DOCUMENTED = /^\/api\/(?!docs)/;

export async function apiReference(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sports video portal API',
        version: '1',
        description:
          'The calls the portal apps are built against. Answers are `{ content }`; errors are `{ messageErrorCode, message }` with the HTTP status. ' +
          'Signed-in calls send `X-Authorization: Bearer <access token>`. Conventions, sessions and the device limit: api/README.md.',
      },
      components: { securitySchemes: { bearer: { type: 'apiKey', in: 'header', name: 'X-Authorization' } } },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      if (!DOCUMENTED.test(input.url)) return { ...out, schema: { ...out.schema, hide: true } };
      const method = [input.route.method].flat()[0] ?? 'GET';
      const auth = routeAuthClass(method, input.route);
      // Grouped by the path's first part (user, event, commerce, ...); signed-in calls carry the bearer scheme.
      const group = /^\/api\/([^/]+)/.exec(input.url)?.[1] ?? 'api';
      const tags = [group.startsWith('{') ? 'error reports' : group];
      const bearer: Record<string, string[]> = { bearer: [] };
      const security: Record<string, string[]>[] = auth === 'user' ? [bearer] : auth === 'optional' ? [bearer, {}] : [];
      return {
        ...out,
        schema: { ...out.schema, tags, security, ...(auth === 'optional' ? { description: 'Signed in or not; a token changes what is answered.' } : {}) },
      };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    // The UI's own strict CSP; no request leaves the portal (no online validator badge), and no
    // upgrade to https on a development server that serves http.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/ validator\.swagger\.io/g, '').replace(/ ?upgrade-insecure-requests;/, ''),
    uiConfig: { docExpansion: 'none', deepLinking: true, validatorUrl: null },
  });
}
