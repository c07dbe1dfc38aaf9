import { playerBus } from './player-bus.ts';

function fakePlayer(playing = true, fullscreen = false) {
  const state = { playing, fullscreen };
  return {
    state,
    controls: {
      isPlaying: () => state.playing,
      isFullscreen: () => state.fullscreen,
      pause: jest.fn(() => void (state.playing = false)),
      play: jest.fn(() => void (state.playing = true)),
    },
  };
}

test('pause and play reach the registered player', () => {
  const p = fakePlayer();
  const off = playerBus.register(p.controls);
  expect(playerBus.isPlaying()).toBe(true);
  playerBus.pause();
  expect(p.controls.pause).toHaveBeenCalled();
  expect(playerBus.isPlaying()).toBe(false);
  playerBus.play();
  expect(playerBus.isPlaying()).toBe(true);
  off();
  expect(playerBus.hasPlayer()).toBe(false);
});

test('without a player every call is a safe no-op', () => {
  expect(playerBus.isPlaying()).toBe(false);
  expect(playerBus.isFullscreen()).toBe(false);
  expect(() => playerBus.pause()).not.toThrow();
});

test('an old player unregistering does not remove the newer one', () => {
  const a = fakePlayer();
  const b = fakePlayer(false, true);
  const offA = playerBus.register(a.controls);
  const offB = playerBus.register(b.controls);
  offA();
  expect(playerBus.isFullscreen()).toBe(true);
  offB();
});
