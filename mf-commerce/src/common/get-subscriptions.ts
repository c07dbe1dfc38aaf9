// GET /api/commerce/get_subscriptions?type=svod|cvod (api/README.md): the plans on offer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiPaged, mapSubscription, type PagedList, type Raw, type Subscription } from '@portal/shared';

export const PLAN_TYPES = 'svod|cvod';

export async function getSubscriptions(signal?: AbortSignal): Promise<PagedList<Subscription>> {
  return apiPaged(api.get('/api/commerce/get_subscriptions', { query: { type: PLAN_TYPES }, signal }), (raw: Raw) => mapSubscription(raw));
}

export const subscriptionsQuery = () =>
  queryOptions({ queryKey: ['commerce', 'subscriptions', PLAN_TYPES], queryFn: ({ signal }) => getSubscriptions(signal) });

export const useSubscriptions = () => useQuery(subscriptionsQuery());

// GET /api/commerce/get_subscriptions_by_id/id/{id}: one plan (checkout).
export const subscriptionQuery = (id: string) =>
  queryOptions({
    queryKey: ['commerce', 'subscription', id],
    queryFn: async ({ signal }) => mapSubscription(await api.get<Raw>(`/api/commerce/get_subscriptions_by_id/id/${encodeURIComponent(id)}`, { signal })),
  });

// The names of what a plan unlocks (its allowedAccessIdentityItems are identity ids).
export const identityTitleQuery = (id: string) =>
  queryOptions({
    queryKey: ['commerce', 'identity-title', id],
    queryFn: async ({ signal }) => {
      const raw = await api.get<{ title?: string }>(`/api/identity/get_by_id/id/${encodeURIComponent(id)}`, { signal });
      return raw.title || 'NO TITLE';
    },
    staleTime: 5 * 60_000,
  });
