// The portal origin's non-API part: the shell (static files through @fastify/static, with
// precompressed .br/.gz variants; index.html rendered per request with a CSP nonce), tenant
// logos, generated artwork, and the trailing-slash redirect rule of docs/product.md.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { isShellPage, LOCALES, type PublicTenantConfig, type ResolvedRemote } from '@portal/shared/contract';
import type { AppContext } from '../context.ts';
import { CSP_REPORT_PATH } from '../routes/csp-report.ts';
import { identities, media, teams } from '../db/schema.ts';
import { parseCookies, publicTenantConfig, type TenantConfig } from '../tenants.ts';
import { requestOrigin } from '../http/origin.ts';
import { sameOriginPath } from '../http/safe-redirect.ts';
import { isFile, shellCachePolicy, STATIC_DEFAULTS } from './files.ts';
import { posterHandler } from './posters.ts';
import { shareMetaTags } from './share-meta.ts';
import { leagueBadge, teamCrest } from './svg.ts';
import {
  firstPaintOf,
  readRoutesManifest,
  recordChecks,
  type FirstPaintDeclaration,
  remoteFolder,
  resolvePage,
  readJsonFile,
  type RecordKind,
} from './page-routes.ts';
import {
  entryScripts,
  escapeHtml,
  inlineConfigTag,
  posterPreloads,
  posterVariants,
  preloadTags,
  remoteBootUrls,
  shellBootFiles,
  type MfManifest,
} from './preloads.ts';
import { firstPaintMarkup, firstPaintStyle, type FirstPaintPage } from './first-paint.ts';
import { FLOOR_ATTRIBUTE, isFloorRequest } from './floor.ts';
import { sendError } from '../http/errors.ts';
import { askerOf, visibleMediaRow } from '../media/visibility.ts';

const NO_REDIRECT_PREFIXES = ['/api', '/ws', '/assets', '/media'];

/**
 * docs/product.md: a GET with a query string and no trailing slash redirects to the path with one, on the
 * portal's own origin only (`//evil.example?x` would be `//evil.example/?x`: another host). A path
 * that could be read as another host is not redirected; it is the page's 404.
 */
export function trailingSlashTarget(method: string, url: string): string | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  const q = url.indexOf('?');
  if (q < 0) return undefined;
  const path = url.slice(0, q);
  if (path.endsWith('/')) return undefined;
  if (NO_REDIRECT_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) return undefined;
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (last.includes('.')) return undefined;
  return sameOriginPath(`${path}/${url.slice(q)}`) ?? undefined;
}

/** Origins a tenant's configuration adds: remotes served from other CDNs, its survey form, its SSO providers. */
export interface TenantOrigins {
  remotes: string[];
  frames: string[];
  sso: string[];
  /** Error reporting and GA4: only for tenants that configure them. */
  telemetry?: { scripts: string[]; connect: string[]; images: string[] };
}

// Google's documented origins for GA4 through gtag.js.
const GA4 = {
  scripts: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  images: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

const originOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : null;
  } catch {
    return null;
  }
};

export function tenantOrigins(
  config: Pick<PublicTenantConfig, 'remotes' | 'user_survey_form_url' | 'sso'> & {
    app_config?: Pick<PublicTenantConfig['app_config'], 'app_id_for_ga4' | 'sentry_dsn'>;
  },
): TenantOrigins {
  const unique = (list: Array<string | null>) => [...new Set(list.filter((x): x is string => Boolean(x)))];
  const ga4 = Boolean(config.app_config?.app_id_for_ga4);
  return {
    telemetry: {
      scripts: ga4 ? GA4.scripts : [],
      connect: unique([originOf(config.app_config?.sentry_dsn), ...(ga4 ? GA4.connect : [])]),
      images: ga4 ? GA4.images : [],
    },
    remotes: unique(config.remotes.filter((r) => r.enabled).map((r) => originOf(r.manifestUrl))),
    frames: unique([originOf(config.user_survey_form_url)]),
    sso: unique(Object.values(config.sso ?? {}).flatMap((p) => (p ? [originOf(p.authorization_endpoint), originOf(p.token_endpoint)] : []))),
  };
}

