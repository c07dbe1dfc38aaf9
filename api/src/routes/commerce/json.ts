// What commerce answers look like, and the tenant switch every commerce route checks.
import type { ContractRow, PaymentRow, SubscriptionRow } from '../../db/schema.ts';
import { subscriptionJson } from '../../content/serialize.ts';
import type { TenantConfig } from '../../tenants.ts';

/** The tenant switch (issue 13 item 7): mf-commerce off means no commerce on the API either. */
export function commerceEnabled(tenant: TenantConfig): boolean {
  return tenant.remotes['mf-commerce']?.enabled === true;
}

export function paymentJson(p: PaymentRow) {
  return {
    id: p.id,
    status: p.status,
    kind: p.kind,
    amount: Number(p.amount),
    currency: p.currency,
    failureCode: p.failureCode,
    challenge: p.status === 'requires_action' && p.challengeId && p.challengeUrl ? { id: p.challengeId, url: p.challengeUrl } : null,
    contractId: p.contractId,
    ticketId: p.ticketId,
    subscriptionId: p.subscriptionId,
    eventId: p.eventId,
    card: p.cardLast4 ? { brand: p.cardBrand, last4: p.cardLast4 } : null,
    createdAt: p.createdAt.toISOString(),
  };
}

export function contractJson(c: ContractRow, plan: SubscriptionRow | undefined, lastPayment: Date | null, now: number) {
  return {
    id: c.id,
    type: (plan?.type ?? 'svod').toUpperCase(),
    subscriptionId: c.subscriptionId,
    isActive: c.endAt.getTime() > now,
    isCanceled: c.canceledAt !== null,
    autoRenew: c.autoRenew && c.canceledAt === null,
    purchaseProcessing: false,
    startDate: c.startAt.toISOString(),
    endDate: c.endAt.toISOString(),
    canceledAt: c.canceledAt?.toISOString() ?? null,
    lastPayment: lastPayment?.toISOString() ?? null,
    source: c.source,
    originalProduct: plan ? subscriptionJson(plan) : null,
  };
}
