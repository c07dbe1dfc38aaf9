// Billing calls of the commerce API (api/README.md "Commerce"): the stored card (brand, last four,
// expiry; the card itself stays with the provider) read, replaced and removed, the payment history
// and a payment's receipt.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, mapPagedList } from '@portal/shared';
import { PAGE_SIZE } from '../../common/get-contracts.ts';

export interface StoredCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface Payment {
  id: string;
  status: 'succeeded' | 'requires_action' | 'failed' | string;
  kind: 'subscription' | 'ppv' | 'access_code' | string;
  amount: number;
  currency: string;
  failureCode: string | null;
  card: { brand: string; last4: string } | null;
  createdAt: string | null;
}

type Raw = Record<string, unknown>;

export function mapPayment(raw: Raw): Payment {
  const card = raw.card as { brand?: unknown; last4?: unknown } | null | undefined;
  return {
    id: String(raw.id),
    status: String(raw.status ?? ''),
    kind: String(raw.kind ?? ''),
    amount: Number(raw.amount ?? 0),
    currency: String(raw.currency ?? 'N/A'),
    failureCode: raw.failureCode == null ? null : String(raw.failureCode),
    card: card ? { brand: String(card.brand ?? ''), last4: String(card.last4 ?? '') } : null,
    createdAt: raw.createdAt == null ? null : String(raw.createdAt),
  };
}

const toCard = (c: Raw): StoredCard => ({
  brand: String(c.brand ?? ''),
  last4: String(c.last4 ?? ''),
  expMonth: Number(c.expMonth),
  expYear: Number(c.expYear),
});

export const storedCardQuery = () =>
  queryOptions({
    queryKey: ['account', 'stored-card'],
    queryFn: async ({ signal }): Promise<StoredCard | null> => {
      const c = await api.get<Raw | null>('/api/commerce/stored_card', { signal });
      return c && c.last4 ? toCard(c) : null;
    },
  });

export const useStoredCard = () => useQuery(storedCardQuery());

export const paymentsQuery = (page: number) =>
  queryOptions({
    queryKey: ['account', 'payments', page],
    queryFn: async ({ signal }) => mapPagedList(await api.get(`/api/commerce/payments?page=${page}&size=${PAGE_SIZE}`, { signal }), mapPayment),
    placeholderData: keepPreviousData,
  });

export const usePayments = (page: number) => useQuery(paymentsQuery(page));

export interface Receipt {
  receiptNumber: string;
  productTitle: string;
  customerEmail: string;
  issuedAt: string | null;
  payment: Payment;
}

export const receiptQuery = (paymentId: string) =>
  queryOptions({
    queryKey: ['account', 'receipt', paymentId],
    queryFn: async ({ signal }): Promise<Receipt> => {
      const r = await api.get<Raw>(`/api/commerce/payment/${encodeURIComponent(paymentId)}/receipt`, { signal });
      return {
        receiptNumber: String(r.receiptNumber ?? ''),
        productTitle: String(r.productTitle ?? ''),
        customerEmail: String(r.customerEmail ?? ''),
        issuedAt: r.issuedAt == null ? null : String(r.issuedAt),
        payment: mapPayment((r.payment ?? {}) as Raw),
      };
    },
  });

export const useReceipt = (paymentId: string | null) => useQuery({ ...receiptQuery(paymentId ?? ''), enabled: paymentId !== null });

/** Where the card provider's script lives (`GET /api/commerce/payment_provider`); it does not change in a visit. */
export const paymentProviderQuery = () =>
  queryOptions({
    queryKey: ['account', 'payment-provider'],
    queryFn: ({ signal }) => api.get<{ origin: string; scriptUrl: string }>('/api/commerce/payment_provider', { signal }),
    staleTime: Infinity,
  });

/** Stores the card behind a provider token (from the hosted fields) as the user's card; answers its summary. */
export const storeCard = async (token: string): Promise<StoredCard> => toCard(await api.post<Raw>('/api/commerce/store_card', { body: { card: { token } } }));

/** Forgets the stored card at the provider and here. */
export const removeCard = async (): Promise<void> => {
  await api.post('/api/commerce/remove_card', { body: {} });
};
