// Commerce payments (api/README.md "Commerce"): the card provider's address, the stored card, and the
// payment calls. Every payment POST carries an Idempotency-Key that the caller keeps for one purchase
// attempt, so a double click, a retry after a token refresh or a network drop charges once.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@portal/shared';

export type PaymentStatus = 'processing' | 'requires_action' | 'succeeded' | 'failed';
export interface Payment {
  id: number;
  status: PaymentStatus;
  kind: 'subscription' | 'ppv' | 'access_code';
  amount: number;
  currency: string;
  failureCode: string | null;
  challenge: { id: string; url: string } | null;
  contractId: number | null;
  ticketId: number | null;
  subscriptionId: number | null;
  eventId: number | null;
  card: { brand: string; last4: string } | null;
}
export interface PaymentProvider {
  provider: string;
  origin: string;
  scriptUrl: string;
}
export interface StoredCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** One key per purchase attempt (kept across retries of that attempt). */
export const newIdempotencyKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

const payPost = (path: string, body: unknown, key: string): Promise<Payment> => api.post<Payment>(path, { body, headers: { 'Idempotency-Key': key } });

export const paymentProviderQuery = () =>
  queryOptions({
    queryKey: ['commerce', 'payment-provider'],
    queryFn: ({ signal }) => api.get<PaymentProvider>('/api/commerce/payment_provider', { signal }),
    staleTime: Infinity,
  });

export const storedCardQuery = () =>
  queryOptions({
    queryKey: ['commerce', 'stored-card'],
    queryFn: async ({ signal }) => (await api.get<StoredCard | null>('/api/commerce/stored_card', { signal })) ?? null,
  });

export const paymentQuery = (id: number) =>
  queryOptions({
    queryKey: ['commerce', 'payment', id],
    queryFn: ({ signal }) => api.get<Payment>(`/api/commerce/payment/${id}`, { signal }),
  });

export const subscriptionCheckout = (subscriptionId: string, token: string, key: string) =>
  payPost('/api/commerce/subscription_checkout', { card: { token }, subscription_id: Number(subscriptionId) }, key);

export const subscribeByStoredCard = (subscriptionId: string, key: string) =>
  payPost('/api/commerce/subscribe_by_stored_cc', { subscription_id: Number(subscriptionId) }, key);

export const ppvCheckout = (eventId: string, token: string | null, key: string) =>
  payPost('/api/commerce/ppv_checkout', token ? { event_id: Number(eventId), card: { token } } : { event_id: Number(eventId) }, key);

export const redeemAccessCode = (code: string, key: string) => payPost('/api/commerce/redeem_access_code', { code }, key);

export const confirmPayment = (paymentId: number): Promise<Payment> => api.post<Payment>('/api/commerce/confirm_payment', { body: { payment_id: paymentId } });
