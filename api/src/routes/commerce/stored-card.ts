// The stored card (issue 12 item 4): read, replaced through the provider's fields, or removed; one
// change per user at a time (in this process and, by an advisory lock, across processes).
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { paymentCards } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { deleteCustomer, saveCustomerCard } from '../../payments/client.ts';
import { withCardLock } from '../../payments/card-lock.ts';
import { atProvider } from './purchases.ts';
import type { CommerceScope } from './scope.ts';

const storeCardBody = z.object({ card: z.object({ token: z.string().min(1).max(200) }) }).strict();
// remove_card acts on the caller's card only: no body, or an empty object (an id of someone's card is refused).
const removeCardBody = z.object({}).strict().nullish();

export function storedCardRoutes({ app, db, ctx, authed }: CommerceScope) {
  app.get('/api/commerce/stored_card', { preValidation: authed }, async (request) => {
    const [card] = await db.select().from(paymentCards).where(eq(paymentCards.userId, request.auth!.user.id));
    return { content: card ? { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear } : null };
  });

  const cardSummary = (c: { brand: string; last4: string; expMonth: number; expYear: number }) => ({
    brand: c.brand,
    last4: c.last4,
    expMonth: c.expMonth,
    expYear: c.expYear,
  });
  // One card change per user at a time in this process: two tabs replacing at once end with the
  // later card both at the provider and here (never one customer there and another card here).
  const cardChanges = new Map<number, Promise<unknown>>();
  function oneAtATime<T>(userId: number, run: () => Promise<T>): Promise<T> {
    const next = (cardChanges.get(userId) ?? Promise.resolve()).then(run);
    // The queue's tail never rejects (the caller handles `next`'s failure); it leaves when it is the last.
    const done = () => {
      if (cardChanges.get(userId) === tail) cardChanges.delete(userId);
    };
    const tail: Promise<void> = next.then(done, done);
    cardChanges.set(userId, tail);
    return next;
  }
  const CARD_REFUSALS: Record<string, string> = {
    card_declined: 'The card was declined',
    expired_card: 'The card has expired',
    invalid_token: 'The card token is unknown; enter the card again',
    token_used: 'The card token was already used; enter the card again',
  };

  app.post('/api/commerce/store_card', { preValidation: authed, schema: { body: storeCardBody } }, async (request) => {
    const user = request.auth!.user;
    const { token } = request.body.card;
    const stored = await oneAtATime(user.id, () =>
      withCardLock(ctx.database, user.id, async (q) => {
        const [current] = await q.select().from(paymentCards).where(eq(paymentCards.userId, user.id));
        // The token decides the key: a retry of this request (after a token refresh or a dropped answer) is answered the same.
        const key = `card_${request.tenant.id}_${user.id}_${createHash('sha256').update(token).digest('hex').slice(0, 32)}`;
        // This very request stored the card already (a retry, or the same request sent twice at once): the same answer.
        if (current?.sourceKey === key) return current;
        let result = await atProvider(request, () => saveCustomerCard(ctx.origins.cards, key, { token, customer: current?.customerRef }));
        // The provider no longer knows our customer (the sandbox forgets on restart): store the card on a new one.
        if (!result.ok && result.code === 'invalid_customer' && current)
          result = await atProvider(request, () => saveCustomerCard(ctx.origins.cards, `${key}_new`, { token }));
        if (!result.ok) {
          request.log.info({ userId: user.id, code: result.code }, 'card refused by the provider');
          throw new ApiError(result.status === 402 ? 402 : 400, result.code, CARD_REFUSALS[result.code] ?? result.message);
        }
        const card = { customerRef: result.stored.customer, ...cardSummary(result.stored.card), sourceKey: key };
        await q
          .insert(paymentCards)
          .values({ tenantId: request.tenant.id, userId: user.id, ...card })
          .onConflictDoUpdate({ target: paymentCards.userId, set: { ...card, updatedAt: new Date(ctx.settings.now()) } });
        return card;
      }),
    );
    return { content: cardSummary(stored) };
  });

  app.post('/api/commerce/remove_card', { preValidation: authed, schema: { body: removeCardBody } }, async (request) => {
    const user = request.auth!.user;
    await oneAtATime(user.id, () =>
      withCardLock(ctx.database, user.id, async (q) => {
        const [current] = await q.select().from(paymentCards).where(eq(paymentCards.userId, user.id));
        if (!current) return;
        // The provider forgets the card first: if it cannot be reached, nothing changed and the user may retry.
        await atProvider(request, () => deleteCustomer(ctx.origins.cards, current.customerRef));
        await q.delete(paymentCards).where(and(eq(paymentCards.id, current.id), eq(paymentCards.userId, user.id)));
      }),
    );
    return { content: null };
  });
}
