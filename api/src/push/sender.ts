// Web push delivery of 'Notify me' reminders (issue 15 item 3, ADR 0036). web-push encrypts the
// payload (aes128gcm, RFC 8291) for the browser's keys and signs the VAPID JWT (RFC 8292); the POST
// itself goes out through fetch with a timeout, so a slow push service never holds anything up.
// The push service's 404/410 means the browser dropped the subscription: the row goes too.
import { and, eq, inArray } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../db/client.ts';
import type { TenantRegistry } from '../tenants.ts';
import { pushSubscriptions } from '../db/schema.ts';
import type { VapidKeys } from './vapid.ts';

/** What the service worker receives (api/src/static/push-sw.js reads exactly these fields). */
export interface PushPayload {
  title: string;
  body: string;
  /** Origin-relative: the worker opens it on its own origin only. */
  url: string;
  /** Collapses a repeat of the same reminder into one notification. */
  tag: string;
  icon: string;
  lang: string;
  eventId: number;
}

export interface PushReport {
  sent: number;
  removed: number;
  failed: number;
}

export interface WebPushService {
  readonly publicKey: string;
  /** Starts pushing the reminder to every subscription of these users; never throws, never waits for the socket. */
  remind(event: { id: number; tenantId: string; title: string }, userIds: number[]): void;
  /** Resolves when every delivery started so far is done (tests, shutdown). */
  settled(): Promise<PushReport[]>;
}

interface Log {
  warn(obj: unknown, msg: string): void;
  info?(obj: unknown, msg: string): void;
}

/** How long a reminder may wait at the push service for an offline browser: after an hour the event is well under way. */
export const PUSH_TTL_SECONDS = 3600;
export const PUSH_TIMEOUT_MS = 10_000;

/** Does the tenant deliver reminders by web push (ADR 0036: the product's push flag, standard Web Push). */
export const tenantPushEnabled = (tenant: { enable_notifications_oneSignal: boolean } | null | undefined): boolean =>
  Boolean(tenant?.enable_notifications_oneSignal);

export function reminderPayload(
  event: { id: number; tenantId: string; title: string },
  sub: { locale: string; texts: { title: string; body: string } },
): PushPayload {
  const fill = (s: string) => s.replaceAll('{{title}}', event.title);
  return {
    title: fill(sub.texts.title) || event.title,
    body: fill(sub.texts.body),
    url: `/events/${event.id}/`,
    tag: `event-reminder-${event.id}`,
    icon: `/assets/tenants/${encodeURIComponent(event.tenantId)}/icon.svg`,
    lang: sub.locale,
    eventId: event.id,
  };
}

export function createWebPush(ctx: { db: Db; tenants: TenantRegistry }, vapid: VapidKeys, options: { log?: Log; timeoutMs?: number } = {}): WebPushService {
  const inFlight = new Set<Promise<PushReport>>();
  const done: PushReport[] = [];

  async function deliver(event: { id: number; tenantId: string; title: string }, userIds: number[]): Promise<PushReport> {
    const report: PushReport = { sent: 0, removed: 0, failed: 0 };
    if (!userIds.length || !tenantPushEnabled(ctx.tenants.byId(event.tenantId))) return report;
    const subs = await ctx.db
      .select()
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.tenantId, event.tenantId), inArray(pushSubscriptions.userId, userIds)));
    await Promise.all(
      subs.map(async (sub) => {
        try {
          const details = webpush.generateRequestDetails(
            { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
            JSON.stringify(reminderPayload(event, sub)),
            { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'high', topic: `event${event.id}` },
          );
          const headers = Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)]));
          const res = await fetch(details.endpoint, {
            method: 'POST',
            headers,
            body: details.body ? new Uint8Array(details.body) : null,
            redirect: 'error',
            signal: AbortSignal.timeout(options.timeoutMs ?? PUSH_TIMEOUT_MS),
          });
          await res.body?.cancel();
          if (res.status === 404 || res.status === 410) {
            await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
            report.removed += 1;
          } else if (res.ok) {
            report.sent += 1;
          } else {
            report.failed += 1;
            options.log?.warn({ status: res.status, subscription: sub.id, eventId: event.id }, 'web push refused');
          }
        } catch (error) {
          report.failed += 1;
          options.log?.warn({ err: error, subscription: sub.id, eventId: event.id }, 'web push failed');
        }
      }),
    );
    return report;
  }

  return {
    publicKey: vapid.publicKey,
    remind(event, userIds) {
      const p: Promise<PushReport> = deliver(event, userIds).catch((error: unknown) => {
        options.log?.warn({ err: error, eventId: event.id }, 'web push delivery failed');
        return { sent: 0, removed: 0, failed: userIds.length };
      });
      inFlight.add(p);
      void p.then((r) => {
        inFlight.delete(p);
        done.push(r);
      });
    },
    async settled() {
      while (inFlight.size) await Promise.all([...inFlight]);
      return done.splice(0);
    },
  };
}
