// Cache policies for static files (served by @fastify/static with precompressed .br/.gz variants).
// Content-hashed files never change, so browsers keep them a year; everything a deploy can
// change under the same name (manifests, remote entries, pointers, HTML) is revalidated.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Content-hashed file names (webpack [contenthash]): main.3f2a9c1b.js, 123.abcdef12.chunk.js, … */
export const isContentHashed = (path: string) => /[.\-_][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i.test(path) || /\/[0-9a-f]{16,}\.[a-z0-9]+$/i.test(path);

/** The file a precompressed variant stands for: main.1234abcd.js.br -> main.1234abcd.js. */
export const logicalPath = (path: string) => path.replace(/\.(br|gz)$/, '');

/** Portal origin (shell files): hashed immutable, the rest (latest.json, remoteEntry, ...) revalidated. */
export function shellCachePolicy(path: string): string {
  return isContentHashed(logicalPath(path)) ? IMMUTABLE : REVALIDATE;
}

/** CDN origin: names fixed across deploys are revalidated, everything else is versioned or hashed. */
export function cdnCachePolicy(path: string): string {
  const file = logicalPath(path);
  const name = file.slice(file.lastIndexOf('/') + 1);
  if (
    name === 'mf-manifest.json' ||
    name === 'mf-manifest-stats.json' ||
    name === 'remoteEntry.js' ||
    name === 'pointers.json' ||
    name === 'mf-stats.json' ||
    name === 'routes.json'
  )
    return REVALIDATE;
  return IMMUTABLE;
}

/** Options every static root shares: precompressed variants by Accept-Encoding, no directory listing or index. */
export const STATIC_DEFAULTS = {
  preCompressed: true,
  index: false,
  redirect: false,
  list: false,
  dotfiles: 'ignore',
  // Cache-Control comes from our policies (setHeaders), not from send's max-age.
  cacheControl: false,
} satisfies Partial<FastifyStaticOptions>;

/** True when root/rel names a regular file (used to choose between a file and a generated fallback). */
export function isFile(root: string, rel: string): boolean {
  if (rel.includes('\0') || rel.split(/[/\\]/).includes('..')) return false;
  const full = join(root, rel);
  try {
    return existsSync(full) && statSync(full).isFile();
  } catch {
    return false;
  }
}
