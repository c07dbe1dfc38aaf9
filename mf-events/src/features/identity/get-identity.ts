// GET /api/identity/get_by_id/id/:id: a league, category or sub-category (api/README.md), with what its
// page shows beside the shared model: description, colour and every api/README.md social link kind; and
// POST /api/identity/list for a category's sub-categories.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiPaged, mapIdentity, type Identity, type Raw } from '@portal/shared';

/** api/README.md's social link kinds, in the order the page shows them. */
export const SOCIAL_KINDS = ['web', 'facebook', 'x', 'instagram', 'youtube', 'tiktok', 'whatsapp'] as const;
export type SocialKind = (typeof SOCIAL_KINDS)[number];

export interface IdentityPageData extends Identity {
  description: string;
  color: string | null;
  socialLinks: { kind: SocialKind; url: string }[];
}

/** Only web links: a tenant's data never puts a javascript: (or other scheme) link on the page. */
const safeUrl = (v: unknown): string | null => (typeof v === 'string' && /^https?:\/\//i.test(v.trim()) ? v.trim() : null);

export function socialLinksOf(raw: Raw): IdentityPageData['socialLinks'] {
  const r = (raw ?? {}) as Record<string, unknown>;
  const social = (r.social && typeof r.social === 'object' ? r.social : {}) as Record<string, unknown>;
  return SOCIAL_KINDS.flatMap((kind) => {
    // `twitter` is the older name of x (serialize.ts sends both)
    const url = safeUrl(social[kind]) ?? safeUrl(r[kind]) ?? (kind === 'x' ? (safeUrl(social.twitter) ?? safeUrl(r.twitter)) : null);
    return url ? [{ kind, url }] : [];
  });
}

export async function getIdentity(id: string, signal?: AbortSignal): Promise<IdentityPageData> {
  const raw = await api.get<Raw>(`/api/identity/get_by_id/id/${encodeURIComponent(id)}`, { signal });
  const r = (raw ?? {}) as Record<string, unknown>;
  return {
    ...mapIdentity(raw),
    description: typeof r.description === 'string' ? r.description : '',
    color: typeof r.color === 'string' ? r.color : null,
    socialLinks: socialLinksOf(raw),
  };
}

export const identityQuery = (id: string) => queryOptions({ queryKey: ['events', 'identity', id], queryFn: ({ signal }) => getIdentity(id, signal) });

export const useIdentity = (id: string) => useQuery(identityQuery(id));

/** A category's sub-categories (docs/product.md: sub lists of 100), in their order. */
export async function getSubCategories(parentId: string, signal?: AbortSignal): Promise<Identity[]> {
  const body = { page: 0, size: 100, sort: 'order', order: 'asc', filters: { media_type: 'identity_item', identityId: Number(parentId) } };
  return (await apiPaged(api.post('/api/identity/list', { body, signal }), (raw: Raw) => mapIdentity(raw))).entries;
}

export const useSubCategories = (parentId: string, enabled: boolean) =>
  useQuery({ queryKey: ['events', 'identity', parentId, 'children'], queryFn: ({ signal }) => getSubCategories(parentId, signal), enabled });
