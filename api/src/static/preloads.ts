// What the rendered portal HTML carries so the browser need not discover its work one round trip
// at a time (issue 10 item 1, ADR 0021): the tenant's public configuration inline, and preload
// tags for the shell's boot scripts and the owning remote's manifest, entry and route module.
import { join } from 'node:path';
import type { PublicTenantConfig, ResolvedRemote } from '@portal/shared/contract';
import { readJsonFile } from './page-routes.ts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** JSON safe inside a <script type="application/json">: no '<' can close the element or open a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The configuration the shell's boot reads before it would fetch /api/customer/config. */
export const inlineConfigTag = (config: PublicTenantConfig) => `<script id="portal-config" type="application/json">${scriptJson(config)}</script>`;

export interface MfManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[] } } }>;
}

/** The shell build's boot scripts (boot-chunks.json, written by shared/build/manifests.mjs). */
export function shellBootFiles(shellDistDir: string): string[] {
  const list = readJsonFile<{ files?: unknown }>(join(shellDistDir, 'boot-chunks.json'));
  return Array.isArray(list?.files) ? list.files.filter((f): f is string => typeof f === 'string' && /^[\w.\-/]+\.js$/.test(f)) : [];
}

/**
 * The entry scripts html-webpack-plugin wrote into the template (`<script defer src="/main.….js">`).
 * A deferred script is fetched at low priority, behind the high-priority preloads below it; the
 * entry is what starts everything, so it is preloaded first.
 */
export const entryScripts = (template: string): string[] =>
  [...template.matchAll(/<script\b[^>]*\bsrc="\/([\w.\-/]+\.js)"[^>]*>/g)].map((m) => m[1]!).filter((f) => f !== 'theme-boot.js');

/** URLs a remote needs before its first page renders: manifest, remote entry, `./routes` module. */
export function remoteBootUrls(remote: ResolvedRemote, manifest: MfManifest | null): { manifest: string; scripts: string[] } {
  const base = remote.manifestUrl.slice(0, remote.manifestUrl.lastIndexOf('/') + 1);
  if (!manifest) return { manifest: remote.manifestUrl, scripts: [] };
  const entry = manifest.metaData?.remoteEntry;
  const scripts = entry?.name ? [`${base}${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`] : [];
  const routes = manifest.exposes?.find((e) => e.name === 'routes' || e.name === './routes');
  for (const file of routes?.assets?.js?.sync ?? []) scripts.push(`${base}${file}`);
  return { manifest: remote.manifestUrl, scripts };
}

export interface PreloadPlan {
  shellScripts: string[];
  remote?: { manifest: string; scripts: string[] };
  /** The page's largest image when the server knows it (a hero poster), per media query if it differs. */
  images?: Array<{ href: string; media?: string }>;
}

const GENERATED_POSTER = /\/assets\/posters\/\d+\.svg$/;
/** mf-events' phone/wider breakpoint (shared/src/ui/theme/breakpoints.ts md). */
const WIDE_FROM = 768;

/**
 * The poster variants mf-events shows (mf-events/src/lib/poster.ts): the API's generated artwork in
 * the page's direction, and on the home hero from the md breakpoint on, its wide layout. A preload
 * only helps when its URL is the one the page asks for.
 */
export function posterVariants(poster: string, dir: 'ltr' | 'rtl', hero: boolean): { card: string; wide?: string } {
  if (!GENERATED_POSTER.test(poster)) return { card: poster };
  const card = `${poster}?dir=${dir}`;
  return hero ? { card, wide: `${card}&layout=wide` } : { card };
}

/** Preloads of those variants, one per media query when the hero's differ. */
export function posterPreloads({ card, wide }: { card: string; wide?: string }): Array<{ href: string; media?: string }> {
  if (!wide) return [{ href: card }];
  return [
    { href: card, media: `(max-width: ${WIDE_FROM - 0.02}px)` },
    { href: wide, media: `(min-width: ${WIDE_FROM}px)` },
  ];
}

/**
 * The tags, in the order the page needs them: the image it paints first, then the code. Shell scripts load as plain same-origin scripts;
 * remote files load with crossorigin="anonymous" (webpack's crossOriginLoading, the CSP nonce
 * plugin, the runtime's manifest fetch), and a preload only serves a request of the same mode.
 */
export function preloadTags(plan: PreloadPlan): string {
  const tags: string[] = [];
  // The page's largest image first: the server paints it from the HTML (first-paint.ts), so it is
  // the first thing the page shows and must not queue behind ~25 scripts on a slow link.
  for (const image of plan.images ?? []) {
    const media = image.media ? ` media="${escapeHtml(image.media)}"` : '';
    tags.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image.href)}"${media} />`);
  }
  if (plan.remote) tags.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(plan.remote.manifest)}" />`);
  for (const file of plan.shellScripts) tags.push(`<link rel="preload" as="script" href="/${escapeHtml(file)}" />`);
  for (const url of plan.remote?.scripts ?? []) tags.push(`<link rel="preload" as="script" crossorigin="anonymous" href="${escapeHtml(url)}" />`);
  return tags.join('\n    ');
}