/**
 * Pages keep other origins' windows away from them but may still open the SSO popup and hear
 * from it. The callback page the popup lands on is the exception: it must stay in the popup's
 * browsing context group (a COOP change on that navigation would cut `window.opener`).
 */
export const openerPolicy = (url: string): string => (url.startsWith('/auth/oauth2/callback/') ? 'unsafe-none' : 'same-origin-allow-popups');

export function contentSecurityPolicy(
  nonce: string,
  requestHost: string,
  o: AppContext['origins'],
  t: TenantOrigins = { remotes: [], frames: [], sso: [] },
): string {
  const list = (...items: string[]) => [...new Set(items)].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${list(o.cdn, o.cards, ...t.remotes, ...(t.telemetry?.scripts ?? []))}`,
    `style-src 'self' 'nonce-${nonce}'`,
    // the survey form's origin too: the shell probes it with an opaque request (a refused
    // connection still fires 'load' on the frame).
    `connect-src 'self' ${list(o.cdn, ...t.remotes, `ws://${requestHost}`, o.idp, ...t.sso, o.survey, ...t.frames, ...(t.telemetry?.connect ?? []))}`,
    `img-src 'self' data: blob: ${list(o.cdn, ...(t.telemetry?.images ?? []))}`,
    `font-src 'self' ${o.cdn}`,
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    `frame-src ${list(o.survey, o.cards, o.idp, ...t.frames)}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action 'self' ${list(o.idp, ...t.sso)}`,
    // Violations are posted back and logged (api/src/routes/csp-report.ts): report-uri for
    // every browser, report-to (with the Reporting-Endpoints header) where supported.
    `report-uri ${CSP_REPORT_PATH}`,
    'report-to csp',
  ].join('; ');
}

/** What the server adds to the page's <head>: preload tags early, the inline configuration last. */
export interface ShellHtmlExtras {
  preloads?: string;
  /** Link-preview tags (Open Graph, X cards) of a shareable page. */
  meta?: string;
  config?: PublicTenantConfig;
  /** The server's picture of the page's top, shown in #root until the shell's first commit (first-paint.ts). */
  firstPaint?: string;
  /**
   * theme-boot.js's text, written inline: a script in <head> blocks the first paint until it has
   * arrived, one more round trip before anything shows (ADR 0038). The CSP nonce covers it.
   */
  themeBoot?: string;
  /** The stack's floor page (floor.ts): #root carries the attribute the shell's entry reads. */
  floor?: boolean;
}

/** The page's locale: the viewer's cookie when it names one of ours, else the tenant's default. */
function pageLocale(tenant: TenantConfig, cookieHeader: string | undefined): string {
  const cookieLocale = parseCookies(cookieHeader).portal_locale;
  return cookieLocale && (LOCALES as readonly string[]).includes(cookieLocale) ? cookieLocale : tenant.default_locale;
}

const htmlDir = (tenant: TenantConfig, cookieHeader: string | undefined) => (pageLocale(tenant, cookieHeader) === 'he' ? 'rtl' : 'ltr');

export function renderShellHtml(template: string, tenant: TenantConfig, cookieHeader: string | undefined, nonce: string, extras: ShellHtmlExtras = {}): string {
  const locale = pageLocale(tenant, cookieHeader);
  const colorMode = tenant.enable_white_theme ? tenant.default_color_mode : 'dark';
  return template
    .replaceAll('__CSP_NONCE__', nonce)
    .replaceAll('__HTML_LANG__', locale)
    .replaceAll('__HTML_DIR__', locale === 'he' ? 'rtl' : 'ltr')
    .replaceAll('__TENANT_ID__', tenant.id)
    .replaceAll('__TENANT_NAME__', escapeHtml(tenant.name))
    .replaceAll('__DEFAULT_COLOR_MODE__', colorMode)
    .replaceAll('__WHITE_THEME__', String(tenant.enable_white_theme))
    .replace('</title>', () => `</title>${extras.meta ? `\n    ${extras.meta}` : ''}${extras.preloads ? `\n    ${extras.preloads}` : ''}`)
    .replace(
      '</head>',
      () =>
        `${extras.firstPaint ? `  <style nonce="${nonce}">${firstPaintStyle()}</style>\n` : ''}${extras.config ? `  ${inlineConfigTag(extras.config)}\n` : ''}  </head>`,
    )
    .replace('<div id="root"></div>', () => `<div id="root"${extras.floor ? ` ${FLOOR_ATTRIBUTE}` : ''}>${extras.firstPaint ?? ''}</div>`)
    .replace(`<script nonce="${nonce}" src="/theme-boot.js"></script>`, (tag) =>
      extras.themeBoot ? `<script nonce="${nonce}">${extras.themeBoot.replace(/<\/(script)/gi, '<\\/$1')}</script>` : tag,
    );
}

const ASSET_CACHE = 'public, max-age=3600';

/**
 * Levers of the first page a benchmark may switch off to measure each one against the others
 * (bench/lighthouse.mjs --disable): inline-config, preload (all), lcp-image, first-paint. Read per request.
 */
const leverList = (value: string | undefined) => new Set((value ?? '').split(',').filter(Boolean));
const disabledLevers = () => leverList(process.env.PORTAL_DISABLE_LEVERS);
/**
 * Levers off by default that a benchmark may switch on (--enable): shell-preload, the shell's boot
 * scripts preloaded from the HTML of a page whose first paint has an image. Measured (ADR 0038): they
 * took the slow link from that image and the remote's files (Lighthouse's LCP 2.2–2.4 s with them,
 * 1.4–1.8 s without); on pages without a pictured image they still come first and help.
 */
const enabledLevers = () => leverList(process.env.PORTAL_ENABLE_LEVERS);

/** Posters of a list's first row at most (four columns of the grid on the widest page). */
const LIST_PICTURED = 4;

const readTextFile = (file: string): string | undefined => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);

const notFoundText = (reply: FastifyReply) => reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');

export async function portalStaticRoutes(app: FastifyInstance, ctx: AppContext, opts: { assetsDir: string }) {
  const { db } = ctx;

  // reply.sendFile only: which file a path means (shell file, tenant asset, or the rendered
  // index) is decided by the routes below, each with its root.
  await app.register(fastifyStatic, {
    ...STATIC_DEFAULTS,
    root: ctx.shellDistDir,
    serve: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(opts.assetsDir) ? ASSET_CACHE : shellCachePolicy(path));
      reply.header('x-content-type-options', 'nosniff');
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    const target = trailingSlashTarget(request.method, request.url);
    if (target) return reply.code(302).header('location', target).header('cache-control', 'no-store').send();
  });

  const svg = (reply: FastifyReply, body: string, cache = ASSET_CACHE) =>
    reply.header('content-type', 'image/svg+xml').header('cache-control', cache).header('x-content-type-options', 'nosniff').send(body);

  // The tab icon: the tenant's square mark, else a generated badge in its colour.
  app.get('/assets/tenants/:id/icon.svg', async (request, reply) => {
    const { id } = request.params as { id: string };
    const tenant = ctx.tenants.byId(id);
    if (!tenant) return reply.code(404).type('text/plain').send('Not found');
    if (isFile(opts.assetsDir, `tenants/${id}/icon.svg`)) return reply.sendFile(`tenants/${id}/icon.svg`, opts.assetsDir);
    return svg(reply, leagueBadge(tenant.name, tenant.appearance.primary_color, 'football'));
  });
  // Clients that ask for /favicon.ico without reading the page get the current tenant's icon.
  app.get('/favicon.ico', async (request, reply) =>
    reply
      .code(302)
      .header('location', sameOriginPath(`/assets/tenants/${encodeURIComponent(request.tenant.id)}/icon.svg`) ?? '/')
      .header('cache-control', 'public, max-age=3600')
      .send(),
  );

  app.get('/assets/tenants/:id/logo.svg', async (request, reply) => {
    const { id } = request.params as { id: string };
    const tenant = ctx.tenants.byId(id);
    if (!tenant) return reply.code(404).type('text/plain').send('Not found');
    if (isFile(opts.assetsDir, `tenants/${id}/logo.svg`)) return reply.sendFile(`tenants/${id}/logo.svg`, opts.assetsDir);
    return svg(reply, leagueBadge(tenant.name, tenant.appearance.primary_color, 'football'));
  });

  const idParam = (request: FastifyRequest) => {
    const m = /^(\d+)\.svg$/.exec((request.params as { file: string }).file);
    return m ? Number(m[1]) : undefined;
  };

  app.get('/assets/teams/:file', async (request, reply) => {
    const id = idParam(request);
    const [t] = id
      ? await db
          .select()
          .from(teams)
          .where(and(eq(teams.id, id), eq(teams.tenantId, request.tenant.id)))
      : [];
    if (!t) return reply.code(404).type('text/plain').send('Not found');
    return svg(reply, teamCrest(t.name, t.color, t.color2, t.shortName));
  });

  app.get('/assets/identities/:file', async (request, reply) => {
    const id = idParam(request);
    const [i] = id
      ? await db
          .select()
          .from(identities)
          .where(and(eq(identities.id, id), eq(identities.tenantId, request.tenant.id)))
      : [];
    if (!i) return reply.code(404).type('text/plain').send('Not found');
    return svg(reply, leagueBadge(i.title, i.color ?? request.tenant.appearance.primary_color, i.sportType ?? 'football'));
  });

  // Generated posters by sport and kind, in the viewer's direction (posters.ts).
  app.get('/assets/posters/:file', posterHandler(ctx));

  const folderOf = (remote: ResolvedRemote) => remoteFolder(remote, ctx.origins.cdn, ctx.cdnDir);
  const readManifest = (remote: ResolvedRemote) => {
    const folder = folderOf(remote);
    return folder ? readJsonFile<MfManifest>(join(folder, 'mf-manifest.json')) : null;
  };

  // One indexed lookup (primary key + tenant) per record a URL names.
  const RECORD_TABLES = { media, teams, identities } as const;
  async function recordExists(tenantId: string, kind: RecordKind, id: number): Promise<boolean> {
    // Media go through the API's decision (a page's HTML carries no token: a user's clip is not there).
    if (kind === 'media') return Boolean(await visibleMediaRow(db, { tenantId }, id));
    const table = RECORD_TABLES[kind];
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.tenantId, tenantId)))
      .limit(1);
    return rows.length > 0;
  }

  /**
   * The top of the page when the server can know it (ADR 0021, 0038), as the page's remote declares it
   * in its routes.json (ADR 0043): an event or channel page shows its poster and title; the home page's
   * hero is the first entry of the first of its lists that has one, and a list page its first posters,
   * each asked of the list endpoint with the very body the page sends (so also warming its cache);
   * sign-in pages their card's logo; other pages of a remote that says so the header bar alone.
   */
  async function pageTop(
    request: FastifyRequest,
    paint: FirstPaintDeclaration,
    params: Record<string, string> | undefined,
    dir: 'ltr' | 'rtl',
  ): Promise<FirstPaintPage> {
    const origin = requestOrigin(request);
    if (paint.kind === 'event') {
      const id = Number(params?.eventId);
      if (!Number.isSafeInteger(id)) return { kind: 'page' };
      // The event page shows events only (its loader asks event/get_by_id), as the API's decision allows.
      const row = await visibleMediaRow(db, askerOf(request), id, ['event']);
      if (!row) return { kind: 'page' };
      return {
        kind: 'event',
        title: row.title ?? '',
        poster: posterVariants(`${origin}/assets/posters/${id}.svg`, dir, false),
        sport: Boolean(row.sportType),
        kickoff: Boolean(row.startAt),
      };
    }
    if (paint.kind === 'list') {
      const entries = await listEntries(request, paint.list);
      if (!entries) return { kind: 'page' };
      const posters = entries.slice(0, LIST_PICTURED).map((e) => e.source?.poster ?? e.imageUrl);
      // A card without artwork shows the kit's drawn placeholder, which the picture does not draw: stop before it.
      const drawn = posters.findIndex((p) => !p);
      return {
        kind: 'list',
        chips: Boolean(paint.chips) && entries.length > 0,
        posters: posters.slice(0, drawn === -1 ? undefined : drawn).map((p) => posterVariants(p!, dir, false).card),
      };
    }
    if (paint.kind !== 'home') return { kind: paint.kind };
    for (const body of paint.lists) {
      const first = await firstListEntry(request, body);
      if (first === null) return { kind: 'home' };
      if (!first) continue;
      const poster = first.source?.poster ?? first.imageUrl;
      return {
        kind: 'home',
        hero: {
          title: first.title ?? '',
          poster: poster ? posterVariants(poster, dir, true) : undefined,
          teams: Boolean(first.team1?.name && first.team2?.name),
        },
      };
    }
    return { kind: 'home' };
  }

  type ListEntry = { title?: string; imageUrl?: string; source?: { poster?: string }; team1?: { name?: string }; team2?: { name?: string } };
  /** The first entry of a list as the page will ask for it (and warming the list's cache); null when the call failed. */
  async function firstListEntry(request: FastifyRequest, body: object): Promise<ListEntry | undefined | null> {
    const entries = await listEntries(request, body);
    return entries === null ? null : entries[0];
  }

  /** A list's entries as the page will ask for them (warming the list's cache); null when the call failed. */
  async function listEntries(request: FastifyRequest, body: object): Promise<ListEntry[] | null> {
    const tenant = (request.query as { tenant?: string } | undefined)?.tenant;
    const answer = await app.inject({
      method: 'POST',
      url: `/api/event/list${tenant ? `?tenant=${encodeURIComponent(tenant)}` : ''}`,
      headers: {
        host: request.headers.host ?? 'localhost',
        'content-type': 'application/json',
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
      },
      payload: body,
    });
    if (answer.statusCode !== 200) return null;
    return (answer.json() as { content?: { entries?: ListEntry[] } }).content?.entries ?? [];
  }

  /** The LCP image preloads of that top (on an auth page the card's logo). */
  const topImages = (top: FirstPaintPage, logoUrl: string | null | undefined) => {
    if (top.kind === 'auth') return logoUrl ? [{ href: logoUrl }] : undefined;
    if (top.kind === 'list') return top.posters[0] ? [{ href: top.posters[0] }] : undefined;
    const poster = top.kind === 'home' ? top.hero?.poster : top.kind === 'event' ? top.poster : undefined;
    return poster ? posterPreloads(poster) : undefined;
  };

  /** Issue 10 item 6: whether the URL is a page of the tenant (else 404 with the same HTML), and its remote. */
  async function pageOf(
    tenantId: string,
    config: PublicTenantConfig,
    path: string,
  ): Promise<{ found: boolean; remote?: ResolvedRemote; pattern?: string; params?: Record<string, string>; shellPage?: boolean }> {
    const match = resolvePage(config as PublicTenantConfig & Record<string, unknown>, path, (remote) => readRoutesManifest(folderOf(remote)));
    // The shell's own pages (ADR 0056) keep the header-bar picture they had as mf-events pages.
    if (match.kind === 'shell') return isShellPage(path) ? { found: true, shellPage: true } : { found: true };
    if (match.kind === 'not-found') return { found: false };
    if (match.kind === 'unverified') return { found: true, remote: match.remote };
    const checks = recordChecks(match.params);
    if (!checks) return { found: false, remote: match.remote };
    for (const check of checks) if (!(await recordExists(tenantId, check.kind, check.id))) return { found: false, remote: match.remote };
    return { found: true, remote: match.remote, pattern: match.pattern, params: match.params };
  }

  async function shell(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0]!;
    if (path === '/api' || path.startsWith('/api/')) return sendError(reply, 404, 'not_found', `No API route ${request.method} ${path}`);
    const dist = ctx.shellDistDir;
    const head = request.method === 'HEAD';
    if (path !== '/' && path !== '/index.html') {
      let rel: string;
      try {
        rel = decodeURIComponent(path).slice(1);
      } catch {
        return notFoundText(reply);
      }
      // The shell's files (a missing one is the not-found handler's 404); index.html templates
      // are only ever sent rendered, and extensionless paths are the SPA's routes.
      if (isFile(dist, rel) && !rel.endsWith('index.html')) return reply.sendFile(rel);
      const last = path.slice(path.lastIndexOf('/') + 1);
      if (last.includes('.')) return notFoundText(reply);
    }
    const indexFile = join(dist, 'index.html');
    if (!existsSync(indexFile)) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .header('retry-after', '10')
        .type('text/plain; charset=utf-8')
        .send(
          `The portal shell is not built yet (${indexFile} is missing).\nRun \`npm run build\` at the repository root (or \`npm start\`, which builds what is missing), then reload.\n`,
        );
    }
    const nonce = randomBytes(16).toString('base64');
    const config = publicTenantConfig(request.tenant, {
      origin: requestOrigin(request),
      origins: ctx.origins,
      cdnDir: ctx.cdnDir,
      shellDistDir: ctx.shellDistDir,
      webPushPublicKey: ctx.webPush?.publicKey,
    });
    // The stack's floor (development mode only): the shell alone, no remote, no preloads, no configuration.
    const floor = isFloorRequest(ctx.settings.devMode, path, request);
    const page: Awaited<ReturnType<typeof pageOf>> = floor ? { found: true } : await pageOf(request.tenant.id, config, path);
    const template = readFileSync(indexFile, 'utf8');
    const off = disabledLevers();
    const shareable = page.found && (page.pattern === 'events/:eventId' || page.pattern === 'channels/:eventId') && page.params?.eventId;
    const meta = shareable
      ? await shareMetaTags({
          db,
          asker: askerOf(request),
          tenantName: request.tenant.name,
          origin: requestOrigin(request),
          url: request.url,
          eventId: Number(page.params!.eventId),
          dir: htmlDir(request.tenant, request.headers.cookie),
          locale: pageLocale(request.tenant, request.headers.cookie),
        })
      : undefined;
    const paint: FirstPaintDeclaration | undefined = page.shellPage
      ? { kind: 'page' }
      : page.found && page.remote
        ? firstPaintOf(readRoutesManifest(folderOf(page.remote)), page.pattern)
        : undefined;
    const top = paint ? await pageTop(request, paint, page.params, htmlDir(request.tenant, request.headers.cookie)) : undefined;
    // A page whose first paint has an image (home hero, event poster) gives it the link first: the
    // shell's boot scripts are not preloaded there (ADR 0038); other pages still preload them.
    const images = top ? topImages(top, config.appearance.logo_url) : undefined;
    const pictured = Boolean(images) && !off.has('first-paint');
    const html = renderShellHtml(template, request.tenant, request.headers.cookie, nonce, {
      meta,
      config: off.has('inline-config') || floor ? undefined : config,
      floor,
      preloads: preloadTags({
        shellScripts:
          floor || off.has('preload') || (pictured && !enabledLevers().has('shell-preload')) ? [] : [...entryScripts(template), ...shellBootFiles(dist)],
        remote: off.has('preload') ? undefined : page.remote && remoteBootUrls(page.remote, readManifest(page.remote)),
        images: off.has('lcp-image') ? undefined : images,
      }),
      firstPaint:
        top && !off.has('first-paint') ? firstPaintMarkup({ tenantName: request.tenant.name, logoUrl: config.appearance.logo_url, page: top }) : undefined,
      themeBoot: off.has('first-paint') ? undefined : readTextFile(join(dist, 'theme-boot.js')),
    });
    return reply
      .code(page.found ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        contentSecurityPolicy(
          nonce,
          // the Host passed the host guard (http/host-guard.ts); lower case like requestOrigin
          (request.headers.host ?? 'localhost').toLowerCase(),
          ctx.origins,
          tenantOrigins(config),
        ),
      )
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'strict-origin-when-cross-origin')
      .header('cross-origin-opener-policy', openerPolicy(request.url))
      .header('reporting-endpoints', `csp="${CSP_REPORT_PATH}"`)
      .send(head ? undefined : html);
  }

  app.get('/', shell);
  app.get('/*', shell);
}
