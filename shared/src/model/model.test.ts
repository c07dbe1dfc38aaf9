import { mapDevice } from './device.ts';
import * as enums from './enums.ts';
import { hasEventRoom, mapEvent, playbackKind } from './event.ts';
import { mapFollowEntry, toFollowedMap } from './follow.ts';
import { mapCategory, mapIdentity, mapSubCategory } from './identity.ts';
import { mapPagedList } from './paged.ts';
import { mapProductOffer } from './product.ts';
import { mapSubscription } from './subscription.ts';
import { mapUserProfile } from './user.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('enumerations (api/README.md)', () => {
  test('the enumerations code reads hold the product values', () => {
    expect(enums.TRACKING_KINDS).toEqual(['live', 'channel', 'vod']);
    expect(enums.DEVICE_TYPES).toEqual(['mobile', 'tablet', 'desktop']);
    expect(enums.FOLLOW_ENTRY_TYPES).toEqual(['team', 'identity_item']);
  });
});

describe('user profile', () => {
  test('fullName comes from displayName; favoriteClubId is the first club as type|id', () => {
    const u = mapUserProfile({
      id: 5,
      displayName: 'Dana',
      clubList: [
        { type: 'team', id: 9 },
        { type: 'team', id: 10 },
      ],
      added: '2024-01-01',
    });
    expect(u).toMatchObject({ id: '5', fullName: 'Dana', favoriteClubId: 'team|9', added: '2024-01-01', canCreateGlobalTag: false });
    expect(mapUserProfile({ id: 1 }).favoriteClubId).toBeNull();
    // A back end that sends the combined value (ours does) keeps the user's club: no /club/ loop.
    expect(mapUserProfile({ id: 2, favoriteClubId: 'team|7' }).favoriteClubId).toBe('team|7');
  });

  test('options keep the survey record', () => {
    const survey = { survey_user_experience_1: { surveyName: 'survey_user_experience_1', skipped: '2024-01-01T00:00:00Z' } };
    expect(mapUserProfile({ id: 1, options: { survey } }).options.survey).toEqual(survey);
  });
});

describe('device', () => {
  test("type, browser and OS as the API inferred them; isCurrent when the id is this browser's", () => {
    expect(
      mapDevice({ id: 1, device_id: 'abc', device_name: IPHONE, deviceType: 'mobile', browser: 'Safari', osName: 'iOS', osVersion: '17.4' }, 'abc'),
    ).toMatchObject({
      isCurrent: true,
      deviceType: 'mobile',
      browser: 'Safari',
      osName: 'iOS',
      osVersion: '17.4',
      deviceId: 'abc',
    });
    expect(mapDevice({ id: 1, deviceId: 'xyz', device_type: 'tablet' }, 'abc')).toMatchObject({ isCurrent: false, deviceType: 'tablet', browser: null });
  });

  test('an unknown or missing type counts as desktop', () => {
    expect(mapDevice({ id: 1, deviceType: 'toaster' }).deviceType).toBe('desktop');
    expect(mapDevice({ id: 1 }).deviceType).toBe('desktop');
  });
});

