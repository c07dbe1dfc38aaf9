// /dev-ad-test/: try the VAST pre-roll on a real archived event: the demo ad, or a broken one
// (its media file is missing) to see that a failing ad never blocks the content.
import { useTheme } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@portal/shared';
import { Page, QueryErrorAlert, SkeletonLine } from '@portal/shared/ui';
import { useEvents } from '../../common/get-events.ts';
import { LazyPlayer } from '../player/index.ts';

const ADS = { working: '/media/ads/preroll.xml', broken: '/media/ads/broken.xml' } as const;
type AdChoice = keyof typeof ADS;

export function DevAdTestPage() {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const [choice, setChoice] = useState<AdChoice>('working');
  const events = useEvents({ status: 'archived', size: 1 });
  usePageTitle(tr('adTest.title'));
  // The first archived event as the page found it: a live event that ends meanwhile becomes the newest
  // archived one, and swapping the player under a running ad restarted the ad (a flaky e2e run).
  // Set while rendering (React's pattern for state that follows props), not in an effect: the first
  // render with data already shows the pinned event.
  const first = events.data?.entries[0];
  const [pinned, setPinned] = useState(first);
  if (!pinned && first) setPinned(first);
  const event = pinned ?? first;
  return (
    <Page data-testid="dev-ad-test">
      <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(5), maxInlineSize: '60rem' }}>
        <h1 css={{ ...t.text.h1, margin: 0 }}>{tr('adTest.title')}</h1>
        <p css={{ ...t.text.body, color: t.color.textMuted, margin: 0 }}>{tr('adTest.intro')}</p>
        <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'flex', gap: t.space(4) }}>
          <legend css={{ ...t.text.label, marginBlockEnd: t.space(2) }}>{tr('adTest.choose')}</legend>
          {(Object.keys(ADS) as AdChoice[]).map((c) => (
            <label key={c} css={{ display: 'inline-flex', gap: t.space(2), alignItems: 'center', ...t.text.body }}>
              <input type="radio" name="ad" value={c} checked={choice === c} onChange={() => setChoice(c)} />
              {tr(`adTest.${c}`)}
            </label>
          ))}
        </fieldset>
        {events.isError ? <QueryErrorAlert title={tr('details.error')} query={events} /> : null}
        {events.isPending ? <SkeletonLine lines={2} /> : null}
        {event ? (
          <LazyPlayer
            key={choice}
            eventId={event.id}
            title={event.title}
            src={event.source.hd}
            poster={event.source.poster ?? event.imageUrl}
            live={false}
            trackingKind="vod"
            ads={[{ source: ADS[choice], timeOffset: 0 }]}
          />
        ) : null}
      </div>
    </Page>
  );
}

export default DevAdTestPage;
