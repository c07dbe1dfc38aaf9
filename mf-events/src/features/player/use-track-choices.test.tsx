import { act, renderHook } from '@testing-library/react';
import type { MediaPlayerInstance } from '@vidstack/react';
import type Hls from 'hls.js';
import { readStreamPrefs, saveStreamPref } from './stream-prefs.ts';
import { useTrackChoices } from './use-track-choices.ts';

/** Vidstack's track lists as the hook uses them: iterable, indexable, and firing 'add'. */
class TrackList<T extends object> extends EventTarget {
  private readonly items: T[] = [];
  [index: number]: T;
  add(track: T) {
    this[this.items.length] = track;
    this.items.push(track);
    this.dispatchEvent(new Event('add'));
  }
  [Symbol.iterator]() {
    return this.items[Symbol.iterator]();
  }
}

interface AudioTrack {
  label: string;
  language: string;
}
interface TextTrack {
  label: string;
  language: string;
  kind: string;
  mode: string;
}

function setup({ captions = true, hlsTracks = [] as Array<{ lang?: string; name: string; groupId: string }> } = {}) {
  const audioTracks = new TrackList<AudioTrack>();
  const textTracks = new TrackList<TextTrack>();
  const player = { current: { audioTracks, textTracks } as unknown as MediaPlayerInstance };
  const box = { current: document.createElement('div') };
  const setAudioOption = jest.fn();
  const hls = { audioTracks: hlsTracks, setAudioOption } as unknown as Hls;
  const view = renderHook(() =>
    useTrackChoices(box, player, { tenant: 'arena', locale: 'en', stadiumLabel: 'Stadium only', captions, hls: () => hls }, ['src']),
  );
  return { audioTracks, textTracks, box: box.current, setAudioOption, view };
}

/** A request event as Vidstack's menus send it; `isOriginTrusted` says whether a viewer started it. */
function request(type: string, detail: unknown, byViewer: boolean) {
  const event = new CustomEvent(type, { detail, bubbles: true });
  Object.defineProperty(event, 'isOriginTrusted', { value: byViewer });
  return event;
}

beforeEach(() => localStorage.clear());

test('commentaries are named in the viewer language, a track without a language as the stadium sound, also when they arrive later', () => {
  const { audioTracks } = setup();
  const hebrew = { label: 'עברית', language: 'he' };
  const stadium = { label: 'ambient', language: '' };
  act(() => {
    audioTracks.add(hebrew);
    audioTracks.add(stadium);
  });
  expect(hebrew.label).toBe('Hebrew');
  expect(stadium.label).toBe('Stadium only');
});

test('caption tracks are named in the viewer language; metadata tracks are left as they are', () => {
  const { textTracks } = setup();
  const english = { label: 'English CC', language: 'en', kind: 'subtitles', mode: 'disabled' };
  const chapters = { label: 'chapters', language: 'en', kind: 'chapters', mode: 'disabled' };
  act(() => {
    textTracks.add(english);
    textTracks.add(chapters);
  });
  expect(english.label).toBe('English');
  expect(chapters.label).toBe('chapters');
});

test('the remembered caption language is shown once its track arrives; a track of another language stays off', async () => {
  saveStreamPref('arena', { captions: 'he' });
  const { textTracks } = setup();
  const english = { label: '', language: 'en', kind: 'subtitles', mode: 'disabled' };
  const hebrew = { label: '', language: 'he', kind: 'captions', mode: 'disabled' };
  await act(async () => {
    textTracks.add(english);
    textTracks.add(hebrew);
    await Promise.resolve(); // the restore runs after the list's own listeners
  });
  expect(hebrew.mode).toBe('showing');
  expect(english.mode).toBe('disabled');
});

test('a multiview tile without the sound turns no captions on', async () => {
  saveStreamPref('arena', { captions: 'he' });
  const { textTracks } = setup({ captions: false });
  const hebrew = { label: '', language: 'he', kind: 'subtitles', mode: 'disabled' };
  await act(async () => {
    textTracks.add(hebrew);
    await Promise.resolve();
  });
  expect(hebrew.mode).toBe('disabled');
  expect(hebrew.label).toBe('Hebrew');
});

test("a viewer's commentary switch goes to hls.js without an immediate flush and is remembered; a switch made by code is not", () => {
  const { box, setAudioOption } = setup({
    hlsTracks: [
      { lang: 'en', name: 'English', groupId: 'aud' },
      { name: 'Stadium only', groupId: 'aud' },
    ],
  });
  act(() => void box.dispatchEvent(request('media-audio-track-change-request', 1, true)));
  expect(setAudioOption).toHaveBeenLastCalledWith({ name: 'Stadium only', groupId: 'aud', flushImmediate: false });
  expect(readStreamPrefs('arena').audio).toEqual({ name: 'Stadium only' });

  act(() => void box.dispatchEvent(request('media-audio-track-change-request', 0, false)));
  expect(setAudioOption).toHaveBeenLastCalledWith({ lang: 'en', groupId: 'aud', flushImmediate: false });
  expect(readStreamPrefs('arena').audio).toEqual({ name: 'Stadium only' });

  // an index hls.js does not know changes nothing
  act(() => void box.dispatchEvent(request('media-audio-track-change-request', 5, true)));
  expect(setAudioOption).toHaveBeenCalledTimes(2);
});

test("a viewer's caption choice is remembered by language, turning them off as 'off'; a change made by code is not", () => {
  const { box, textTracks } = setup();
  act(() => textTracks.add({ label: '', language: 'he', kind: 'subtitles', mode: 'disabled' }));
  act(() => void box.dispatchEvent(request('media-text-track-change-request', { index: 0, mode: 'showing' }, true)));
  expect(readStreamPrefs('arena').captions).toBe('he');
  act(() => void box.dispatchEvent(request('media-text-track-change-request', { index: 0, mode: 'disabled' }, true)));
  expect(readStreamPrefs('arena').captions).toBe('off');
  act(() => void box.dispatchEvent(request('media-text-track-change-request', { index: 0, mode: 'showing' }, false)));
  expect(readStreamPrefs('arena').captions).toBe('off');
});

test('after unmount no request is handled', () => {
  const { box, setAudioOption, view } = setup({ hlsTracks: [{ lang: 'en', name: 'English', groupId: 'aud' }] });
  view.unmount();
  box.dispatchEvent(request('media-audio-track-change-request', 0, true));
  expect(setAudioOption).not.toHaveBeenCalled();
  expect(readStreamPrefs('arena')).toEqual({});
});
