// The user's subscription contracts and pay-per-view tickets, read from the commerce API
// (api/README.md "Commerce"): customer_contracts (paged, active filter), one contract,
// cancel_contract (platform web), the tenant's plans (to buy another), ppv_tickets.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, mapEvent, mapPagedList, mapSubscription, type EventMedia, type PagedList, type Subscription } from '@portal/shared';

export const PAGE_SIZE = 10;

export interface Contract {
  id: string;
  /** SVOD or CVOD; both end on the contract's end date (api/README.md). */
  type: string;
  subscriptionId: string;
  title: string;
  description: string;
  price: number;
  currency: string;
  isActive: boolean;
  isCanceled: boolean;
  autoRenew: boolean;
  startDate: string | null;
  endDate: string | null;
  canceledAt: string | null;
  lastPayment: string | null;
  /** 'card' or 'access_code'. */
  source: string;
}

type Raw = Record<string, unknown>;
const text = (v: unknown) => (v == null ? null : String(v));

export function mapContract(raw: Raw): Contract {
  const plan = (raw.originalProduct ?? {}) as Raw;
  return {
    id: String(raw.id),
    type: String(raw.type ?? plan.productType ?? ''),
    subscriptionId: String(raw.subscriptionId ?? plan.id ?? ''),
    title: String(plan.title ?? ''),
    description: String(plan.description ?? ''),
    price: Number(plan.price ?? 0),
    currency: String(plan.currency ?? 'N/A'),
    isActive: raw.isActive === true,
    isCanceled: raw.isCanceled === true,
    autoRenew: raw.autoRenew === true,
    startDate: text(raw.startDate),
    endDate: text(raw.endDate),
    canceledAt: text(raw.canceledAt),
    lastPayment: text(raw.lastPayment),
    source: String(raw.source ?? ''),
  };
}

export type ContractFilter = 'active' | 'past';

export async function getContracts(filter: ContractFilter, page: number, signal?: AbortSignal): Promise<PagedList<Contract>> {
  const query = new URLSearchParams({ page: String(page), size: String(PAGE_SIZE), active: String(filter === 'active') });
  return mapPagedList(await api.get(`/api/commerce/customer_contracts?${query}`, { signal }), mapContract);
}

export const contractsQuery = (filter: ContractFilter, page: number) =>
  queryOptions({
    queryKey: ['account', 'contracts', filter, page],
    queryFn: ({ signal }) => getContracts(filter, page, signal),
    placeholderData: keepPreviousData,
  });

export const useContracts = (filter: ContractFilter, page: number) => useQuery(contractsQuery(filter, page));

export const contractQuery = (id: string) =>
  queryOptions({
    queryKey: ['account', 'contract', id],
    queryFn: async ({ signal }) => mapContract(await api.get<Raw>(`/api/commerce/get_customer_subscriptions_by_id/id/${encodeURIComponent(id)}`, { signal })),
  });

export const useContract = (id: string) => useQuery(contractQuery(id));

export async function cancelContract(id: string): Promise<Contract> {
  return mapContract(await api.post<Raw>('/api/commerce/cancel_contract', { body: { platform: 'web', id: Number(id) } }));
}

/** The tenant's plans (SVOD and CVOD), to link to buying another. */
export const plansQuery = () =>
  queryOptions({
    queryKey: ['account', 'plans'],
    queryFn: async ({ signal }): Promise<Subscription[]> => {
      const raw = await api.get<unknown>('/api/commerce/get_subscriptions?type=svod|cvod', { signal });
      const list = Array.isArray(raw) ? raw : ((raw as { entries?: unknown[] } | null)?.entries ?? []);
      return list.map((p) => mapSubscription(p as Raw));
    },
    staleTime: 5 * 60_000,
  });

export const usePlans = () => useQuery(plansQuery());

export interface Ticket {
  id: string;
  eventId: string;
  purchasedAt: string | null;
  paymentId: string | null;
  price: number;
  currency: string;
  event: EventMedia | null;
}

export function mapTicket(raw: Raw): Ticket {
  return {
    id: String(raw.id),
    eventId: String(raw.eventId),
    purchasedAt: text(raw.purchasedAt),
    paymentId: text(raw.paymentId),
    price: Number(raw.price ?? 0),
    currency: String(raw.currency ?? 'N/A'),
    event: raw.event ? mapEvent(raw.event as Raw) : null,
  };
}

export const ticketsQuery = (page: number) =>
  queryOptions({
    queryKey: ['account', 'tickets', page],
    queryFn: async ({ signal }) => mapPagedList(await api.get(`/api/commerce/ppv_tickets?page=${page}&size=${PAGE_SIZE}`, { signal }), mapTicket),
    placeholderData: keepPreviousData,
  });

export const useTickets = (page: number) => useQuery(ticketsQuery(page));

export const ticketQuery = (id: string) =>
  queryOptions({
    queryKey: ['account', 'ticket', id],
    queryFn: async ({ signal }) => mapTicket(await api.get<Raw>(`/api/commerce/ppv_tickets/id/${encodeURIComponent(id)}`, { signal })),
  });

export const useTicket = (id: string) => useQuery(ticketQuery(id));
