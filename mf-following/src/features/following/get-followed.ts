// GET /api/follow/list_by_user (api/README.md: size 150, version 2) through the core's loadFollowed,
// which also puts the answer into the session's followed map (the one source of follow state).
import { queryOptions } from '@tanstack/react-query';
import { loadFollowed } from '@portal/shared';

export const followedQuery = () => queryOptions({ queryKey: ['following', 'followed'], queryFn: ({ signal }) => loadFollowed(signal), staleTime: 0 });
