// Access codes: a code claimed by one conditional UPDATE grants its plan through a free payment, so
// redemption shares the purchase rules (purchases.ts) with paid checkouts.
import { accessCodeFormSchema } from '@portal/shared/contract/commerce-schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { accessCodes } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { limitPerCaller } from '../../http/rate-limit.ts';
import { paymentJson } from './json.ts';
import type { Purchases } from './purchases.ts';
import type { CommerceScope } from './scope.ts';

// The same rule as the access-code form (shared/src/contract/commerce-schemas.ts: spaces removed, upper-cased, 4-64 letters, digits, dashes).
const redeemBody = accessCodeFormSchema;

export function accessCodeRoutes({ app, db, ctx, authed }: CommerceScope, { idempotent, planById, grant }: Purchases) {
  // codes are guessable: tries per signed-in account (security issue 26 item 5)
  app.post(
    '/api/commerce/redeem_access_code',
    { preValidation: authed, config: limitPerCaller(ctx.settings.rateLimitMax), schema: { body: redeemBody } },
    async (request) => {
      const code = request.body.code.toUpperCase();
      const userId = request.auth!.user.id;
      let claimed: number | undefined;
      const row = await idempotent(
        request,
        { code },
        async () => {
          const [ac] = await db
            .select()
            .from(accessCodes)
            .where(and(eq(accessCodes.tenantId, request.tenant.id), eq(accessCodes.code, code)));
          if (!ac) throw new ApiError(404, 'access_code_unknown', 'This access code does not exist');
          if (ac.usedAt) throw new ApiError(409, 'access_code_used', 'This access code was already used');
          if (ac.expiresAt.getTime() <= ctx.settings.now()) throw new ApiError(410, 'access_code_expired', 'This access code has expired');
          // One conditional UPDATE claims the code: of two simultaneous redemptions exactly one wins.
          const [won] = await db
            .update(accessCodes)
            .set({ usedAt: new Date(ctx.settings.now()), usedByUserId: userId })
            .where(and(eq(accessCodes.id, ac.id), isNull(accessCodes.usedAt)))
            .returning();
          if (!won) throw new ApiError(409, 'access_code_used', 'This access code was already used');
          claimed = won.id;
          const plan = await planById(request.tenant.id, won.subscriptionId);
          return { kind: 'access_code', amount: 0, currency: plan?.currency ?? 'N/A', subscriptionId: won.subscriptionId, accessCodeId: won.id };
        },
        (payment) => grant(payment, {}, new Date(ctx.settings.now())),
      ).catch(async (err: unknown) => {
        // The code was claimed but the payment row could not be written: give the code back.
        if (claimed !== undefined) await db.update(accessCodes).set({ usedAt: null, usedByUserId: null }).where(eq(accessCodes.id, claimed));
        throw err;
      });
      return { content: paymentJson(row) };
    },
  );
}
