// CSP violation reports (issue 14 item 5): browsers post them here (report-uri's
// application/csp-report and the Reporting API's application/reports+json); each is logged
// at warn with what was blocked where, so a policy that breaks a page shows up in the logs.
// Nothing is stored, the answer is always 204, and a flood is cut by the rate limit.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { limitPerCaller } from '../http/rate-limit.ts';

export const CSP_REPORT_PATH = '/api/csp-report';

const text = (v: unknown, max = 300): string | undefined => (typeof v === 'string' ? v.slice(0, max) : undefined);

/** The fields worth logging from either report shape, or null for anything else. */
export function cspViolation(body: unknown): { directive?: string; blocked?: string; document?: string; source?: string; line?: number } | null {
  // report-uri: { "csp-report": { ... } } with kebab-case keys
  const legacy = (body as { 'csp-report'?: Record<string, unknown> } | null)?.['csp-report'];
  if (legacy && typeof legacy === 'object') {
    return {
      directive: text(legacy['effective-directive'] ?? legacy['violated-directive']),
      blocked: text(legacy['blocked-uri']),
      document: text(legacy['document-uri']),
      source: text(legacy['source-file']),
      line: typeof legacy['line-number'] === 'number' ? legacy['line-number'] : undefined,
    };
  }
  // Reporting API: [{ type: "csp-violation", body: { ... } }] with camelCase keys
  const first = Array.isArray(body) ? (body as { type?: unknown; body?: Record<string, unknown> }[]).find((r) => r?.type === 'csp-violation') : undefined;
  if (first?.body && typeof first.body === 'object') {
    const b = first.body;
    return {
      directive: text(b.effectiveDirective),
      blocked: text(b.blockedURL),
      document: text(b.documentURL),
      source: text(b.sourceFile),
      line: typeof b.lineNumber === 'number' ? b.lineNumber : undefined,
    };
  }
  return null;
}

export function cspReportRoutes(app: FastifyInstance, ctx: AppContext) {
  app.register(async (scope) => {
    // Both report types are JSON; parsed here only, so the rest of the API keeps its parsers.
    scope.addContentTypeParser(['application/csp-report', 'application/reports+json'], { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(null, null);
      }
    });
    scope.post(CSP_REPORT_PATH, { config: limitPerCaller(Math.max(20, ctx.settings.rateLimitMax)) }, async (request, reply) => {
      const violation = cspViolation(request.body);
      if (violation) request.log.warn({ csp: violation, tenant: request.tenant?.id }, 'CSP violation');
      return reply.code(204).send();
    });
  });
}
