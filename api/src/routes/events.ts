// Events: list with the filters of api/README.md, get by id, grouped sport count, related videos,
// stats, commerce options and a channel programme guide.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, arrayOverlaps, asc, count, desc, eq, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { deliverReminders } from '../live/reminders.ts';
import { contracts, media, subscriptions, teams } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { paged, zId, type ZodTypeProvider } from '../http/validate.ts';
import { optionalAuth } from '../http/auth.ts';
import { requestOrigin } from '../http/origin.ts';
import { lookupFor, mediaJson, planUnlocks, subscriptionJson, type MediaViewer } from '../content/serialize.ts';
import { availableInRegion, viewerCountry } from '../content/region.ts';
import { isOpenMedia, mediaAccessOf } from '../media/access.ts';
import { matchStats } from '../live/stats.ts';
import { commerceEnabled } from './commerce.ts';
import { PublicCache, publicCacheOf } from '../cache/public-cache.ts';
import { askerOf, mayViewMedia } from '../media/visibility.ts';
import { withJsonEtags } from '../cache/etag.ts';

const scalar = z.union([z.string(), z.number(), z.boolean()]);
/** A filter value: one value, a list, or a ','/'|'-separated string. */
const multi = z.union([scalar, z.array(scalar)]).transform((v) =>
  (Array.isArray(v) ? v : [v])
    .flatMap((x) => String(x).split(/[,|]/))
    .map((x) => x.trim())
    .filter(Boolean),
);
const multiInt = multi.pipe(z.array(z.string().regex(/^\d+$/, 'must be integer ids').transform(Number)));

// No prototype: a status of "__proto__" or "constructor" from a query is unknown, not an object (found by the fuzzer).
const STATUS_ALIASES: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, {
  live: 'live',
  upcoming: 'upcoming',
  archived: 'archived',
  archive: 'archived',
  vod: 'archived',
  ended: 'archived',
  finished: 'archived',
  channel: 'channel',
});

export const eventListSchema = z
  .object({
    page: z.coerce.number().int().min(0).max(100000).default(0),
    size: z.coerce.number().int().min(1).max(200).default(10),
    sort: z.enum(['order', 'added', 'title', 'created', 'date']).default('date'),
    order: z.enum(['asc', 'desc']).optional(),
    next: z.unknown().optional(),
    count: z.unknown().optional(),
    'identities.id': multiInt.optional(),
    'identities.type': z.string().max(40).optional(),
    media_type: multi.pipe(z.array(z.enum(['event', 'clip', 'highlight', 'user_clip', 'user_highlight']))).optional(),
    'search.teams.id': multiInt.optional(),
    event_id: multiInt.optional(),
    sportType: multi.optional(),
    event_date: z
      .string()
      .regex(/^\d*~\d*$/, "must be 'fromMs~toMs'")
      .optional(),
    status: multi.optional(),
    eventType: multi.optional(),
    search: z.string().max(200).optional(),
    isHomePage: z.unknown().optional(),
    extendLiveWithStats: z.unknown().optional(),
  })
  .strict();

export type EventListInput = z.infer<typeof eventListSchema>;

/** Accepts the filters at the top level or inside `filters` (both shapes exist in clients). */
export function flattenFilters(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const { filters, ...rest } = body as Record<string, unknown>;
  const inner = filters && typeof filters === 'object' && !Array.isArray(filters) ? (filters as Record<string, unknown>) : {};
  // nested objects like { identities: { id: [...] } } become dotted keys
  const out: Record<string, unknown> = {};
  const walk = (obj: Record<string, unknown>, prefix: string) => {
    for (const [k, v] of Object.entries(obj)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (v && typeof v === 'object' && !Array.isArray(v) && ['identities', 'search', 'teams', 'search.teams'].includes(key))
        walk(v as Record<string, unknown>, key);
      else out[key] = v;
    }
  };
  walk(rest, '');
  walk(inner, '');
  return out;
}

/** Users' own clips and highlights: private, listed only by the owner's user_list. */
const USER_MEDIA = ['user_clip', 'user_highlight'];

