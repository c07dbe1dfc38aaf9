// Makes the catalogue's clock real (issue 9 item 4): an upcoming event goes live when its start
// time comes and a live event finishes when its end time passes, and the event's room hears
// about it (api/README.md socket: `event-url-change {eventId, eventUrl}` when it goes live,
// `update-event {eventId, event}` on every change). Times are read from `settings.now()`, so
// tests move the clock and call `tick()` instead of waiting.
// Each change is a conditional update (`where status = <old>`), so with several API processes
// only the one that wins the row emits; with Redis, a leader lock (`isLeader`) also keeps the
// other processes from running the same queries every interval.
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { media } from '../db/schema.ts';
import { lookupFor, mediaJson } from '../content/serialize.ts';
import { streamPath } from '../media/catalog.ts';
import { isOpenMedia } from '../media/access.ts';
import { publicCacheOf } from '../cache/public-cache.ts';
import { deliverReminders } from './reminders.ts';

export interface LiveScheduler {
  /** One pass: returns the ids that changed (tests). */
  tick(): Promise<{ started: number[]; finished: number[] }>;
  stop(): void;
}

export const SCHEDULER_INTERVAL_MS = 5000;

type Row = typeof media.$inferSelect;

export function startLiveScheduler(
  ctx: AppContext,
  options: { intervalMs?: number; log?: { warn(obj: unknown, msg: string): void }; isLeader?: () => Promise<boolean> } = {},
): LiveScheduler {
  const { db } = ctx;
  let running: Promise<unknown> | null = null;

  async function announce(row: Row, went: 'live' | 'finished') {
    // Cached lists drop the old status here too, whatever realtime the context carries (ADR 0023).
    publicCacheOf(ctx)?.invalidate(row.tenantId);
    const tenant = ctx.tenants.byId(row.tenantId);
    const lookup = await lookupFor(db, row.tenantId, [row]);
    // The scheduler serves every host of the tenant at once, so its URLs are origin-relative
    // (the browser resolves them against the page it is on).
    const json = mediaJson(row, lookup, '', { signedIn: false, adsEnabled: tenant?.enable_ads, now: ctx.settings.now() });
    // A protected stream's room hears no URL and no viewer-free JSON: each viewer keeps the signed
    // URL of their own answer and refetches the event (update-event without one), ADR 0029.
    const open = isOpenMedia(row);
    if (went === 'live')
      ctx.realtime.emitToEvent(row.tenantId, row.id, 'event-url-change', { eventId: row.id, eventUrl: open ? (row.hdUrl ?? streamPath(row)) : '' });
    ctx.realtime.emitToEvent(row.tenantId, row.id, 'update-event', open ? { eventId: row.id, event: json } : { eventId: row.id });
    if (went === 'live') await deliverReminders(ctx, row); // 'Notify me' (issue 15 item 3)
  }

  async function tick() {
    const now = new Date(ctx.settings.now());
    const started: number[] = [];
    const finished: number[] = [];
    const due = await db
      .select({ id: media.id })
      .from(media)
      .where(and(eq(media.mediaType, 'event'), eq(media.status, 'upcoming'), lte(media.startAt, now)));
    for (const { id } of due) {
      const [row] = await db
        .update(media)
        .set({ status: 'live' })
        .where(and(eq(media.id, id), eq(media.status, 'upcoming')))
        .returning();
      if (!row) continue;
      started.push(row.id);
      await announce(row, 'live');
    }
    const over = await db
      .select({ id: media.id })
      .from(media)
      .where(and(eq(media.mediaType, 'event'), eq(media.status, 'live'), isNotNull(media.endAt), lte(media.endAt, now)));
    for (const { id } of over) {
      const [row] = await db
        .update(media)
        .set({ status: 'archived' })
        .where(and(eq(media.id, id), eq(media.status, 'live')))
        .returning();
      if (!row) continue;
      finished.push(row.id);
      await announce(row, 'finished');
    }
    return { started, finished };
  }

  const timer = setInterval(() => {
    if (running) return; // a slow pass is never overlapped
    const leads = options.isLeader ?? (async () => true);
    running = leads()
      .then((leader) => (leader ? tick() : undefined))
      .catch((error: unknown) => options.log?.warn({ err: error }, 'live scheduler pass failed'))
      .finally(() => (running = null));
  }, options.intervalMs ?? SCHEDULER_INTERVAL_MS);
  timer.unref();

  return {
    tick,
    stop() {
      clearInterval(timer);
    },
  };
}
