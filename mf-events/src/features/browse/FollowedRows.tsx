// Home rows of what the signed-in viewer follows (issue 11): one row per followed league,
// category or team, titled by its name, from the session's followed map (filled at sign-in,
// kept in step by every follow button). Live and past games only, newest first, so a live game
// (started within the last two hours) leads its row; rows with nothing to show hide themselves.
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { followedAtom, isAuthenticatedAtom } from '@portal/shared';
import { EventRow } from './EventRow.tsx';
import { ROW_SIZE } from './EventRows.tsx';

/** Enough to lead the page without pushing the standard rows out of sight. */
export const MAX_FOLLOWED_ROWS = 4;

export function FollowedRows({ exceptTeam = null }: { exceptTeam?: string | null }) {
  // Shared follow texts (common) rather than a new events key: the title is the followed name anyway.
  const { t } = useTranslation('common');
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const followed = useAtomValue(followedAtom);
  if (!signedIn) return null;
  const entries = Object.values(followed)
    // the favourite club has its own row above (issue 27 item 8)
    .filter((e) => !e.id.startsWith('pending-') && !(e.type === 'team' && e.reference_id === exceptTeam))
    .slice(0, MAX_FOLLOWED_ROWS);
  return (
    <>
      {entries.map((e) => (
        <EventRow
          key={`${e.type}-${e.reference_id}`}
          testId="row-followed"
          title={e.title ?? t('follow.following')}
          filters={{
            ...(e.type === 'team' ? { 'search.teams.id': [e.reference_id] } : { 'identities.id': [e.reference_id] }),
            status: ['live', 'archived'],
            order: 'desc',
            size: ROW_SIZE,
          }}
        />
      ))}
    </>
  );
}
