import type { MediaPlayerInstance } from '@vidstack/react';
import { videoTimeOf } from './video-time.ts';

const at = (stateTime: number, media: unknown) =>
  ({ currentTime: stateTime, provider: media === undefined ? null : { media } }) as unknown as MediaPlayerInstance;

test("the video element's time, not Vidstack's copy of it that may lag behind", () => {
  const video = document.createElement('video');
  Object.defineProperty(video, 'currentTime', { value: 7.19 });
  expect(videoTimeOf(at(6.19, video))).toBe(7.19);
});

test("the player's time without a provider, or with one that has no media element (an embed)", () => {
  expect(videoTimeOf(at(20, undefined))).toBe(20);
  expect(videoTimeOf(at(21, { not: 'a media element' }))).toBe(21);
});
