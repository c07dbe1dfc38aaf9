// POST /api/identity/list and GET /api/identity/get_by_id (api/README.md): leagues and categories
// (media_type identity; page size 50) and a category's sub-categories (media_type identity_item,
// identityId with sort media_parent_order.{identityId}; page size 100). Archived ones are left out.
import { queryOptions } from '@tanstack/react-query';
import { api, apiPaged, mapCategory, mapIdentity, mapSubCategory, type Identity, type PagedList, type Raw } from '@portal/shared';

export const MAIN_PAGE_SIZE = 50;
export const SUB_PAGE_SIZE = 100;

/** Leagues and categories are both identities; the API tells them apart by kind. */
export type MainKind = 'league' | 'category';

export async function getMainIdentities(kind: MainKind, signal?: AbortSignal): Promise<PagedList<Identity>> {
  const body = { page: 0, size: MAIN_PAGE_SIZE, order: 'asc', sort: 'order', filters: { media_type: 'identity', archived: false, kind } };
  return apiPaged(api.post('/api/identity/list', { body, signal }), (raw: Raw) => mapCategory(raw));
}

export async function getSubIdentities(mainId: string, signal?: AbortSignal): Promise<PagedList<Identity>> {
  const body = {
    page: 0,
    size: SUB_PAGE_SIZE,
    order: 'asc',
    sort: `media_parent_order.${mainId}`,
    filters: { media_type: 'identity_item', archived: false, identityId: Number(mainId) },
  };
  return apiPaged(api.post('/api/identity/list', { body, signal }), (raw: Raw) => mapSubCategory(raw));
}

export async function getIdentity(id: string, signal?: AbortSignal): Promise<Identity> {
  return mapIdentity((await api.get(`/api/identity/get_by_id/id/${encodeURIComponent(id)}`, { signal })) as Raw);
}

export const mainIdentitiesQuery = (kind: MainKind) =>
  queryOptions({ queryKey: ['following', 'identities', kind], queryFn: ({ signal }) => getMainIdentities(kind, signal) });
export const subIdentitiesQuery = (mainId: string) =>
  queryOptions({ queryKey: ['following', 'sub-identities', mainId], queryFn: ({ signal }) => getSubIdentities(mainId, signal) });
export const identityQuery = (id: string) => queryOptions({ queryKey: ['following', 'identity', id], queryFn: ({ signal }) => getIdentity(id, signal) });
