// The user's contracts (plans held): listed, read, and canceled by one conditional UPDATE.
import type { FastifyRequest } from 'fastify';
import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { contracts, payments, subscriptions, type ContractRow } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { paged, zId } from '../../http/validate.ts';
import { contractJson } from './json.ts';
import { pageQuery, type CommerceScope } from './scope.ts';

const cancelBody = z.object({ platform: z.literal('web').default('web'), id: zId });
const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')
  .optional();

export function contractRoutes({ app, db, ctx, authed }: CommerceScope) {
  async function contractsJson(rows: ContractRow[], tenantId: string) {
    const planIds = [...new Set(rows.map((r) => r.subscriptionId))];
    const plans = planIds.length
      ? await db
          .select()
          .from(subscriptions)
          .where(and(eq(subscriptions.tenantId, tenantId), inArray(subscriptions.id, planIds)))
      : [];
    const paymentIds = rows.map((r) => r.paymentId).filter((x): x is number => x !== null);
    const pays = paymentIds.length ? await db.select({ id: payments.id, at: payments.updatedAt }).from(payments).where(inArray(payments.id, paymentIds)) : [];
    const byPlan = new Map(plans.map((p) => [p.id, p]));
    const paidAt = new Map(pays.map((p) => [p.id, p.at]));
    const now = ctx.settings.now();
    return rows.map((r) => contractJson(r, byPlan.get(r.subscriptionId), r.paymentId ? (paidAt.get(r.paymentId) ?? null) : null, now));
  }

  const customerContractsQuery = pageQuery.extend({ active: flag, canceled: flag });
  app.get('/api/commerce/customer_contracts', { preValidation: authed, schema: { querystring: customerContractsQuery } }, async (request) => {
    const q = request.query;
    const now = new Date(ctx.settings.now());
    const conds = [eq(contracts.userId, request.auth!.user.id), eq(contracts.tenantId, request.tenant.id)];
    if (q.active === true) conds.push(gt(contracts.endAt, now));
    if (q.active === false) conds.push(sql`${contracts.endAt} <= ${now}`);
    if (q.canceled === false) conds.push(isNull(contracts.canceledAt));
    if (q.canceled === true) conds.push(sql`${contracts.canceledAt} is not null`);
    const where = and(...conds);
    const [rows, [{ n } = { n: 0 }]] = await Promise.all([
      db
        .select()
        .from(contracts)
        .where(where)
        .orderBy(desc(contracts.createdAt), desc(contracts.id))
        .limit(q.size)
        .offset(q.page * q.size),
      db.select({ n: count() }).from(contracts).where(where),
    ]);
    return { content: paged(await contractsJson(rows, request.tenant.id), Number(n), q.page, q.size) };
  });

  const ownContract = async (request: FastifyRequest, id: number) => {
    const [row] = await db
      .select()
      .from(contracts)
      .where(and(eq(contracts.id, id), eq(contracts.userId, request.auth!.user.id)));
    if (!row) throw new ApiError(404, 'contract_not_found', `Contract ${id} not found`);
    return row;
  };

  app.get('/api/commerce/get_customer_subscriptions_by_id/id/:id', { preValidation: authed, schema: { params: z.object({ id: zId }) } }, async (request) => {
    const row = await ownContract(request, request.params.id);
    return { content: (await contractsJson([row], request.tenant.id))[0] };
  });

  app.post('/api/commerce/cancel_contract', { preValidation: authed, schema: { body: cancelBody } }, async (request) => {
    const row = await ownContract(request, request.body.id);
    // One conditional UPDATE cancels: of simultaneous cancels one writes, the others answer the canceled contract.
    const [updated] = row.canceledAt
      ? [row]
      : await db
          .update(contracts)
          .set({ canceledAt: new Date(ctx.settings.now()), autoRenew: false })
          .where(and(eq(contracts.id, row.id), isNull(contracts.canceledAt)))
          .returning();
    return { content: (await contractsJson([updated ?? (await ownContract(request, row.id))], request.tenant.id))[0] };
  });
}
