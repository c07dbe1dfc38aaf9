// What the browsing pages ask of the event page: play the highlight a /highlight card linked to
// (`?highlight={id}`) and remember the view for /suggested.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { EventMedia } from '@portal/shared';
import { useLinkedHighlight } from '../../common/get-highlights.ts';
import { useRememberView } from '../../common/recent-views.ts';

export function useBrowseLinks(event: EventMedia, play: (item: EventMedia) => void): void {
  const [params] = useSearchParams();
  const linked = useLinkedHighlight(event.id, params.get('highlight'));
  useEffect(() => {
    if (linked) play(linked);
  }, [linked, play]);
  useRememberView(event);
}