export function buildMediaConditions(tenantId: string, f: EventListInput, defaultTypes: string[]): SQL[] {
  const where: SQL[] = [eq(media.tenantId, tenantId)];
  // A public list asked for user media (`media_type: ['user_clip']`) lists none: only a route
  // whose own types are user media (clip/user_list, which adds the owner) may read them.
  const ownerRoute = defaultTypes.some((t) => USER_MEDIA.includes(t));
  const types = (f.media_type?.length ? f.media_type : defaultTypes).filter((t) => ownerRoute || !USER_MEDIA.includes(t));
  where.push(types.length ? inArray(media.mediaType, types) : sql`false`);
  if (f['identities.id']?.length) where.push(arrayOverlaps(media.identityIds, f['identities.id']));
  else if (f['identities.type'] && f['identities.type'] !== 'all') {
    const t = f['identities.type'];
    where.push(sql`exists (select 1 from identities i where i.id = any(${media.identityIds}) and (i.kind = ${t} or i.media_type = ${t}))`);
  }
  if (f['search.teams.id']?.length) {
    where.push(or(inArray(media.team1Id, f['search.teams.id']), inArray(media.team2Id, f['search.teams.id']))!);
  }
  if (f.event_id?.length) where.push(inArray(media.id, f.event_id));
  if (f.sportType?.length)
    where.push(
      inArray(
        media.sportType,
        f.sportType.map((s) => s.toLowerCase()),
      ),
    );
  const statuses: string[] = [];
  const eventTypes: string[] = [];
  for (const s of [...(f.status ?? []), ...(f.eventType ?? [])]) {
    const k = STATUS_ALIASES[s.toLowerCase()];
    if (k) statuses.push(k);
    else eventTypes.push(s);
  }
  if (statuses.length) where.push(inArray(media.status, statuses));
  if (eventTypes.length) where.push(inArray(media.eventType, eventTypes));
  if (f.event_date) {
    const [from, to] = f.event_date.split('~');
    if (from) where.push(gte(media.startAt, new Date(Number(from))));
    if (to) where.push(lte(media.startAt, new Date(Number(to))));
  }
  if (f.search?.trim()) {
    // What the search hint promises: title, team (name, short name, city), league/category and sport,
    // any case and accents ("munchen" finds "München") on both sides of the comparison.
    const like = `%${foldText(f.search.trim()).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(${folded(media.title)} like ${like} or ${folded(media.sportType)} like ${like}
        or exists (select 1 from teams t where t.id in (${media.team1Id}, ${media.team2Id}) and (${folded(sql`t.name`)} like ${like} or ${folded(sql`t.short_name`)} like ${like} or ${folded(sql`t.city`)} like ${like}))
        or exists (select 1 from identities i where i.id = any(${media.identityIds}) and ${folded(sql`i.title`)} like ${like}))`,
    );
  }
  return where;
}

// Accent folding without an extension (PGlite has no unaccent): one character for one in SQL's
// translate(), the same table in JS for the query, so both sides compare the same text.
const ACCENTED = 'ÀÁÂÃÄÅàáâãäåĀāĂăĄąÇçĆćČčĎďÈÉÊËèéêëĒēĖėĘęĚěÌÍÎÏìíîïĪīĮįŁłŃńÑñŇňÒÓÔÕÖØòóôõöøŌōŐőŔŕŘřŚśŠšŞşŤťÙÚÛÜùúûüŪūŮůŰűŲųÝýÿŹźŻżŽžß';
const PLAIN = 'AAAAAAaaaaaaAaAaAaCcCcCcDdEEEEeeeeEeEeEeEeIIIIiiiiIiIiLlNnNnNnOOOOOOooooooOoOoRrRrSsSsSsTtUUUUuuuuUuUuUuUuYyyZzZzZzs';
const FOLD = new Map([...ACCENTED].map((c, i) => [c, PLAIN[i]!]));
/** Lower case without accents (the JS side of `folded`). */
export const foldText = (v: string) =>
  [...v]
    .map((c) => FOLD.get(c) ?? c)
    .join('')
    .toLowerCase();
