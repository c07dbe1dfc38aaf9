// Devices (docs/product.md device limit): check_current_device and delete_device.
//
// A sign-in on a new device when the tenant's device_limit is reached still returns tokens, but
// the session is "pending_device": it may only list the devices, remove one, sign out and call
// check_current_device (NOT_ACTIVE_ROUTES in http/auth.ts). After the user removes a device (from
// the device-limit page), check_current_device activates the session on its own device
// (activateSession: counted and written under the user's lock). A session only ever checks its own
// device id: another id is refused, so a pending token cannot borrow another device's slot.
import { Readable } from 'node:stream';
import type { FastifyInstance, preParsingAsyncHookHandler } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { devices, sessions } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { type ZodTypeProvider } from '../http/validate.ts';
import { bearerToken, requireAuth, userOf } from '../http/auth.ts';
import { activateSession, deviceJson, listDevices, lockUser } from '../auth/accounts.ts';
import { sessionsEnded } from '../auth/tokens.ts';

/** Larger than any delete_device body; a bigger one without a header token is refused unread. */
const BODY_TOKEN_LIMIT = 16 * 1024;

/**
 * preParsing of a route that accepts its token in the body: without a header token, the raw body is
 * read (bounded) and must be a JSON object with a non-empty `token`, or the answer is 401 before
 * the body is parsed or validated. The bytes are handed on unchanged to the normal JSON parser.
 */
export const tokenInHeaderOrBody: preParsingAsyncHookHandler = async (request, _reply, payload) => {
  if (bearerToken(request)) return payload;
  const chunks: Buffer[] = [];
  let size = 0;
  // Read by 'data' events: past the limit the rest is discarded (resume) rather than left unread, which
  // stalled the keep-alive connection's next request (found by the fuzzer with a 300 KB body).
  const stream = payload as Readable;
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer | string) => {
      const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buf.length;
      if (size <= BODY_TOKEN_LIMIT) return void chunks.push(buf);
      stream.off('data', onData);
      stream.resume();
      resolve();
    };
    stream.on('data', onData);
    stream.once('end', () => resolve());
    stream.once('error', reject);
  });
  let token: unknown;
  if (size <= BODY_TOKEN_LIMIT) {
    try {
      const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) token = (parsed as { token?: unknown }).token;
    } catch {
      // not JSON: no token
    }
  }
  if (typeof token !== 'string' || !token) throw new ApiError(401, 'unauthorized', 'Sign in required (missing X-Authorization bearer token)');
  const raw = Buffer.concat(chunks);
  return Object.assign(Readable.from([raw]), { receivedEncodedLength: raw.length });
};

export function deviceRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  const checkCurrentDeviceBody = z.object({
    device_id: z.string().trim().min(1).max(512).optional(),
    device_name: z.string().max(512).optional(),
    register_new: z.string().max(40).optional(),
  });
  app.post('/api/user/check_current_device', { preValidation: requireAuth(ctx), schema: { body: checkCurrentDeviceBody } }, async (request) => {
    const body = request.body;
    const { session, user } = userOf(request);
    if (body.device_id !== undefined && body.device_id !== session.deviceId) {
      throw new ApiError(403, 'device_not_owned', 'This session signed in on another device; it can check only its own device id');
    }
    const deviceId = session.deviceId;
    let enabled = false;
    if (session.status === 'pending_device' || (session.status === 'active' && (body.register_new ?? 'no_register') !== 'no_register')) {
      // A pending session takes its slot as soon as there is room; an active one re-registers its
      // own device only when asked to.
      enabled = await activateSession(db, request.tenant, session.id, { deviceId, deviceName: body.device_name ?? session.deviceName });
    } else if (session.status === 'active') {
      const [known] = await db
        .select()
        .from(devices)
        .where(and(eq(devices.userId, user.id), eq(devices.deviceId, deviceId)));
      if (known) {
        enabled = true;
        await db.update(devices).set({ updatedAt: new Date() }).where(eq(devices.id, known.id));
      }
    }
    const list = await listDevices(db, user.id);
    return { content: { enabled, devices: list.map((d) => deviceJson(d, deviceId)) } };
  });

  // The device-limit page sends its pending session's token in the body (api/README.md). A caller with no token
  // in the header or the raw body gets 401 before the body is parsed (tokenInHeaderOrBody); the token
  // itself is checked in preValidation, so a wrong one is 401 too, and only then is the schema applied:
  // an anonymous caller learns nothing about it.
  const deleteDeviceBody = z.object({ deviceId: z.union([z.string().trim().min(1).max(512), z.number().int()]), token: z.string().max(512).optional() });
  app.post(
    '/api/user/delete_device',
    {
      preParsing: tokenInHeaderOrBody,
      preValidation: requireAuth(ctx, { bodyToken: true }),
      schema: { body: deleteDeviceBody },
    },
    async (request) => {
      const body = request.body;
      const { user, session } = userOf(request);
      const key = String(body.deviceId);
      // Under the user's lock, like activation: a removal and an activation of the same device never interleave.
      const outcome = await db.transaction(async (tx) => {
        await lockUser(tx, user.id);
        const mine = await tx.select().from(devices).where(eq(devices.userId, user.id));
        const target = mine.find((d) => d.deviceId === key) ?? mine.find((d) => /^\d+$/.test(key) && d.id === Number(key));
        if (!target) return null;
        await tx.delete(devices).where(and(eq(devices.id, target.id), eq(devices.userId, user.id)));
        // Sessions signed in on the removed device end (check_current_device answers enabled: false).
        const ended = await tx
          .update(sessions)
          .set({ status: 'device_removed', revokedReason: 'device_removed', revokedAt: new Date() })
          .where(and(eq(sessions.userId, user.id), eq(sessions.deviceId, target.deviceId), inArray(sessions.status, ['active', 'device_removed'])))
          .returning({ id: sessions.id });
        return { target, ended: ended.map((e) => e.id) };
      });
      if (!outcome) throw new ApiError(404, 'device_not_found', 'No such device on this account');
      const { target } = outcome;
      ctx.realtime.emitToUser(request.tenant.id, user.id, 'remove-user-device', { deviceId: target.deviceId, id: target.id });
      // Told first, then cut off: the removed browser hears remove-user-device before its sockets close.
      sessionsEnded(db, outcome.ended);
      request.log.info({ userId: user.id, device: target.id, by: session.id }, 'device removed');
      const list = await listDevices(db, user.id);
      return { content: { success: true, devices: list.map((d) => deviceJson(d, session.deviceId)) } };
    },
  );

  app.get('/api/user/devices', { preValidation: requireAuth(ctx) }, async (request) => {
    const { user, session } = userOf(request);
    const list = await listDevices(db, user.id);
    return { content: list.map((d) => deviceJson(d, session.deviceId)) };
  });
}