describe('event/media', () => {
  const ads = { advertisements: [{ vastLink: 'https://ads/1.xml' }, { vastLink: 'https://ads/2.xml' }] };

  test('ads only when ads are enabled, one per VAST link with timeOffset 0', () => {
    expect(mapEvent({ id: 1, ...ads }, { enable_ads: true, enable_gender_classification: false }).ads).toEqual([
      { source: 'https://ads/1.xml', timeOffset: 0 },
      { source: 'https://ads/2.xml', timeOffset: 0 },
    ]);
    expect(mapEvent({ id: 1, ...ads }, { enable_ads: false, enable_gender_classification: false }).ads).toEqual([]);
    expect(mapEvent({ id: 1, ...ads }).ads).toEqual([]);
  });

  test('team short names, nested and flat (for enable_short_team_names)', () => {
    const e = mapEvent({ id: 1, team1Name: 'Bayview Hawks', team1ShortName: 'BAY', team2Name: 'Summit Ridge Bears' });
    expect(e.team1).toMatchObject({ name: 'Bayview Hawks', shortName: 'BAY' });
    expect(e.team1ShortName).toBe('BAY');
    expect(e.team2ShortName).toBeNull();
  });

  test('starting soon and region flags under the names api/README.md gives them', () => {
    expect(mapEvent({ id: 1, isEventStartingSoon: true, isEventAvailableInUserRegion: false })).toMatchObject({
      isEventStartingSoon: true,
      isEventAvailableInUserRegion: false,
    });
    expect(mapEvent({ id: 1 })).toMatchObject({ isEventStartingSoon: false, isEventAvailableInUserRegion: true });
  });

  test('commerceCoverage defaults to commerce_free_media', () => {
    expect(mapEvent({ id: 1 }).commerceCoverage).toBe('commerce_free_media');
    expect(mapEvent({ id: 1, commerceCoverage: 'commerce_ppv_media' }).commerceCoverage).toBe('commerce_ppv_media');
  });

  test('isExternal when eventType is externalContent', () => {
    expect(mapEvent({ id: 1, eventType: 'externalContent' }).isExternal).toBe(true);
    expect(mapEvent({ id: 1, eventType: 'game' }).isExternal).toBe(false);
  });

  test('gender only if gender classification is enabled', () => {
    expect(mapEvent({ id: 1, gender: 'female' }, { enable_ads: false, enable_gender_classification: true }).gender).toBe('female');
    expect(mapEvent({ id: 1, gender: 'female' }, { enable_ads: false, enable_gender_classification: false }).gender).toBeNull();
  });

  test('isEventAvailableForUser from availableForUser or media type user clip', () => {
    expect(mapEvent({ id: 1, availableForUser: true }).isEventAvailableForUser).toBe(true);
    expect(mapEvent({ id: 1, availableForUser: false, media_type: 'user_clip' }).isEventAvailableForUser).toBe(true);
    expect(mapEvent({ id: 1, availableForUser: false, media_type: 'clip' }).isEventAvailableForUser).toBe(false);
  });

  test('teams, source and media-event extras', () => {
    const e = mapEvent({
      id: 3,
      team1Name: 'A',
      team1Score: '2',
      team2Name: 'B',
      source: { hd: 'hd.m3u8', pano: 'pano.m3u8', poster: 'p.jpg', clip: 'c.mp4', epg: 'epg.json' },
      mediaType: 'highlight',
      mediaSubType: 'player',
      playerNumber: 10,
      playerColor: '#fff',
    });
    expect(e.team1).toMatchObject({ name: 'A', score: 2 });
    expect(e.team1Name).toBe('A');
    expect(e.team2Name).toBe('B');
    expect(e.source).toEqual({ hd: 'hd.m3u8', pano: 'pano.m3u8', poster: 'p.jpg', clip: 'c.mp4', epg: 'epg.json' });
    expect(e).toMatchObject({ mediaType: 'highlight', mediaSubType: 'player', playerNumber: '10', playerColor: '#fff' });
  });

  test('live and upcoming events have a room; playback kinds live, channel, vod', () => {
    expect(hasEventRoom('LIVE') && hasEventRoom('UPCOMING')).toBe(true);
    expect(hasEventRoom('ARCHIVED')).toBe(false);
    expect(playbackKind({ eventStatus: 'LIVE', eventType: 'game' })).toBe('live');
    expect(playbackKind({ eventStatus: 'LIVE', eventType: 'channel' })).toBe('channel');
    expect(playbackKind({ eventStatus: 'ARCHIVED', eventType: 'game' })).toBe('vod');
  });
});

describe('product offer, subscription', () => {
  test('currency defaults to N/A', () => {
    expect(mapProductOffer({ id: 1 }).currency).toBe('N/A');
    expect(mapSubscription({ id: 1 }).currency).toBe('N/A');
    expect(mapProductOffer({ id: 1, currency: 'EUR' }).currency).toBe('EUR');
  });

  test('subscription fields', () => {
    expect(mapSubscription({ id: 2, title: 'Pro', productId: 7, autoRenew: true, duration: 1, durationUnits: 'month' })).toMatchObject({
      id: '2',
      title: 'Pro',
      productId: '7',
      autoRenew: true,
      duration: 1,
      durationUnits: 'month',
    });
  });
});

describe('identity / category', () => {
  test("title defaults to 'NO TITLE'", () => {
    expect(mapCategory({ id: 1 }).title).toBe('NO TITLE');
    expect(mapSubCategory({ id: 1, title: 'U19' }).title).toBe('U19');
  });

  test('sub-category keeps parent ids; banners map imageUrl, linkUrl, linkTarget', () => {
    const sub = mapIdentity({
      id: 4,
      media_type: 'identity_item',
      mainCategories: [1, 2],
      banners: [{ imageUrl: 'i.png', linkUrl: '/x', linkTarget: '_blank' }],
      facebook: 'fb',
    });
    expect(sub.mediaType).toBe('identity_item');
    expect(sub.mainCategories).toEqual(['1', '2']);
    expect(sub.banners).toEqual([{ imageUrl: 'i.png', linkUrl: '/x', linkTarget: '_blank' }]);
    expect(sub.social.facebook).toBe('fb');
  });
});

describe('follow entry', () => {
  test('maps fields and builds the followed map by reference id', () => {
    const entry = mapFollowEntry({ id: 1, type: 'team', reference_id: 77, identitiesId: [3] });
    expect(entry).toEqual({ id: '1', type: 'team', reference_id: '77', identitiesId: ['3'] });
    expect(Object.keys(toFollowedMap([{ id: 1, type: 'identity_item', reference_id: 'a' }]))).toEqual(['a']);
  });
});

describe('paged list', () => {
  test('every field, entries mapped', () => {
    const page = mapPagedList(
      { entryCount: 1, totalCount: 30, itemsPerPage: 10, startIndex: 0, count: 1, nextExists: true, entries: [{ id: 1 }] },
      (e: { id: number }) => e.id,
    );
    expect(page).toEqual({
      entryCount: 1,
      totalCount: 30,
      itemsPerPage: 10,
      startIndex: 0,
      count: 1,
      nextExists: true,
      entries: [1],
      error: null,
      message: null,
    });
  });
});