const folded = (column: SQL | typeof media.title | typeof media.sportType) => sql`lower(translate(coalesce(${column}, ''), ${ACCENTED}, ${PLAIN}))`;

/**
 * Order of a list. A search (without an explicit order) ranks as the viewer expects a search to:
 * live first, then upcoming by start (soonest first), then the rest by date, newest first.
 */
export function mediaOrder(f: EventListInput) {
  if (f.search?.trim() && !f.order && f.sort === 'date') {
    return [
      sql`case ${media.status} when 'live' then 0 when 'upcoming' then 1 else 2 end`,
      sql`case when ${media.status} = 'upcoming' then ${media.startAt} end asc nulls last`,
      desc(media.startAt),
      desc(media.id),
    ];
  }
  const onlyUpcoming = f.status?.length && f.status.every((s) => STATUS_ALIASES[s.toLowerCase()] === 'upcoming');
  const dir = f.order ?? (onlyUpcoming ? 'asc' : 'desc');
  const by = dir === 'asc' ? asc : desc;
  const column = { order: media.sortOrder, added: media.createdAt, created: media.createdAt, title: media.title, date: media.startAt }[f.sort];
  return [by(column), by(media.id)];
}

/** What the content JSON depends on besides the row: sign-in, the tenant's ads flag, the clock. */
export const viewerOf = (ctx: AppContext, request: FastifyRequest): MediaViewer => ({
  signedIn: Boolean(request.auth),
  adsEnabled: request.tenant.enable_ads,
  now: ctx.settings.now(),
  entitlements: request.entitlements,
  country: viewerCountry(request),
  media: mediaAccessOf(ctx, request),
});

export async function listMedia(
  ctx: AppContext,
  request: FastifyRequest,
  f: EventListInput,
  defaultTypes: string[],
  extra: SQL[] = [],
  opts: { cached?: boolean } = {},
) {
  const load = async () => {
    const where = and(...buildMediaConditions(request.tenant.id, f, defaultTypes), ...extra);
    const [rows, [{ n } = { n: 0 }]] = await Promise.all([
      ctx.db
        .select()
        .from(media)
        .where(where)
        .orderBy(...mediaOrder(f))
        .limit(f.size)
        .offset(f.page * f.size),
      ctx.db.select({ n: count() }).from(media).where(where),
    ]);
    return { rows, n, lookup: await lookupFor(ctx.db, request.tenant.id, rows) };
  };
  // Rows only (viewer-free) are cached; mediaJson below applies this viewer (ADR 0023). Typed
  // searches are not: rarely repeated, and each would hold an entry.
  const cache = opts.cached && !extra.length && !f.search?.trim() ? publicCacheOf(ctx) : undefined;
  const { rows, n, lookup } = cache ? await cache.read(request.tenant.id, PublicCache.key(['list', defaultTypes, f]), load) : await load();
  const origin = requestOrigin(request);
  const viewer = viewerOf(ctx, request);
  return paged(
    rows.map((r) => mediaJson(r, lookup, origin, viewer)),
    Number(n),
    f.page,
    f.size,
  );
}

/** A row by id, or by reference id (`{ referenceId }`), among the given media types of the request's tenant. */
export async function getMediaJson(
  ctx: AppContext,
  request: FastifyRequest,
  key: number | { referenceId: string },
  types: string[],
  context: string,
  opts: { cached?: boolean } = {},
) {
  const id = typeof key === 'number' ? key : key.referenceId;
  const load = async () => {
    const [found] = await ctx.db
      .select()
      .from(media)
      .where(
        and(
          typeof key === 'number' ? eq(media.id, key) : eq(media.referenceId, key.referenceId),
          eq(media.tenantId, request.tenant.id),
          inArray(media.mediaType, types),
        ),
      );
    return { row: found, lookup: found ? await lookupFor(ctx.db, request.tenant.id, [found]) : undefined };
  };
  const cache = opts.cached ? publicCacheOf(ctx) : undefined;
  const { row, lookup } = cache ? await cache.read(request.tenant.id, PublicCache.key(['row', key, types]), load) : await load();
  if (!row) throw new ApiError(404, `${context}_not_found`, `${context[0]!.toUpperCase()}${context.slice(1)} ${id} not found`);
  // the same decision as every server renderer (media/visibility.ts): another user's clip is a 404
  if (!mayViewMedia(row, askerOf(request))) {
    throw new ApiError(404, `${context}_not_found`, `${context[0]!.toUpperCase()}${context.slice(1)} ${id} not found`);
  }
  return { row, json: mediaJson(row, lookup!, requestOrigin(request), viewerOf(ctx, request)) };
}

