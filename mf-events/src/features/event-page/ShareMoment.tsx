// "Share" on the event page (issue 15 item 4): a link to the moment playing now (archived
// events and clips: `?t=`), or to the live event (live links open at the edge, see
// player/use-start-at.ts). Phones with the Web Share API get the system share sheet; elsewhere
// the link goes to the clipboard with a "copied" state for CLIPBOARD_COPIED_MS (docs/product.md); where
// the clipboard is refused or missing, a read-only field shows the link selected for copying.
import { useTheme } from '@emotion/react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventMedia } from '@portal/shared';
import { Button, CheckIcon, CLIPBOARD_COPIED_MS, TextField, VisuallyHidden } from '@portal/shared/ui';
import type { PlayerHandle } from '../player/index.ts';
import { clipUrl, momentUrl } from '../player/index.ts';

export interface ShareMomentProps {
  /** The event, or the clip/highlight playing in its place. */
  item: EventMedia;
  clip?: boolean;
  live: boolean;
  player: RefObject<PlayerHandle | null>;
}

/** The share sheet only where it is the phone's way to share (a coarse pointer). */
function canShareNatively(): boolean {
  return typeof navigator.share === 'function' && typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
}

export function shareUrl({ item, clip, live, player }: ShareMomentProps, origin = window.location.origin): string {
  const at = live ? null : (player.current?.currentTime() ?? null);
  return clip ? clipUrl(origin, item, at) : momentUrl(origin, item.id, at);
}

export function ShareMoment(props: ShareMomentProps) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const [copied, setCopied] = useState(false);
  const [fallback, setFallback] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), CLIPBOARD_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  useEffect(() => {
    if (fallback) field.current?.select();
  }, [fallback]);

  async function share() {
    const url = shareUrl(props);
    if (canShareNatively()) {
      try {
        await navigator.share({ title: props.item.title, url });
        return;
      } catch (e) {
        // The viewer closed the sheet: nothing to do. Any other refusal falls through to copying.
        if (e instanceof DOMException && e.name === 'AbortError') return;
      }
    }
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setFallback(null);
      setCopied(true);
    } catch {
      setFallback(url);
    }
  }

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(2), minInlineSize: 0 }}>
      <Button size="small" variant="outline" onClick={() => void share()} startIcon={copied ? <CheckIcon /> : undefined} data-testid="share-moment">
        {copied ? tr('player.features.copied') : props.live ? tr('player.features.shareLive') : tr('player.features.share')}
      </Button>
      {/* Said once per copy; the button's own text changes too. */}
      <VisuallyHidden role="status">{copied ? tr('player.features.copied') : ''}</VisuallyHidden>
      {fallback ? (
        <TextField
          ref={field}
          readOnly
          value={fallback}
          label={tr('player.features.copyFallback')}
          onFocus={(e) => e.currentTarget.select()}
          data-testid="share-fallback"
          dir="ltr"
        />
      ) : null}
    </div>
  );
}
