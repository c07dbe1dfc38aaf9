// GET /api/follow/list_by_user (SPEC 7: size 150, version 2): what the user follows,
// plus the follow and unfollow calls with optimistic updates.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { analytics, api, apiPaged, mapFollowEntry, type FollowEntry, type PagedList, type Raw } from '@portal/shared';

/** What the follow API calls a league (an identity record). */
export type FollowKind = 'identity' | 'identity_item' | 'team';

export const FOLLOWED_PAGE_SIZE = 150;

export async function getFollowed(kind: FollowKind, signal?: AbortSignal): Promise<PagedList<FollowEntry>> {
  return apiPaged(api.get('/api/follow/list_by_user', { query: { size: FOLLOWED_PAGE_SIZE, version: 2, types: kind }, signal }), (raw: Raw) => mapFollowEntry(raw));
}

export const followedQuery = (kind: FollowKind) => queryOptions({ queryKey: ['following', 'followed', kind], queryFn: ({ signal }) => getFollowed(kind, signal) });

/** Reference ids the user follows, of one kind. */
export function useFollowed(kind: FollowKind, enabled = true) {
  return useQuery({ ...followedQuery(kind), enabled, select: (list) => new Set(list.entries.map((e) => e.reference_id)) });
}

export const followTarget = (kind: FollowKind) => (kind === 'identity' ? 'league' : kind === 'identity_item' ? 'subcategory' : 'team');

export function useToggleFollow(kind: FollowKind) {
  const client = useQueryClient();
  const key = followedQuery(kind).queryKey;
  return useMutation({
    mutationFn: async ({ id, follow }: { id: string; follow: boolean }) => {
      if (follow) await api.post('/api/follow/save', { body: { reference_id: Number(id), type: kind } });
      else await api.post('/api/follow/remove_by_reference', { body: { id: Number(id), type: kind } });
    },
    onMutate: async ({ id, follow }) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<PagedList<FollowEntry>>(key);
      if (previous) {
        const entries = follow
          ? [...previous.entries.filter((e) => e.reference_id !== id), { id: `pending-${id}`, type: kind === 'team' ? 'team' : 'identity_item', reference_id: id, identitiesId: [] } satisfies FollowEntry]
          : previous.entries.filter((e) => e.reference_id !== id);
        client.setQueryData<PagedList<FollowEntry>>(key, { ...previous, entries });
      }
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: (_data, { id, follow }) => {
      (follow ? analytics.follow : analytics.unfollow)({ type: followTarget(kind), id });
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