/** get_by_id (api/README.md): the path's value is an id, or a reference id with `idType=referenceId`. */
export const byIdParams = z.object({ id: z.string().min(1).max(100) });
export const byIdQuery = z.object({
  idType: z.enum(['id', 'referenceId']).default('id'),
  media_type: multi.pipe(z.array(z.enum(['event', 'clip', 'highlight', 'user_clip', 'user_highlight']))).optional(),
});

/**
 * The lookup key and media types of a get_by_id call: `media_type` narrows the types the path
 * serves (asking the event path for a highlight is a 400: highlights are on the clip path).
 */
export function lookupKey(
  value: string,
  query: z.infer<typeof byIdQuery>,
  pathTypes: string[],
  context: string,
): [number | { referenceId: string }, string[], string] {
  let key: number | { referenceId: string };
  if (query.idType === 'referenceId') key = { referenceId: value };
  else {
    const parsed = zId.safeParse(value);
    if (!parsed.success) throw new ApiError(400, 'invalid_params', 'Invalid path: id: must be a positive integer (or pass idType=referenceId)');
    key = parsed.data;
  }
  const wrong = query.media_type?.filter((t) => !pathTypes.includes(t)) ?? [];
  if (wrong.length) throw new ApiError(400, 'invalid_query', `Invalid query: media_type: ${wrong.join(', ')} is not served here (${pathTypes.join(', ')})`);
  return [key, query.media_type?.length ? query.media_type : pathTypes, context];
}

