import { mapEvent, type RawEvent } from '@portal/shared';
import { embedPlayable, portalEventUrl } from './embed-data.ts';
import { pickLocale } from './embed-i18n.ts';

const event = (over: Record<string, unknown>) =>
  mapEvent({
    id: 13019,
    title: 'A v B',
    eventStatus: 'ARCHIVED',
    availableForUser: true,
    isEventAvailableInUserRegion: true,
    source: { hd: 'http://p.test/media/vod/13019/master.m3u8' },
    ...over,
  } as unknown as RawEvent);

test('plays only what anybody may watch now; everything else gets the poster and the portal link', () => {
  expect(embedPlayable(event({}))).toBe(true);
  expect(embedPlayable(event({ eventStatus: 'LIVE' }))).toBe(true);
  expect(embedPlayable(event({ availableForUser: false }))).toBe(false); // paid, members, sign-in
  expect(embedPlayable(event({ isEventAvailableInUserRegion: false }))).toBe(false);
  expect(embedPlayable(event({ eventStatus: 'UPCOMING' }))).toBe(false);
  expect(embedPlayable(event({ source: { hd: null } }))).toBe(false);
});

test('the portal link names the event (or channel) page, with the tenant when the embed names one', () => {
  const props = { eventId: '13019', portalOrigin: 'https://portal.example' };
  expect(portalEventUrl(props, event({}))).toBe('https://portal.example/events/13019/');
  expect(portalEventUrl({ ...props, tenant: 'kadur' }, event({ eventType: 'channel' }))).toBe('https://portal.example/channels/13019/?tenant=kadur');
});

test('data-locale picks a supported locale, its language, or the tenant default', () => {
  expect(pickLocale('he', 'en')).toBe('he');
  expect(pickLocale('fr-CA', 'en')).toBe('fr-CA');
  expect(pickLocale('fr-BE', 'en')).toBe('fr');
  expect(pickLocale('xx', 'he')).toBe('he');
  expect(pickLocale(null, 'de')).toBe('de');
});
