// A local stand-in for Sentry's ingest (development tenants only): the browser SDK posts
// envelopes to {dsn host}/api/{project}/envelope/, and GET /api/dev/error-reports reads the
// last ones back, so the demo and the e2e suite see real reports without an outside service.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { type ZodTypeProvider } from '../http/validate.ts';

export interface ReceivedErrorReport {
  projectId: string;
  publicKey: string;
  eventId: string | null;
  environment: string | null;
  release: string | null;
  exceptions: { type: string; value: string }[];
  extra: Record<string, unknown>;
  receivedAt: string;
}

const KEEP = 100;

/** Parses a Sentry envelope (newline-delimited JSON: envelope header, then item header + payload pairs). */
export function parseEnvelope(body: string): { eventId: string | null; events: Record<string, unknown>[] } {
  const lines = body.split('\n');
  const header = JSON.parse(lines[0] ?? '') as { event_id?: unknown };
  const events: Record<string, unknown>[] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    const item = JSON.parse(lines[i]!) as { type?: unknown };
    if (item.type === 'event') events.push(JSON.parse(lines[i + 1]!) as Record<string, unknown>);
  }
  return { eventId: typeof header.event_id === 'string' ? header.event_id : null, events };
}

const str = (v: unknown) => (typeof v === 'string' ? v : null);

export function devErrorReportRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const received = new Map<string, ReceivedErrorReport[]>();
  const devOnly = (tenant: { environment: string }, route: string) => {
    if (tenant.environment !== 'development') throw new ApiError(404, 'not_found', `No API route ${route}`);
  };
  if (!ctx.settings.devMode) return; // development mode only, loopback clients only (http/dev-routes.ts)

  app.post(
    '/api/:projectId/envelope/',
    {
      bodyLimit: 200 * 1024,
      schema: {
        params: z.object({ projectId: z.string().regex(/^\d{1,12}$/) }),
        querystring: z.object({
          sentry_key: z.string().regex(/^[\w-]{1,64}$/),
          sentry_version: z.string().max(8).optional(),
          sentry_client: z.string().max(100).optional(),
        }),
        // No body schema: envelopes are text, and the house hook takes schema'd bodies as JSON objects.
      },
    },
    async (request, reply) => {
      devOnly(request.tenant, 'POST /api/:projectId/envelope/');
      let parsed: ReturnType<typeof parseEnvelope>;
      try {
        if (typeof request.body !== 'string' || !request.body) throw new Error('not text');
        parsed = parseEnvelope(request.body);
      } catch {
        throw new ApiError(400, 'invalid_envelope', 'The body is not a Sentry envelope');
      }
      const list = received.get(request.tenant.id) ?? [];
      for (const event of parsed.events) {
        const values = ((event.exception as { values?: unknown[] } | undefined)?.values ?? []) as { type?: unknown; value?: unknown }[];
        list.unshift({
          projectId: request.params.projectId,
          publicKey: request.query.sentry_key,
          eventId: str(event.event_id) ?? parsed.eventId,
          environment: str(event.environment),
          release: str(event.release),
          exceptions: values.map((v) => ({ type: String(v.type ?? ''), value: String(v.value ?? '') })),
          extra: (event.extra as Record<string, unknown> | undefined) ?? {},
          receivedAt: new Date().toISOString(),
        });
      }
      received.set(request.tenant.id, list.slice(0, KEEP));
      return reply.send({ id: parsed.eventId });
    },
  );

  app.get('/api/dev/error-reports', async (request) => {
    devOnly(request.tenant, 'GET /api/dev/error-reports');
    return { content: received.get(request.tenant.id) ?? [] };
  });
}
