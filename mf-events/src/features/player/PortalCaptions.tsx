// The default layout's captions slot with the text direction of the track showing (issue 30
// item 3): the player itself is left to right (its time line), so Hebrew cues are set right to left
// here (Vidstack marks the box data-dir="rtl", its style gives the cue box `direction: rtl`), with
// the track's language on the box for fonts and screen readers.
import { Captions, useMediaState } from '@vidstack/react';
import { isRtlLanguage } from './track-labels.ts';

export function PortalCaptions({ exampleText }: { exampleText: string }) {
  const track = useMediaState('textTrack');
  const language = track?.language || undefined;
  const dir = isRtlLanguage(language) ? 'rtl' : 'ltr';
  return <Captions className="vds-captions" textDir={dir} exampleText={exampleText} lang={language} data-testid="player-captions" />;
}
