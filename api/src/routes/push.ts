// Web push subscriptions (issue 15 item 3, ADR 0036): a signed-in viewer's browser registers the
// subscription it got from pushManager.subscribe() so 'Notify me' reaches it with no portal tab
// open, and removes it on sign-out. Every row is the caller's own; another user's answers 404.
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { LOCALES } from '@portal/shared/contract';
import type { AppContext } from '../context.ts';
import { pushSubscriptions } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { ZodTypeProvider } from '../http/validate.ts';
import { requireAuth, userOf } from '../http/auth.ts';
import { tenantPushEnabled } from '../push/sender.ts';

/** Browsers per user: the newest are kept, the oldest dropped (a reinstalled browser never unsubscribed). */
export const MAX_PUSH_SUBSCRIPTIONS = 10;
const MAX_ENDPOINT = 2048;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** https to a named host; in development also http(s) to a loopback address (the tests' push service stand-in). */
export function pushEndpointAllowed(endpoint: string, devMode: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  const loopback = LOOPBACK.has(url.hostname) || url.hostname.endsWith('.localhost');
  if (loopback) return devMode && (url.protocol === 'https:' || url.protocol === 'http:');
  // No IP literals outside development: push services have names, an address is a way to reach the inside.
  const ipLiteral = /^[\d.]+$/.test(url.hostname) || url.hostname.startsWith('[');
  return url.protocol === 'https:' && !ipLiteral;
}

/** base64url (padding tolerated) that decodes to `bytes` bytes. */
const base64url = (bytes: number, first?: number) =>
  z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url')
    .refine((s) => {
      const b = Buffer.from(s.replace(/=+$/, ''), 'base64url');
      return b.length === bytes && (first === undefined || b[0] === first);
    }, `must decode to ${bytes} bytes`);

export function pushRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const auth = { preValidation: requireAuth(ctx) };
  const endpoint = z
    .string()
    .min(1)
    .max(MAX_ENDPOINT)
    .refine((s) => pushEndpointAllowed(s, ctx.settings.devMode), 'must be an https URL of a push service');

  const saveBody = z.object({
    endpoint,
    // an uncompressed P-256 point (RFC 8291) and a 16-byte authentication secret
    keys: z.object({ p256dh: base64url(65, 0x04), auth: base64url(16) }),
    locale: z.enum(LOCALES),
    // The notification's texts in the viewer's language, from the portal's i18next resources; {{title}} is the event.
    texts: z.object({ title: z.string().trim().min(1).max(150), body: z.string().trim().max(300) }),
  });

  app.post('/api/user/push_subscription', { ...auth, schema: { body: saveBody } }, async (request) => {
    const { endpoint: url, keys, locale, texts } = request.body;
    const { user } = userOf(request);
    const tenantId = request.tenant.id;
    if (!tenantPushEnabled(request.tenant) || !ctx.webPush)
      throw new ApiError(400, 'push_not_enabled', 'Browser notifications are not enabled for this portal');
    const [existing] = await db
      .select()
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.tenantId, tenantId), eq(pushSubscriptions.endpoint, url)));
    // A browser that changes hands (another account signs in there) proves it by its keys; an endpoint alone moves nothing.
    if (existing && existing.userId !== user.id && (existing.p256dh !== keys.p256dh || existing.auth !== keys.auth)) {
      throw new ApiError(409, 'push_subscription_conflict', 'This push subscription belongs to another browser');
    }
    const now = new Date(ctx.settings.now());
    const values = { userId: user.id, p256dh: keys.p256dh, auth: keys.auth, locale, texts, updatedAt: now };
    await db
      .insert(pushSubscriptions)
      .values({ tenantId, endpoint: url, ...values, createdAt: now })
      .onConflictDoUpdate({ target: [pushSubscriptions.tenantId, pushSubscriptions.endpoint], set: values });
    const mine = await db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.tenantId, tenantId), eq(pushSubscriptions.userId, user.id)))
      .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id));
    const dropped = mine.slice(MAX_PUSH_SUBSCRIPTIONS).map((r) => r.id);
    if (dropped.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, dropped));
    return { content: { endpoint: url, locale, updatedAt: now.toISOString() } };
  });

  app.post(
    '/api/user/push_subscription/remove',
    { ...auth, schema: { body: z.object({ endpoint: z.string().min(1).max(MAX_ENDPOINT) }) } },
    async (request) => {
      const { user } = userOf(request);
      const gone = await db
        .delete(pushSubscriptions)
        .where(
          and(eq(pushSubscriptions.tenantId, request.tenant.id), eq(pushSubscriptions.userId, user.id), eq(pushSubscriptions.endpoint, request.body.endpoint)),
        )
        .returning({ id: pushSubscriptions.id });
      if (!gone.length) throw new ApiError(404, 'push_subscription_not_found', 'No such push subscription');
      return { content: null };
    },
  );
}
