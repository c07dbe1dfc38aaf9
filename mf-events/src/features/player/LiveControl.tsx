// Takes the default layout's live slot: a labelled 'Live' button that jumps to the edge, and
// beside it, while rewound, "−2:30 behind live" (updating). Screen readers hear the change of
// state (left live / back at live) once, politely, never the running count.
import { LiveButton } from '@vidstack/react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@portal/shared/ui';
import { formatBehind } from './live-behind.ts';
import { useLiveEdge } from './use-live-edge.ts';

export function LiveControl() {
  const { t: tr, i18n } = useTranslation('events');
  const { live, category, behind } = useLiveEdge();
  if (!live) return null;
  const atEdge = category === 'live';
  return (
    <div className="portal-live" data-category={category} data-testid="live-control">
      <LiveButton className="vds-live-button portal-live-button" aria-label={tr('player.features.jumpToLive')} data-testid="live-button">
        <span className="vds-live-button-text">{tr('player.features.live')}</span>
      </LiveButton>
      {atEdge ? null : (
        // The count reads in the page's language; the time itself stays left to right.
        <span className="portal-live-behind" data-testid="behind-live" dir={i18n.dir()}>
          {/* Isolated (LRI…PDI) so "−2:30" keeps its minus in front inside right-to-left text. */}
          {tr('player.features.behind', { time: `\u2066${formatBehind(behind)}\u2069` })}
        </span>
      )}
      <VisuallyHidden aria-live="polite" data-testid="live-announcement">
        {atEdge ? tr('player.features.announceLive') : tr('player.features.announceBehind')}
      </VisuallyHidden>
    </div>
  );
}
