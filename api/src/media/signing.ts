// Signed, expiring media URLs (ADR 0029): a stream that is not free for everyone plays only through
// `?exp=<unix s>&sig=<base64url HMAC-SHA256(secret, "<path prefix>|<exp>|<tenant>")>`, handed out in
// the content JSON to viewers allowed to watch it. One signature covers the stream's folder
// (`/media/vod/123/`): master, variant playlists, init and media segments, main camera and panorama.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../context.ts';

/** A signed URL works at least this long: a whole live broadcast with its pre-show and extra time. */
export const MEDIA_URL_LIFETIME_SECONDS = 6 * 3600;
/**
 * Expiry is rounded up to the next full hour, so every answer within an hour carries the same URL
 * (ETags of the JSON answers and the player's source stay stable); a URL lives 6 to 7 hours.
 */
const EXPIRY_STEP_SECONDS = 3600;

export type MediaSignatureProblem = 'missing' | 'expired' | 'invalid';

export interface MediaSigner {
  /** `exp=…&sig=…` for a path prefix of a tenant, valid from `nowMs` for the lifetime. */
  query(prefix: string, tenantId: string, nowMs: number): string;
  /** Why a request's `exp`/`sig` do not open the prefix, or null when they do. */
  check(prefix: string, tenantId: string, exp: unknown, sig: unknown, nowMs: number): MediaSignatureProblem | null;
}

export function mediaSigner(secret: string = randomBytes(32).toString('base64url')): MediaSigner {
  const mac = (prefix: string, exp: number, tenantId: string) => createHmac('sha256', secret).update(`${prefix}|${exp}|${tenantId}`).digest();
  return {
    query(prefix, tenantId, nowMs) {
      const exp = Math.ceil((nowMs / 1000 + MEDIA_URL_LIFETIME_SECONDS) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
      return `exp=${exp}&sig=${mac(prefix, exp, tenantId).toString('base64url')}`;
    },
    check(prefix, tenantId, exp, sig, nowMs) {
      if (typeof exp !== 'string' || typeof sig !== 'string' || !exp || !sig) return 'missing';
      if (!/^\d{1,12}$/.test(exp) || !/^[\w-]{43}$/.test(sig)) return 'invalid';
      // the signature first: an expired URL is only reported as such when it is one of ours
      if (!timingSafeEqual(Buffer.from(sig, 'base64url'), mac(prefix, Number(exp), tenantId))) return 'invalid';
      return Number(exp) * 1000 <= nowMs ? 'expired' : null;
    },
  };
}

// The signer of a running portal (mediaRoutes attaches it; serialize reads it through the viewer).
const signers = new WeakMap<AppContext, MediaSigner>();
export const attachMediaSigner = (ctx: AppContext, signer: MediaSigner) => signers.set(ctx, signer);
export const mediaSignerOf = (ctx: AppContext) => signers.get(ctx);
