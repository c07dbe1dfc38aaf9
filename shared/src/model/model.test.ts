import { mapClip, mapWatchlist } from './clip.ts';
import { isLocalEnvironment, isOnCustomDomain, skipsLoginPage } from './customer.ts';
import { inferDeviceType, mapDevice, parseOs } from './device.ts';
import * as enums from './enums.ts';
import { hasEventRoom, mapEvent, playbackKind } from './event.ts';
import { mapFollowEntry, toFollowedMap } from './follow.ts';
import { mapCategory, mapIdentity, mapSubCategory } from './identity.ts';
import { mapPagedList } from './paged.ts';
import { mapProductOffer, mapPurchasedProduct } from './product.ts';
import { mapEventStats, parseStatValue } from './stats.ts';
import { mapSubscription } from './subscription.ts';
import { mapTag, tagCreationPayload } from './tag.ts';
import { mapUserProfile } from './user.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/120 Safari/537.36';
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

describe('enumerations (SPEC 3)', () => {
  test('every enumeration holds the SPEC values', () => {
    expect(enums.CONTENT_KINDS).toEqual(['event', 'clip', 'user_clip', 'user_highlight', 'highlight']);
    expect(enums.EVENT_KINDS).toEqual(['live', 'upcoming', 'archived', 'channel']);
    expect(enums.EVENT_STATUSES).toEqual(['LIVE', 'UPCOMING']);
    expect(enums.TRACKING_KINDS).toEqual(['live', 'channel', 'vod']);
    expect(enums.TRAINING_TYPES).toEqual(['training', 'other']);
    expect(enums.CLIP_KINDS).toEqual(['auto', 'recap', 'condensed', 'clip', 'highlight']);
    expect(enums.HIGHLIGHT_TYPES).toEqual(['game', 'player']);
    expect(enums.COMMERCE_MEDIA_TYPES).toHaveLength(5);
    expect(enums.PRICING_MODELS).toEqual(['ppv', 'svod', 'cvod']);
    expect(enums.BANNER_TYPES).toEqual(['vertical_banner', 'horizontal_banner', 'image']);
    expect(enums.THEMES).toEqual(['dark', 'light']);
    expect(enums.DEVICE_TYPES).toEqual(['mobile', 'tablet', 'desktop']);
    expect(enums.PLATFORMS).toEqual(['ANDROID', 'IOS', 'OTHER']);
    expect(enums.FOLLOW_TARGETS).toEqual(['category', 'team', 'league', 'home', 'subcategory']);
    expect(enums.SOCIAL_LINKS).toEqual(['facebook', 'x', 'instagram', 'youtube', 'tiktok', 'web', 'whatsapp']);
    expect(enums.TAG_TYPES).toEqual(['game', 'player', 'user']);
    expect(enums.SORT_FIELDS).toEqual(['order', 'added', 'title', 'created']);
    expect(enums.SORT_DIRECTIONS).toEqual(['asc', 'desc']);
    expect(enums.DATE_FILTERS).toEqual(['anytime', 'today', 'yesterday', 'past_7_days', 'past_30_days', 'past_90_days']);
    expect(enums.AUTH_FLOWS).toEqual(['signup', 'signin']);
    expect(enums.APPROVED_STATUS).toBe('APPROVED');
    expect(enums.PAYMENT_ACTIONS).toEqual(['redeemAccessCode', 'creditCardPay']);
    expect(enums.isOneOf(enums.THEMES, 'dark')).toBe(true);
    expect(enums.isOneOf(enums.THEMES, 'blue')).toBe(false);
  });
});

