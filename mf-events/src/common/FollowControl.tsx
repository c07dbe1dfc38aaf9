// Follow toggle for a league, category or team shown by mf-events (its own page, the event page's
// chips). The state is the session's followed map (core useFollow), so it agrees at once with
// mf-following's lists. Anonymous viewers get a link to sign in and come back.
import { useTheme } from '@emotion/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isAuthenticatedAtom, useFollow, useWatchlist, type FollowTarget, type FollowType } from '@portal/shared';
import { buttonStyles, FollowButton, RouteLink, type ButtonSize, VisuallyHidden, WatchlistButton } from '@portal/shared/ui';

export interface FollowControlProps {
  type: FollowType;
  id: string;
  target: FollowTarget;
  name: string;
  size?: ButtonSize;
}

function SignedInFollow({ type, id, target, name, size }: FollowControlProps) {
  const { followed, busy, toggle } = useFollow(type, id, target);
  return <FollowButton followed={followed} busy={busy} onToggle={() => void toggle()} name={name} size={size} />;
}

export function FollowControl(props: FollowControlProps) {
  return (
    // Its own size inside column and row layouts alike.
    <span css={{ display: 'inline-flex', alignSelf: 'flex-start', flex: 'none' }}>
      <FollowOrSignIn {...props} />
    </span>
  );
}

function FollowOrSignIn(props: FollowControlProps) {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const { t } = useTranslation('common');
  const location = useLocation();
  if (signedIn) return <SignedInFollow {...props} />;
  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <RouteLink
      whenOff="none"
      to={`/auth/login/?redirect=${back}`}
      css={(theme) => buttonStyles(theme, { variant: 'primary', size: props.size ?? 'small', fullWidth: false, fullRounded: true })}
    >
      {t('follow.follow')}
      <VisuallyHidden> {props.name}</VisuallyHidden>
    </RouteLink>
  );
}

/** Watchlist toggle of an event or clip for a signed-in viewer (core useWatchlist: the selected map). */
function SignedInWatchlist({ id, name }: { id: string; name: string }) {
  const { selected, busy, toggle } = useWatchlist(id);
  return <WatchlistButton selected={selected} busy={busy} onToggle={() => void toggle()} name={name} />;
}

export function WatchlistControl({ id, name }: { id: string; name: string }) {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  if (!signedIn) return null;
  return (
    <span css={{ display: 'inline-flex', alignSelf: 'flex-start', flex: 'none' }}>
      <SignedInWatchlist id={id} name={name} />
    </span>
  );
}

function CardWatchlistToggle({ id, name }: { id: string; name: string }) {
  const { selected, busy, toggle } = useWatchlist(id);
  return <WatchlistButton compact selected={selected} busy={busy} onToggle={() => void toggle()} name={name} />;
}

/** The watchlist toggle in a card's top end corner, above the card's stretched link (signed in only). */
export function CardWatchlist({ id, name }: { id: string; name: string }) {
  const t = useTheme();
  const signedIn = useAtomValue(isAuthenticatedAtom);
  if (!signedIn) return null;
  return (
    <span css={{ position: 'absolute', insetBlockStart: t.space(2), insetInlineEnd: t.space(2), zIndex: 2 }}>
      <CardWatchlistToggle id={id} name={name} />
    </span>
  );
}
