// The poster of an event in the viewer's reading direction. The API's generated artwork draws team 1
// on the side `?dir=` names, so it agrees with the scoreboards under it (team 1 on the right in
// Hebrew); `layout=wide` is the hero's variant (crests on the end side, clear of the headline).
// Mirrored artwork rather than crests drawn in the DOM: the same image is the player's <video
// poster> and a CSS background, where no DOM can go, and each variant is one cached file.
import { useTranslation } from 'react-i18next';
import type { EventMedia } from '../../model/event.ts';

export type PosterLayout = 'card' | 'wide';

/** Only the API's generated posters understand the variants (an owner's clip poster comes signed); any other image is used as it is. */
const GENERATED = /\/assets\/posters\/\d+\.svg(\?exp=\d+&sig=[\w-]+)?$/;

export function posterSrc(url: string | null | undefined, dir: 'ltr' | 'rtl', layout: PosterLayout = 'card'): string | null {
  if (!url) return null;
  if (!GENERATED.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}dir=${dir}${layout === 'wide' ? '&layout=wide' : ''}`;
}

/** The event's poster (else its image) for the page's direction. */
export function usePoster(event: Pick<EventMedia, 'source' | 'imageUrl'>, layout: PosterLayout = 'card'): string | null {
  const { i18n } = useTranslation();
  return posterSrc(event.source.poster ?? event.imageUrl, i18n.dir() === 'rtl' ? 'rtl' : 'ltr', layout);
}
