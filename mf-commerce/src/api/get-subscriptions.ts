// GET /api/commerce/get_subscriptions?type=svod|cvod (SPEC 7): the plans on offer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiPaged, mapSubscription, type PagedList, type Raw, type Subscription } from '@portal/shared';

export const PLAN_TYPES = 'svod|cvod';

export async function getSubscriptions(signal?: AbortSignal): Promise<PagedList<Subscription>> {
  return apiPaged(api.get('/api/commerce/get_subscriptions', { query: { type: PLAN_TYPES }, signal }), (raw: Raw) => mapSubscription(raw));
}

export const subscriptionsQuery = () => queryOptions({ queryKey: ['commerce', 'subscriptions', PLAN_TYPES], queryFn: ({ signal }) => getSubscriptions(signal) });

export const useSubscriptions = () => useQuery(subscriptionsQuery());
