// Mappers of the entities only mf-events shows (tags, clips, stats: api/README.md).
import { mapClip, mapWatchlist } from './clip.ts';
import { mapEventStats, parseStatValue } from './stats.ts';
import { mapTag, tagCreationPayload } from './tag.ts';

describe('tag', () => {
  test('start and end times are converted from milliseconds to seconds', () => {
    expect(mapTag({ id: 1, startTime: 61500, endTime: 75000, tagTeam: { color: '#f00', teamId: 2 } })).toMatchObject({
      startTime: 61.5,
      endTime: 75,
      tagTeam: { color: '#f00', teamId: '2', title: null, logo: null },
    });
  });

  test('creation payload: ms times, mode sync, video type live or vod, stream hd', () => {
    const payload = tagCreationPayload({ targetId: 'e1', title: 'Goal', startTime: 12.3456, endTime: 20, type: 'game', global: false, isLive: true });
    expect(payload).toEqual({
      targetId: 'e1',
      title: 'Goal',
      startTime: 12346,
      endTime: 20000,
      type: 'game',
      global: false,
      mode: 'sync',
      playerColor: null,
      playerNumber: null,
      teamId: null,
      videoType: 'live',
      streamName: 'hd',
    });
    expect(tagCreationPayload({ ...payload, startTime: 1, endTime: 2, isLive: false }).videoType).toBe('vod');
  });
});

describe('clip and watchlist', () => {
  test('clip event type is highlight or user_clip, from the media type', () => {
    // The API's eventType is the source event's kind ('game'); the media type tells user clips apart.
    expect(mapClip({ id: 1, eventId: 9, eventType: 'game', mediaType: 'user_clip' })).toEqual({ id: '1', title: '', eventId: '9', eventType: 'user_clip' });
    expect(mapClip({ id: 1, eventType: 'game', mediaType: 'user_highlight' }).eventType).toBe('user_clip');
    expect(mapClip({ id: 1, media_type: 'user_clip' }).eventType).toBe('user_clip');
    expect(mapClip({ id: 1, eventType: 'game', mediaType: 'highlight' }).eventType).toBe('highlight');
    expect(mapClip({ id: 1, eventType: 'game', mediaType: 'clip' }).eventType).toBe('highlight');
    expect(mapClip({ id: 1 }).eventType).toBe('highlight');
  });

  test('watchlist: ids and a selected map of id to true', () => {
    expect(mapWatchlist([{ video_id: 'a' }, 'b'])).toEqual({ ids: ['a', 'b'], selected: { a: true, b: true } });
  });
});

describe('stats', () => {
  test('percentage values are parsed and capped at 100', () => {
    expect(parseStatValue('55%')).toEqual({ value: 55, isPercentage: true, text: '55%' });
    expect(parseStatValue('130%').value).toBe(100);
    expect(parseStatValue(7).value).toBe(7);
    expect(parseStatValue('n/a').value).toBeNull();
  });

  test('home and away values and metric groups from vidswap', () => {
    const stats = mapEventStats({
      'game-scores': { home: { name: 'A', score: '3' }, away: { name: 'B', score: 1 } },
      'game-overview': [{ name: 'Attack', metrics: [{ name: 'Possession', home: '62%', away: '38%' }] }],
    });
    expect(stats.home).toEqual({ name: 'A', score: 3 });
    expect(stats.groups[0]!.metrics[0]!.home.value).toBe(62);
  });
});
