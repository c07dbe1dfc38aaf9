import { formatBehind, liveCategory, secondsBehind } from './live-behind.ts';

describe('formatBehind', () => {
  it('writes minutes and seconds with a real minus sign', () => {
    expect(formatBehind(150)).toBe('\u22122:30');
    expect(formatBehind(45)).toBe('\u22120:45');
    expect(formatBehind(600)).toBe('\u221210:00');
  });
  it('adds hours only when there are some, and rounds to the second', () => {
    expect(formatBehind(3725.4)).toBe('\u22121:02:05');
    expect(formatBehind(59.6)).toBe('\u22121:00');
  });
  it('never goes below zero', () => {
    expect(formatBehind(-3)).toBe('\u22120:00');
  });
});

describe('secondsBehind', () => {
  it('is the distance to the end of the seekable window', () => {
    expect(secondsBehind(720, 600)).toBe(120);
  });
  it('is zero past the end or while the window is unknown', () => {
    expect(secondsBehind(700, 705)).toBe(0);
    expect(secondsBehind(Infinity, 10)).toBe(0);
    expect(secondsBehind(Number.NaN, 10)).toBe(0);
  });
});

describe('liveCategory', () => {
  it('follows the player edge flag', () => {
    expect(liveCategory(true)).toBe('live');
    expect(liveCategory(false)).toBe('behind');
  });
});
