// Minimal static file sending with explicit cache policies (no directory listing, no traversal).
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyReply } from 'fastify';

export const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.ts': 'video/mp2t',
  '.vtt': 'text/vtt',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Resolves a URL path inside root; undefined for traversal attempts or missing regular files. */
export function resolveFile(root: string, urlPath: string): { path: string; size: number; mtime: Date } | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const rel = normalize(decoded).replace(/^([/\\])+/, '');
  if (rel.split(/[/\\]/).includes('..')) return undefined;
  const full = join(root, rel);
  if (full !== root && !full.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  try {
    const st = statSync(full);
    if (!st.isFile()) return undefined;
    return { path: full, size: st.size, mtime: st.mtime };
  } catch {
    return undefined;
  }
}

export function sendFile(reply: FastifyReply, file: { path: string; size: number; mtime: Date }, cacheControl: string, head = false) {
  reply
    .header('content-type', MIME[extname(file.path).toLowerCase()] ?? 'application/octet-stream')
    .header('content-length', String(file.size))
    .header('last-modified', file.mtime.toUTCString())
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff');
  if (head) return reply.send();
  return reply.send(createReadStream(file.path));
}

/** Content-hashed file names (webpack [contenthash]): main.3f2a9c1b.js, 123.abcdef12.chunk.js, … */
export const isContentHashed = (path: string) => /[.\-_][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i.test(path) || /\/[0-9a-f]{16,}\.[a-z0-9]+$/i.test(path);
