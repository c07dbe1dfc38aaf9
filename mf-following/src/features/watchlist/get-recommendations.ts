// GET /api/recommendation/list (api/README.md "Following"): events and clips of what the user
// follows and their favourite club, live first, then newest. `basis` says how much they follow.
import { queryOptions } from '@tanstack/react-query';
import { api, getCustomerConfig, mapEvent, mapPagedList, obj, type EventMedia, type Raw } from '@portal/shared';

export const RECOMMENDATION_PAGE_SIZE = 24;

export interface Recommendations {
  entries: EventMedia[];
  totalCount: number;
  /** How many teams and identities (incl. the favourite club) the list is built from. */
  basis: { teams: number; identities: number };
}

export async function getRecommendations(signal?: AbortSignal): Promise<Recommendations> {
  const content = await api.get('/api/recommendation/list', { query: { page: 0, size: RECOMMENDATION_PAGE_SIZE }, signal });
  const page = mapPagedList(content, (raw: Raw) => mapEvent(raw, getCustomerConfig()));
  const basis = obj(obj(content).basis);
  return { entries: page.entries, totalCount: page.totalCount, basis: { teams: Number(basis.teams ?? 0), identities: Number(basis.identities ?? 0) } };
}

export const recommendationsQuery = () => queryOptions({ queryKey: ['following', 'recommendations'], queryFn: ({ signal }) => getRecommendations(signal) });
