// The API's side of the card provider: server-to-server calls with the secret key. The provider's
// Idempotency-Key is our payment id, so retrying one payment can never charge twice.
import { SANDBOX_SECRET_KEY, type Charge } from './cards.ts';

export class ProviderUnavailable extends Error {}

async function call(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch (err) {
    throw new ProviderUnavailable(`card provider unreachable: ${(err as Error).message}`);
  }
  if (res.status >= 500) throw new ProviderUnavailable(`card provider answered ${res.status}`);
  return { status: res.status, body: await res.json() };
}

export type ChargeResult = { ok: true; charge: Charge } | { ok: false; code: string; message: string };

export async function createCharge(
  origin: string,
  idempotencyKey: string,
  input: { token?: string; customer?: string; amount: number; currency: string; description: string; save?: boolean },
): Promise<ChargeResult> {
  const { status, body } = await call(`${origin}/v1/charges`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${SANDBOX_SECRET_KEY}`, 'idempotency-key': idempotencyKey },
    body: JSON.stringify(input),
  });
  if (status === 200) return { ok: true, charge: body as Charge };
  const error = (body as { error?: { code?: string; message?: string } }).error;
  return { ok: false, code: error?.code ?? 'card_error', message: error?.message ?? 'The card was refused' };
}

export async function getCharge(origin: string, id: string): Promise<Charge | null> {
  const { status, body } = await call(`${origin}/v1/charges/${encodeURIComponent(id)}`, {
    headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}` },
  });
  return status === 200 ? (body as Charge) : null;
}

export interface StoredCardAtProvider {
  customer: string;
  card: { brand: string; last4: string; expMonth: number; expYear: number };
}
export type CustomerResult = { ok: true; stored: StoredCardAtProvider } | { ok: false; status: number; code: string; message: string };

/**
 * Stores a tokenized card at the provider: a new customer, or the existing one's card replaced.
 * The key makes a retry of the same request answer the same (one token, one customer).
 */
export async function saveCustomerCard(origin: string, idempotencyKey: string, input: { token: string; customer?: string }): Promise<CustomerResult> {
  const path = input.customer ? `/v1/customers/${encodeURIComponent(input.customer)}` : '/v1/customers';
  const { status, body } = await call(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${SANDBOX_SECRET_KEY}`, 'idempotency-key': idempotencyKey },
    body: JSON.stringify({ token: input.token }),
  });
  if (status === 200) {
    const b = body as { id: string; card: StoredCardAtProvider['card'] };
    return { ok: true, stored: { customer: b.id, card: b.card } };
  }
  const error = (body as { error?: { code?: string; message?: string } }).error;
  return { ok: false, status, code: error?.code ?? 'card_error', message: error?.message ?? 'The card was refused' };
}

/** Forgets a stored card at the provider (already gone is fine). */
export async function deleteCustomer(origin: string, customer: string): Promise<void> {
  await call(`${origin}/v1/customers/${encodeURIComponent(customer)}`, { method: 'DELETE', headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}` } });
}

/** The charge made with our Idempotency-Key, if the provider got that far (a crash may have come before or after). */
export async function findChargeByKey(origin: string, idempotencyKey: string): Promise<Charge | null> {
  const { status, body } = await call(`${origin}/v1/charges?idempotency_key=${encodeURIComponent(idempotencyKey)}`, {
    headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}` },
  });
  return status === 200 ? ((body as { data: Charge[] }).data[0] ?? null) : null;
}

async function chargeAction(origin: string, id: string, action: 'refund' | 'cancel'): Promise<Charge | null> {
  const { status, body } = await call(`${origin}/v1/charges/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}` },
  });
  return status === 200 ? (body as Charge) : null;
}

/** Gives a succeeded charge back (idempotent at the provider). */
export const refundCharge = (origin: string, id: string) => chargeAction(origin, id, 'refund');
/** Abandons an unanswered challenge; the answer is the charge's final state (approved first means succeeded). */
export const cancelCharge = (origin: string, id: string) => chargeAction(origin, id, 'cancel');
