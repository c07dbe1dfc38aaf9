// The user's pay-per-view tickets, each with its event (available to the holder by definition).
import type { FastifyRequest } from 'fastify';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { media, ppvTickets, type PpvTicketRow } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { paged, zId } from '../../http/validate.ts';
import { lookupFor, mediaJson } from '../../content/serialize.ts';
import { requestOrigin } from '../../http/origin.ts';
import { pageQuery, type CommerceScope } from './scope.ts';

export function ticketRoutes({ app, db, ctx, authed }: CommerceScope) {
  async function ticketsJson(request: FastifyRequest, rows: PpvTicketRow[]) {
    const events = rows.length
      ? await db
          .select()
          .from(media)
          .where(
            inArray(
              media.id,
              rows.map((r) => r.eventId),
            ),
          )
      : [];
    const lookup = await lookupFor(db, request.tenant.id, events);
    const origin = requestOrigin(request);
    const byId = new Map(events.map((e) => [e.id, mediaJson(e, lookup, origin, { signedIn: true, now: ctx.settings.now() })]));
    return rows.map((t) => {
      const event = byId.get(t.eventId);
      return {
        id: t.id,
        eventId: t.eventId,
        purchasedAt: t.createdAt.toISOString(),
        paymentId: t.paymentId,
        price: Number(t.price),
        currency: t.currency,
        // Holding the ticket is what makes the event available to this user.
        event: event ? { ...event, availableForUser: true } : null,
      };
    });
  }

  app.get('/api/commerce/ppv_tickets', { preValidation: authed, schema: { querystring: pageQuery } }, async (request) => {
    const q = request.query;
    const where = eq(ppvTickets.userId, request.auth!.user.id);
    const [rows, [{ n } = { n: 0 }]] = await Promise.all([
      db
        .select()
        .from(ppvTickets)
        .where(where)
        .orderBy(desc(ppvTickets.createdAt), desc(ppvTickets.id))
        .limit(q.size)
        .offset(q.page * q.size),
      db.select({ n: count() }).from(ppvTickets).where(where),
    ]);
    return { content: paged(await ticketsJson(request, rows), Number(n), q.page, q.size) };
  });

  app.get('/api/commerce/ppv_tickets/id/:id', { preValidation: authed, schema: { params: z.object({ id: zId }) } }, async (request) => {
    const [row] = await db
      .select()
      .from(ppvTickets)
      .where(and(eq(ppvTickets.id, request.params.id), eq(ppvTickets.userId, request.auth!.user.id)));
    if (!row) throw new ApiError(404, 'ticket_not_found', `Ticket ${request.params.id} not found`);
    return { content: (await ticketsJson(request, [row]))[0] };
  });
}
