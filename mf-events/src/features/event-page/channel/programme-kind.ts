// The guide's programme kinds arrive as the API's English words (XMLTV <desc>: "Replay",
// "Magazine", "Classic match"); the page shows them in its language. A description the guide
// does not know as a kind is the broadcaster's own text and shows as it is.
import type { TFunction } from 'i18next';

export const PROGRAMME_KINDS = { Replay: 'replay', Magazine: 'magazine', 'Classic match': 'classic' } as const;

export function programmeDescription(description: string | null, t: TFunction<'events'>): string | null {
  if (!description) return null;
  const kind = PROGRAMME_KINDS[description.trim() as keyof typeof PROGRAMME_KINDS];
  return kind ? t(`epg.kinds.${kind}`) : description;
}
