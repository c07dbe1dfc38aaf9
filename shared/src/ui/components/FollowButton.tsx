// Follow toggle and watchlist toggle: pure views (no data fetching) over the core's useFollow /
// useWatchlist, so mf-following and mf-events show the same control with the same texts.
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../icons/icons.tsx';
import { Icon, type IconProps } from '../icons/Icon.tsx';
import { Button, type ButtonSize } from './Button.tsx';
import { IconButton } from './IconButton.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

export interface FollowButtonProps {
  followed: boolean;
  busy?: boolean;
  onToggle: () => void;
  /** What is followed; completes the accessible name ("Follow Premier League"). */
  name: string;
  size?: ButtonSize;
}

export function FollowButton({ followed, busy = false, onToggle, name, size = 'small' }: FollowButtonProps) {
  const { t } = useTranslation('common');
  return (
    <Button
      size={size}
      fullRounded
      variant={followed ? 'secondary' : 'primary'}
      aria-pressed={followed}
      loading={busy}
      startIcon={followed ? <CheckIcon size={16} /> : undefined}
      onClick={onToggle}
      data-testid="follow-button"
    >
      {followed ? t('follow.following') : t('follow.follow')}
      <VisuallyHidden> {name}</VisuallyHidden>
    </Button>
  );
}

function BookmarkIcon({ filled, ...props }: IconProps & { filled: boolean }) {
  return (
    <Icon {...props}>
      <path d="M6.5 3.5h11a1 1 0 0 1 1 1v16l-6.5-4.5-6.5 4.5v-16a1 1 0 0 1 1-1Z" fill={filled ? 'currentColor' : 'none'} />
    </Icon>
  );
}

export interface WatchlistButtonProps {
  selected: boolean;
  busy?: boolean;
  onToggle: () => void;
  /** The video's title; completes the accessible name. */
  name: string;
  size?: ButtonSize;
  /** Icon only, for a poster's corner (the label becomes its accessible name). */
  compact?: boolean;
}

export function WatchlistButton({ selected, busy = false, onToggle, name, size = 'small', compact = false }: WatchlistButtonProps) {
  const { t } = useTranslation('common');
  if (compact) {
    return (
      <IconButton
        variant="overlay"
        size="small"
        aria-label={`${selected ? t('watchlist.added') : t('watchlist.add')} ${name}`}
        aria-pressed={selected}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={onToggle}
        data-testid="watchlist-button"
      >
        <BookmarkIcon size={18} filled={selected} />
      </IconButton>
    );
  }
  return (
    <Button
      size={size}
      fullRounded
      variant="secondary"
      aria-pressed={selected}
      loading={busy}
      startIcon={<BookmarkIcon size={16} filled={selected} />}
      onClick={onToggle}
      data-testid="watchlist-button"
    >
      {selected ? t('watchlist.added') : t('watchlist.add')}
      <VisuallyHidden> {name}</VisuallyHidden>
    </Button>
  );
}