describe('user profile', () => {
  test('fullName comes from displayName; favoriteClubId is the first club as type|id', () => {
    const u = mapUserProfile({ id: 5, displayName: 'Dana', clubList: [{ type: 'team', id: 9 }, { type: 'team', id: 10 }], added: '2024-01-01' });
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
  test('device type is inferred from the user agent', () => {
    expect(inferDeviceType(IPHONE)).toBe('mobile');
    expect(inferDeviceType(ANDROID_PHONE)).toBe('mobile');
    expect(inferDeviceType(IPAD)).toBe('tablet');
    expect(inferDeviceType(ANDROID_TABLET)).toBe('tablet');
    expect(inferDeviceType(DESKTOP)).toBe('desktop');
  });

  test('isCurrent when the device id equals the current browser id', () => {
    expect(mapDevice({ id: 1, device_id: 'abc', device_name: IPHONE }, 'abc')).toMatchObject({ isCurrent: true, deviceType: 'mobile', deviceId: 'abc' });
    expect(mapDevice({ id: 1, deviceId: 'xyz' }, 'abc').isCurrent).toBe(false);
  });

  test('operating system from the user agent', () => {
    expect(parseOs(IPHONE)).toEqual({ name: 'iOS', version: '17.4' });
    expect(parseOs(DESKTOP)).toEqual({ name: 'Windows', version: '10.0' });
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

describe('product offer, purchased product, subscription', () => {
  test('currency defaults to N/A', () => {
    expect(mapProductOffer({ id: 1 }).currency).toBe('N/A');
    expect(mapSubscription({ id: 1 }).currency).toBe('N/A');
    expect(mapProductOffer({ id: 1, currency: 'EUR' }).currency).toBe('EUR');
  });

  test('a purchased product maps the fields of originalProduct', () => {
    const p = mapPurchasedProduct({ id: 'c1', originalProduct: { id: 'p1', title: 'Season', price: 10, type: 'PPV' } });
    expect(p).toMatchObject({ contractId: 'c1', id: 'p1', title: 'Season', price: 10 });
  });

  test('SVOD and CVOD use the contract end date, other types the offer end date', () => {
    const raw = (type: string) => ({ id: 'c', endDate: '2030-01-01', originalProduct: { id: 'p', type, endDate: '2025-06-01' } });
    expect(mapPurchasedProduct(raw('SVOD')).endDate).toBe('2030-01-01');
    expect(mapPurchasedProduct(raw('CVOD')).endDate).toBe('2030-01-01');
    expect(mapPurchasedProduct(raw('PPV')).endDate).toBe('2025-06-01');
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
  test('clip event type is highlight or user_clip', () => {
    expect(mapClip({ id: 1, eventId: 9, eventType: 'user_clip' })).toEqual({ id: '1', title: '', eventId: '9', eventType: 'user_clip' });
    expect(mapClip({ id: 1 }).eventType).toBe('highlight');
  });

  test('watchlist: ids and a selected map of id to true', () => {
    expect(mapWatchlist([{ video_id: 'a' }, 'b'])).toEqual({ ids: ['a', 'b'], selected: { a: true, b: true } });
  });
});

describe('paged list', () => {
  test('every field, entries mapped', () => {
    const page = mapPagedList({ entryCount: 1, totalCount: 30, itemsPerPage: 10, startIndex: 0, count: 1, nextExists: true, entries: [{ id: 1 }] }, (e: { id: number }) => e.id);
    expect(page).toEqual({ entryCount: 1, totalCount: 30, itemsPerPage: 10, startIndex: 0, count: 1, nextExists: true, entries: [1], error: null, message: null });
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

describe('customer configuration', () => {
  test('flags the portal derives from it', () => {
    expect(skipsLoginPage({ enable_skip_login_page_for_ifa_sso: true, enable_auth_via_ifa: true })).toBe(true);
    expect(skipsLoginPage({ enable_skip_login_page_for_ifa_sso: true, enable_auth_via_ifa: false })).toBe(false);
    expect(isLocalEnvironment({ environment: 'production' }, 'arena.example')).toBe(false);
    expect(isLocalEnvironment({ environment: 'production' }, 'arena.localhost')).toBe(true);
    expect(isOnCustomDomain({ custom_domain_url: 'https://tv.club.com' }, 'https://tv.club.com')).toBe(true);
    expect(isOnCustomDomain({ custom_domain_url: '' }, 'https://tv.club.com')).toBe(false);
  });
});
