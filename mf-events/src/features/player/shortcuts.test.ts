import type { MediaPlayerInstance, MediaRemoteControl } from '@vidstack/react';
import { SEEK_STEP, seekBy } from './shortcuts.ts';

/** A player whose state says `stateTime` while its video element is at `videoTime`. */
function playerAt(stateTime: number, videoTime: number | null, seekable = { seekableStart: 0, seekableEnd: 100 }) {
  const video = document.createElement('video');
  if (videoTime !== null) Object.defineProperty(video, 'currentTime', { value: videoTime });
  return {
    currentTime: stateTime,
    state: seekable,
    provider: videoTime === null ? null : { media: video },
  } as unknown as MediaPlayerInstance;
}

function press(delta: number, player: MediaPlayerInstance) {
  const seek = jest.fn();
  const event = new KeyboardEvent('keydown', { key: 'ArrowLeft', cancelable: true });
  seekBy(delta, 'ArrowLeft').onKeyDown!({ event, player, remote: { seek } as unknown as MediaRemoteControl });
  return { seek, event };
}

describe('seekBy', () => {
  it("steps from the video's own time when the player's state lags behind it", () => {
    // the state one second behind a paused video (a busy machine): 5 s back from the video, not from the state
    const { seek, event } = press(-SEEK_STEP, playerAt(6.19, 7.19));
    expect(seek).toHaveBeenCalledWith(7.19 - SEEK_STEP, event);
    expect(event.defaultPrevented).toBe(true);
  });

  it("uses the player's time where the provider has no media element", () => {
    const { seek } = press(SEEK_STEP, playerAt(20, null));
    expect(seek.mock.calls[0]![0]).toBe(20 + SEEK_STEP);
  });

  it('stays inside the seekable range', () => {
    expect(press(-SEEK_STEP, playerAt(2, 2)).seek.mock.calls[0]![0]).toBe(0);
    expect(press(SEEK_STEP, playerAt(98, 98)).seek.mock.calls[0]![0]).toBe(100);
    expect(press(-SEEK_STEP, playerAt(612, 612, { seekableStart: 610, seekableEnd: Infinity })).seek.mock.calls[0]![0]).toBe(610);
  });
});
