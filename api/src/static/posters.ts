// GET /assets/posters/{id}.svg[?dir=ltr|rtl][&layout=card|wide]: the generated artwork of an
// event, highlight, clip or channel (svg.ts poster()). `dir` puts team 1 on the start side of the
// viewer's reading direction (the client asks for its page's; default: the tenant's default
// locale), `layout=wide` is the hero's variant. Every variant is its own URL, so each is cached
// for a day by browsers and the CDN. `{id}.png` is the same artwork as a 1200x675 PNG for link
// previews (Open Graph and X cards do not show SVG), rendered by resvg on first request.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { media, teams } from '../db/schema.ts';
import { sendError } from '../http/errors.ts';
import { poster, type PosterKind } from './svg.ts';

export const POSTER_CACHE = 'public, max-age=86400';

// Rendered PNGs by tenant, id and variant: a preview is fetched by every service a link is pasted
// into; the newest few hundred are kept (each ~30-60 KB).
const pngs = new Map<string, Buffer>();
const PNG_KEEP = 200;

async function toPng(key: string, svg: string): Promise<Buffer> {
  const hit = pngs.get(key);
  if (hit) return hit;
  const { Resvg } = await import('@resvg/resvg-js');
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: 1200 }, font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } }).render().asPng();
  if (pngs.size >= PNG_KEEP) pngs.delete(pngs.keys().next().value!);
  pngs.set(key, png);
  return png;
}

export function posterKind(row: { mediaType: string; status: string; eventType: string }): PosterKind {
  if (row.status === 'channel' || row.eventType === 'channel') return 'channel';
  if (row.mediaType === 'event') return 'event';
  return row.mediaType === 'highlight' || row.mediaType === 'user_highlight' ? 'highlight' : 'clip';
}

export function posterHandler(ctx: Pick<AppContext, 'db'>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const q = request.query as Record<string, unknown>;
    // Hebrew is the one right-to-left locale of the portal (shared/src/i18n RTL_LOCALES)
    const dir = q.dir ?? (request.tenant.default_locale === 'he' ? 'rtl' : 'ltr');
    const layout = q.layout ?? 'card';
    if ((dir !== 'ltr' && dir !== 'rtl') || (layout !== 'card' && layout !== 'wide')) {
      return sendError(reply, 400, 'invalid_query', 'Invalid query: dir is ltr or rtl, layout is card or wide');
    }
    const m = /^(\d{1,12})\.(svg|png)$/.exec((request.params as { file: string }).file);
    const [row] = m ? await ctx.db.select().from(media).where(and(eq(media.id, Number(m[1])), eq(media.tenantId, request.tenant.id))) : [];
    if (!row) return reply.code(404).type('text/plain').send('Not found');
    const ids = [row.team1Id, row.team2Id].filter((x): x is number => x !== null);
    const ts = ids.length ? await ctx.db.select().from(teams).where(and(eq(teams.tenantId, request.tenant.id), inArray(teams.id, ids))) : [];
    const t1 = ts.find((t) => t.id === row.team1Id);
    const t2 = ts.find((t) => t.id === row.team2Id);
    const team = (t: typeof t1) => (t ? { name: t.name, color: t.color, color2: t.color2, shortName: t.shortName } : undefined);
    const body = poster({
      title: row.title,
      sport: row.sportType,
      kind: posterKind(row),
      team1: t1 && t2 ? team(t1) : undefined,
      team2: t1 && t2 ? team(t2) : undefined,
      accent: t1?.color ?? request.tenant.appearance.primary_color,
      dir,
      layout,
    });
    if (m![2] === 'png') {
      const png = await toPng(`${request.tenant.id}|${row.id}|${dir}|${layout}`, body);
      return reply.header('content-type', 'image/png').header('cache-control', POSTER_CACHE).header('x-content-type-options', 'nosniff').send(png);
    }
    return reply.header('content-type', 'image/svg+xml').header('cache-control', POSTER_CACHE).header('x-content-type-options', 'nosniff').send(body);
  };
}
