// ETag/304 for JSON answers: the tag is a hash of the exact bytes this viewer would get, so a
// client holding them revalidates for a few bytes, and a tag can never vouch for another
// viewer's answer (their bytes differ). Weak, because compression changes the encoding.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const etagOf = (json: string) => `W/"${createHash('sha1').update(json).digest('base64url').slice(0, 27)}"`;

/** true when one of the If-None-Match tags equals `tag` (weak comparison, RFC 9110 13.1.2). */
export function matches(header: string | string[] | undefined, tag: string): boolean {
  if (!header) return false;
  const bare = tag.replace(/^W\//, '');
  return (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .map((t) => t.trim())
    .some((t) => t === '*' || t.replace(/^W\//, '') === bare);
}

export function sendJsonWithEtag(request: FastifyRequest, reply: FastifyReply, body: unknown) {
  const json = JSON.stringify(body);
  const tag = etagOf(json);
  // Revalidate every time (no-cache), never in a shared cache (private: answers depend on the token).
  reply.header('etag', tag).header('cache-control', 'private, no-cache').header('vary', 'X-Authorization, Authorization');
  if (matches(request.headers['if-none-match'], tag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}
