// 'Notify me' delivery (issue 15 item 3): when an event goes live, each user who asked hears
// `event-reminder {eventId, title}` in their user room, once: the reminder rows are deleted as
// they are read, so a second pass (another process, a dev start after the scheduler) sends nothing.
// The same users' browsers also get a web push when the tenant sends them (ADR 0036).
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { eventReminders } from '../db/schema.ts';

export async function deliverReminders(ctx: AppContext, event: { id: number; tenantId: string; title: string }): Promise<number[]> {
  const taken = await ctx.db
    .delete(eventReminders)
    .where(and(eq(eventReminders.videoId, event.id), eq(eventReminders.tenantId, event.tenantId)))
    .returning({ userId: eventReminders.userId });
  for (const { userId } of taken) ctx.realtime.emitToUser(event.tenantId, userId, 'event-reminder', { eventId: event.id, title: event.title });
  // Web push to the same users' browsers (ADR 0036): started, not awaited; its failures are logged there.
  if (taken.length)
    ctx.webPush?.remind(
      event,
      taken.map((t) => t.userId),
    );
  return taken.map((t) => t.userId);
}