function parseEventList(request: FastifyRequest) {
  const flat = flattenFilters(request.body ?? {});
  const result = eventListSchema.safeParse(flat);
  if (!result.success) {
    const msg = result.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`)
      .join('; ');
    throw new ApiError(400, 'invalid_body', `Invalid request body: ${msg}`);
  }
  return result.data;
}

/** Plans the user holds a contract for that has not ended (a renewal that starts later counts too). */
async function heldPlanIds(ctx: AppContext, tenantId: string, userId: number): Promise<Set<number>> {
  const rows = await ctx.db
    .select({ id: contracts.subscriptionId })
    .from(contracts)
    .where(and(eq(contracts.tenantId, tenantId), eq(contracts.userId, userId), gt(contracts.endAt, new Date(ctx.settings.now()))));
  return new Set(rows.map((r) => r.id));
}

export function eventRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const pre = { preValidation: optionalAuth(ctx) };

  // The two cached public reads answer with an ETag of this viewer's bytes (ADR 0023).
  withJsonEtags(server, (scope) => {
    const tagged = scope.withTypeProvider<ZodTypeProvider>();
    tagged.post('/api/event/list', pre, async (request) => {
      if (request.body !== undefined && (typeof request.body !== 'object' || Array.isArray(request.body))) {
        throw new ApiError(400, 'invalid_body', 'The request body must be a JSON object');
      }
      const f = parseEventList(request);
      return { content: await listMedia(ctx, request, f, ['event'], [], { cached: true }) };
    });

    tagged.get('/api/event/get_by_id/id/:id', { ...pre, schema: { params: byIdParams, querystring: byIdQuery } }, async (request) => {
      return { content: (await getMediaJson(ctx, request, ...lookupKey(request.params.id, request.query, ['event'], 'event'), { cached: true })).json };
    });
  });

  app.get('/api/event/grouped_sport_count', { ...pre, schema: { querystring: z.object({ status: z.string().max(40).optional() }) } }, async (request) => {
    const q = request.query;
    const status = STATUS_ALIASES[(q.status ?? 'live').toLowerCase()];
    if (!status) throw new ApiError(400, 'invalid_query', 'Invalid query: status: unknown status');
    const rows = await db
      .select({ sportType: media.sportType, n: count() })
      .from(media)
      .where(and(eq(media.tenantId, request.tenant.id), eq(media.mediaType, 'event'), eq(media.status, status)))
      .groupBy(media.sportType)
      .orderBy(media.sportType);
    return { content: rows.map((r) => ({ sportType: r.sportType, count: Number(r.n) })) };
  });

  app.get(
    '/api/vod/get_related_videos',
    { ...pre, schema: { querystring: z.object({ id: zId, size: z.coerce.number().int().min(1).max(50).default(12) }) } },
    async (request) => {
      const q = request.query;
      const { row } = await getMediaJson(ctx, request, q.id, ['event', 'clip', 'highlight'], 'event');
      const f = eventListSchema.parse({ size: q.size, status: 'archived' });
      const extra = [sql`${media.id} <> ${row.id}`];
      if (row.identityIds.length) extra.push(arrayOverlaps(media.identityIds, row.identityIds));
      else extra.push(eq(media.sportType, row.sportType));
      return { content: await listMedia(ctx, request, f, ['event'], extra) };
    },
  );

  app.get(
    '/api/event/stats',
    { ...pre, schema: { querystring: z.object({ id: zId, score: z.unknown().optional(), overview: z.unknown().optional() }) } },
    async (request) => {
      const q = request.query;
      const { row, json } = await getMediaJson(ctx, request, q.id, ['event'], 'event');
      if (row.status === 'upcoming' || row.status === 'channel' || row.score1 === null || row.score2 === null) {
        return { content: { vidswap: { 'game-scores': null, 'game-overview': null } } };
      }
      return {
        content: {
          vidswap: matchStats(row.id, row.sportType, [row.score1, row.score2], [json.team1Name ?? '', json.team2Name ?? ''], request.tenant.default_locale),
        },
      };
    },
  );

  app.get('/api/event/get_commerce_options', { ...pre, schema: { querystring: z.object({ eventId: zId }) } }, async (request) => {
    const q = request.query;
    const { row, json } = await getMediaJson(ctx, request, q.eventId, ['event'], 'event');
    const offers: unknown[] = [];
    // Nothing to sell when the tenant has commerce off, or the viewer already has access (issue 13).
    if (!commerceEnabled(request.tenant) || json.availableForUser) return { content: paged(offers, 0, 0, 1) };
    if (row.commerceCoverage === 'commerce_ppv_media' || row.commerceCoverage === 'commerce_transactional_media') {
      offers.push({
        id: row.id,
        productId: row.id,
        eventId: row.id,
        title: row.title,
        description: 'Single event access (pay-per-view)',
        price: row.price === null ? 0 : Number(row.price),
        currency: row.currency ?? 'N/A',
        type: 'ppv',
        isActive: true,
        isCanceled: false,
        isEventAvailableInUserRegion: availableInRegion(row.allowedCountries, viewerCountry(request)),
      });
    }
    // Plans on sale that unlock this event by the access rule itself (planUnlocks: never a pay-per-view
    // event, only plans whose leagues include it), less any plan the viewer already holds (issue 27).
    const subs = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.tenantId, request.tenant.id), eq(subscriptions.isActive, true)))
      .orderBy(asc(subscriptions.sortOrder));
    const unlocking = subs.filter((s) => planUnlocks(s.allowedIdentityIds, row));
    const held = unlocking.length && request.auth ? await heldPlanIds(ctx, request.tenant.id, request.auth.user.id) : new Set<number>();
    for (const s of unlocking) if (!held.has(s.id)) offers.push({ ...subscriptionJson(s), eventId: row.id });
    return { content: paged(offers, offers.length, 0, Math.max(offers.length, 1)) };
  });

  // Development only: start an event now (upcoming -> live) and push the socket messages the
  // player listens to, so the live flow can be exercised end to end before real ingest exists.
  // Registered in development mode only; loopback clients only (http/dev-routes.ts).
  if (ctx.settings.devMode)
    app.post('/api/dev/event/:id/start', { schema: { params: z.object({ id: zId }) } }, async (request) => {
      if (request.tenant.environment !== 'development') {
        throw new ApiError(404, 'not_found', `No API route POST ${request.url.split('?')[0]}`);
      }
      const { id } = request.params;
      const [row] = await db
        .update(media)
        .set({ status: 'live', startAt: new Date(), gameStartAt: new Date(), seedOffsetMinutes: null })
        .where(and(eq(media.id, id), eq(media.tenantId, request.tenant.id), eq(media.mediaType, 'event')))
        .returning();
      if (!row) throw new ApiError(404, 'event_not_found', `Event ${id} not found`);
      const { json } = await getMediaJson(ctx, request, id, ['event'], 'event');
      // as the scheduler does: a protected stream's signed URL is this caller's, never the room's (ADR 0029)
      const open = isOpenMedia(row);
      ctx.realtime.emitToEvent(request.tenant.id, id, 'event-url-change', { eventId: id, eventUrl: open ? json.source.hd : '' });
      ctx.realtime.emitToEvent(request.tenant.id, id, 'update-event', open ? { eventId: id, event: json } : { eventId: id });
      await deliverReminders(ctx, row); // as the scheduler does when it goes live (issue 15 item 3)
      return { content: json };
    });

  // The channel's programme guide: XMLTV (`?format=xmltv`, the broadcast standard) or its JSON rendering
  // (default): one entry per XMLTV <programme> with id, title (<title>), description (<desc>), start and end
  // (`start`/`stop`, ISO 8601). Two-hour slots from two hours before now (settings.now).
  app.get(
    '/api/channel/epg/:id',
    { schema: { params: z.object({ id: zId }), querystring: z.object({ format: z.enum(['json', 'xmltv']).default('json') }) } },
    async (request, reply) => {
      const { id } = request.params;
      const [row] = await db
        .select()
        .from(media)
        .where(and(eq(media.id, id), eq(media.tenantId, request.tenant.id), eq(media.status, 'channel')));
      if (!row) throw new ApiError(404, 'channel_not_found', `Channel ${id} not found`);
      const rival = await db.select().from(teams).where(eq(teams.tenantId, request.tenant.id)).limit(12);
      const start = new Date(ctx.settings.now());
      start.setMinutes(0, 0, 0);
      start.setHours(start.getHours() - 2);
      const programmes = Array.from({ length: 12 }, (_, i) => {
        const a = rival[(i * 2 + id) % Math.max(rival.length, 1)];
        const b = rival[(i * 2 + 1 + id) % Math.max(rival.length, 1)];
        const from = new Date(start.getTime() + i * 2 * 3600_000);
        return {
          id: `${id}-${i}`,
          title: a && b ? `${a.name} – ${b.name}` : `${row.title} #${i + 1}`,
          description: i % 3 === 0 ? 'Replay' : i % 3 === 1 ? 'Magazine' : 'Classic match',
          start: from.toISOString(),
          end: new Date(from.getTime() + 2 * 3600_000).toISOString(),
        };
      });
      if (request.query.format === 'xmltv') {
        const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
        // XMLTV times: YYYYMMDDhhmmss +0000
        const xmltvTime = (iso: string) => `${iso.slice(0, 19).replace(/[-:T]/g, '')} +0000`;
        const channel = `${request.tenant.id}-${id}`;
        const xml = [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<tv generator-info-name="portal-api">',
          `  <channel id="${channel}"><display-name>${esc(row.title)}</display-name></channel>`,
          ...programmes.map(
            (p) =>
              `  <programme start="${xmltvTime(p.start)}" stop="${xmltvTime(p.end)}" channel="${channel}"><title>${esc(p.title)}</title><desc>${esc(p.description)}</desc></programme>`,
          ),
          '</tv>',
        ].join('\n');
        return reply.type('application/xml; charset=utf-8').send(xml);
      }
      return { content: { channelId: id, programmes } };
    },
  );
}
