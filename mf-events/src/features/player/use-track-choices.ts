// Captions and commentaries as the viewer chose them (issue 30 items 3 and 4), on top of the tracks
// Vidstack makes of the stream's HLS renditions:
// - labels in the viewer's language (Intl.DisplayNames of the track's language); a commentary
//   without a language is the stadium sound, under its own translated name;
// - the choice is remembered per tenant (stream-prefs.ts): a commentary through hls.js's
//   `audioPreference` from the start (see audioPreferenceOf), captions switched on when their track
//   appears (never on a multiview tile without the sound);
// - a commentary switch asks hls.js not to flush the whole audio buffer (`flushImmediate: false`),
//   as Vidstack's own switch does; how much of the old sound stays ahead while the new one loads is
//   hlsConfig's `nextAudioTrackBufferFlushForwardOffset` (latency.ts).
import { useEffect, type RefObject } from 'react';
import type { MediaPlayerInstance } from '@vidstack/react';
import type Hls from 'hls.js';
import { languageName } from './track-labels.ts';
import { readStreamPrefs, saveStreamPref, type AudioChoice } from './stream-prefs.ts';

interface Options {
  tenant: string;
  locale: string;
  /** Name of the commentary without a language. */
  stadiumLabel: string;
  /** false: a multiview tile without the sound shows no captions. */
  captions: boolean;
  hls: () => Hls | null;
}

/** hls.js's `audioPreference` for the viewer's remembered commentary (undefined: the tenant's default). */
export function audioPreferenceOf(tenant: string): AudioChoice | undefined {
  return readStreamPrefs(tenant).audio;
}

/**
 * Vidstack types a track's label read-only, but its tracks are plain fields and its menus read the
 * label when they render, so a label set as the track arrives is what the menu lists.
 */
const setLabel = (track: { readonly label: string }, label: string) => {
  (track as { label: string }).label = label;
};
const isCaptionTrack = (t: { kind: string }) => t.kind === 'subtitles' || t.kind === 'captions';

/** Whether a Vidstack event started with the viewer (a click or key), not with code. */
const byViewer = (event: Event) => ('isOriginTrusted' in event ? Boolean((event as { isOriginTrusted: boolean }).isOriginTrusted) : event.isTrusted);

export function useTrackChoices(
  box: RefObject<HTMLElement | null>,
  player: RefObject<MediaPlayerInstance | null>,
  { tenant, locale, stadiumLabel, captions, hls }: Options,
  deps: readonly unknown[],
) {
  // labels, and captions back on in the remembered language
  useEffect(() => {
    const p = player.current;
    if (!p) return;
    const { audioTracks, textTracks } = p;
    const labelAudio = () => {
      for (const track of audioTracks) setLabel(track, track.language ? languageName(track.language, locale) : stadiumLabel);
    };
    const labelText = () => {
      for (const track of textTracks) if (isCaptionTrack(track) && track.language) setLabel(track, languageName(track.language, locale));
    };
    const restoreCaptions = () => {
      if (!captions) return;
      const want = readStreamPrefs(tenant).captions;
      if (!want || want === 'off') return;
      const track = [...textTracks].find((t) => t.language === want && isCaptionTrack(t));
      if (track && track.mode !== 'showing') track.mode = 'showing';
    };
    // after the list has taken the track in (its own listeners first)
    const onText = () => {
      labelText();
      queueMicrotask(restoreCaptions);
    };
    labelAudio();
    labelText();
    restoreCaptions();
    audioTracks.addEventListener('add', labelAudio);
    textTracks.addEventListener('add', onText);
    return () => {
      audioTracks.removeEventListener('add', labelAudio);
      textTracks.removeEventListener('add', onText);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deps: the stream and the player's instance
  }, [tenant, locale, stadiumLabel, captions, ...deps]);

  // the viewer's choices: requests from the menus and keys, seen before the player serves them
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const onAudio = (event: Event) => {
      const index = (event as CustomEvent<number>).detail;
      const instance = hls();
      const track = instance?.audioTracks[index];
      if (!instance || !track) return;
      const choice: AudioChoice = track.lang ? { lang: track.lang } : { name: track.name };
      // Switched here without the flush: Vidstack then finds hls.js on that track and leaves it.
      instance.setAudioOption({ ...choice, groupId: track.groupId, flushImmediate: false });
      if (byViewer(event)) saveStreamPref(tenant, { audio: choice });
    };
    const onText = (event: Event) => {
      const { index, mode } = (event as CustomEvent<{ index: number; mode: string }>).detail;
      const track = player.current?.textTracks[index];
      if (!track || !byViewer(event)) return;
      saveStreamPref(tenant, { captions: mode === 'showing' && track.language ? track.language : 'off' });
    };
    el.addEventListener('media-audio-track-change-request', onAudio, true);
    el.addEventListener('media-text-track-change-request', onText, true);
    return () => {
      el.removeEventListener('media-audio-track-change-request', onAudio, true);
      el.removeEventListener('media-text-track-change-request', onText, true);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- hls and the refs are read at event time
  }, [tenant]);
}
