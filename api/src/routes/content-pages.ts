// GET /api/content/page/:slug?locale=xx: a tenant's content page (about, terms, privacy, FAQ or
// any /info/{type} page) in the viewer's locale, else its base language, else English, else the
// tenant's own language. The body is a structured document (ADR 0019), validated here on the way
// in (seed) and out, so the browser only ever renders text, lists and checked links.
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { LOCALES } from '@portal/shared/contract';
import type { AppContext } from '../context.ts';
import { contentPages } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { ZodTypeProvider } from '../http/validate.ts';

/** Site paths ("/faq/") or https, mailto and tel links; never javascript:, data: or protocol-relative. */
const HREF = /^(?:\/(?!\/)[^\s]*|https:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[0-9 ()-]+)$/;

export const inlineSchema = z
  .object({
    text: z.string().min(1).max(2000),
    href: z.string().max(500).regex(HREF, 'must be a site path, https, mailto or tel link').optional(),
    strong: z.boolean().optional(),
  })
  .strict();
const inlines = z.array(inlineSchema).min(1).max(50);
const paragraph = z.object({ type: z.literal('paragraph'), content: inlines }).strict();
const list = z.object({ type: z.literal('list'), ordered: z.boolean().optional(), items: z.array(inlines).min(1).max(50) }).strict();

/** One block of a page: a section heading, a paragraph, a list, or a question with its answer (FAQ). */
export const blockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string().min(1).max(200) }).strict(),
  paragraph,
  list,
  z
    .object({
      type: z.literal('qa'),
      question: z.string().min(1).max(300),
      answer: z
        .array(z.union([paragraph, list]))
        .min(1)
        .max(20),
    })
    .strict(),
]);
export const documentSchema = z.array(blockSchema).min(1).max(200);
export type ContentBlock = z.infer<typeof blockSchema>;

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const params = z.object({ slug: z.string().max(60).regex(SLUG, 'must be lower-case letters, digits and single hyphens') });
// Not strict: ?tenant= (local tenant override) travels on any URL.
const query = z.object({ locale: z.enum(LOCALES).optional() });

/** The locales to try, best first: fr-CA → fr-CA, fr, en, then the tenant's language. */
export function localeChain(requested: string, tenantDefault: string): string[] {
  const base = requested.split('-')[0]!;
  return [...new Set([requested, ...(LOCALES as readonly string[]).filter((l) => l === base), 'en', tenantDefault])];
}

export function contentPageRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get('/api/content/page/:slug', { schema: { params, querystring: query } }, async (request, reply) => {
    const { slug } = request.params;
    const tenant = request.tenant;
    const requested = request.query.locale ?? tenant.default_locale;
    const rows = await ctx.db
      .select()
      .from(contentPages)
      .where(and(eq(contentPages.tenantId, tenant.id), eq(contentPages.slug, slug)));
    const row = localeChain(requested, tenant.default_locale)
      .map((l) => rows.find((r) => r.locale === l))
      .find(Boolean);
    if (!row) throw new ApiError(404, 'content_page_not_found', `No page "${slug}" for this portal`);
    const body = documentSchema.safeParse(row.body);
    if (!body.success) {
      request.log.error({ slug, locale: row.locale, issues: body.error.issues.slice(0, 3) }, 'stored content page fails its schema');
      throw new ApiError(500, 'content_page_invalid', 'This page cannot be shown right now');
    }
    // Private: the tenant may come from a cookie (?tenant=), so a shared cache must not keep it.
    reply.header('cache-control', 'private, max-age=60');
    return {
      content: {
        slug: row.slug,
        locale: row.locale,
        requestedLocale: requested,
        fallback: row.locale !== requested,
        title: row.title,
        updatedAt: row.updatedAt.toISOString(),
        body: body.data,
      },
    };
  });
}
