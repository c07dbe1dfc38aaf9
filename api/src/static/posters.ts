// GET /assets/posters/{id}.svg[?dir=ltr|rtl][&layout=card|wide]: the generated artwork of an
// event, highlight, clip or channel (svg.ts poster()). `dir` puts team 1 on the start side of the
// viewer's reading direction (the client asks for its page's; default: the tenant's default
// locale), `layout=wide` is the hero's variant. Every variant is its own URL, so each is cached
// for a day by browsers and the CDN. `{id}.png` is the same artwork as a 1200x675 PNG for link
// previews (Open Graph and X cards do not show SVG), rendered by resvg on first request.
// Who may see a poster is media/visibility.ts's decision, as in the JSON API: a user's own clip is
// drawn only through the signed URL its owner's JSON carries (cached `private`); without it, or
// for another tenant's id, the answer is the missing poster's 404.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { teams } from '../db/schema.ts';
import { isUserMedia } from '../media/access.ts';
import { mediaSignerOf } from '../media/signing.ts';
import { askerOf, OWNER_BY_SIGNATURE, posterSignaturePrefix, visibleMediaRow } from '../media/visibility.ts';
import { sendError } from '../http/errors.ts';
import { poster, type PosterKind } from './svg.ts';

export const POSTER_CACHE = 'public, max-age=86400';
/** A user's clip poster, for its owner only: never kept by shared caches. */
export const OWN_POSTER_CACHE = 'private, max-age=3600';

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

export function posterHandler(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const q = request.query as Record<string, unknown>;
    // Hebrew is the one right-to-left locale of the portal (shared/src/i18n RTL_LOCALES)
    const dir = q.dir ?? (request.tenant.default_locale === 'he' ? 'rtl' : 'ltr');
    const layout = q.layout ?? 'card';
    if ((dir !== 'ltr' && dir !== 'rtl') || (layout !== 'card' && layout !== 'wide')) {
      return sendError(reply, 400, 'invalid_query', 'Invalid query: dir is ltr or rtl, layout is card or wide');
    }
    const m = /^(\d{1,12})\.(svg|png)$/.exec((request.params as { file: string }).file);
    const id = m ? Number(m[1]) : 0;
    // The owner of a user clip is proven by the signature of their JSON's poster URL (an <img> sends no token).
    const signed = m && mediaSignerOf(ctx)?.check(posterSignaturePrefix(id), request.tenant.id, q.exp, q.sig, ctx.settings.now()) === null;
    const row = m ? await visibleMediaRow(ctx.db, signed ? OWNER_BY_SIGNATURE(request.tenant.id) : askerOf(request), id) : undefined;
    if (!row) return reply.code(404).header('cache-control', 'no-store').type('text/plain').send('Not found');
    const cache = isUserMedia(row) ? OWN_POSTER_CACHE : POSTER_CACHE;
    const ids = [row.team1Id, row.team2Id].filter((x): x is number => x !== null);
    const ts = ids.length
      ? await ctx.db
          .select()
          .from(teams)
          .where(and(eq(teams.tenantId, request.tenant.id), inArray(teams.id, ids)))
      : [];
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
      const png = await toPng(`${request.tenant.id}|${row.id}|${dir}|${layout}|${row.title}`, body);
      return reply.header('content-type', 'image/png').header('cache-control', cache).header('x-content-type-options', 'nosniff').send(png);
    }
    return reply.header('content-type', 'image/svg+xml').header('cache-control', cache).header('x-content-type-options', 'nosniff').send(body);
  };
}
