import { browserOf, deviceTypeOf, isSafariBrowser, osOf, parseUserAgent } from './user-agent.ts';

const UA = {
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15',
  androidPhone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/120 Safari/537.36',
  kindle:
    'Mozilla/5.0 (Linux; U; Android 4.0.3; en-us; KFTT Build/IML74K) AppleWebKit/537.36 (KHTML, like Gecko) Silk/3.68 like Chrome/39.0.2171.93 Safari/537.36',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  winEdge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
  chromeOs: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  headless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
};

describe('user agent (one parser: ua-parser-js)', () => {
  test('device type (api/README.md): tablet, mobile, desktop', () => {
    expect(deviceTypeOf(UA.iphoneSafari)).toBe('mobile');
    expect(deviceTypeOf(UA.androidPhone)).toBe('mobile');
    expect(deviceTypeOf(UA.ipad)).toBe('tablet');
    expect(deviceTypeOf(UA.androidTablet)).toBe('tablet');
    expect(deviceTypeOf(UA.kindle)).toBe('tablet');
    expect(deviceTypeOf(UA.winEdge)).toBe('desktop');
    expect(deviceTypeOf('')).toBe('desktop');
    expect(deviceTypeOf('Living room TV')).toBe('desktop');
  });

  test('iPadOS posing as a Mac is a tablet on iOS when the browser reports touch points', () => {
    expect(parseUserAgent(UA.macSafari, { platform: 'MacIntel', maxTouchPoints: 5 })).toMatchObject({ deviceType: 'tablet', platform: 'IOS' });
    expect(parseUserAgent(UA.macSafari, { platform: 'MacIntel', maxTouchPoints: 0 })).toMatchObject({ deviceType: 'desktop', platform: 'OTHER' });
  });

  test('operating system names and versions as we send them', () => {
    expect(osOf(UA.iphoneSafari)).toEqual({ name: 'iOS', version: '17.5' });
    expect(osOf(UA.androidPhone)).toEqual({ name: 'Android', version: '14' });
    expect(osOf(UA.macSafari)).toEqual({ name: 'macOS', version: '14.5' });
    expect(osOf(UA.chromeOs)).toMatchObject({ name: 'ChromeOS' });
    expect(osOf('curl/8')).toEqual({ name: 'Other', version: '' });
  });

  test('browser family without "Mobile"/"Headless"; Safari only for Safari itself', () => {
    expect(browserOf(UA.iphoneSafari)).toBe('Safari');
    expect(browserOf(UA.iphoneChrome)).toBe('Chrome');
    expect(browserOf(UA.androidPhone)).toBe('Chrome');
    expect(browserOf(UA.winEdge)).toBe('Edge');
    expect(browserOf(UA.headless)).toBe('Chrome');
    expect(browserOf('curl/8')).toBeNull();
    expect(isSafariBrowser(UA.iphoneSafari)).toBe(true);
    expect(isSafariBrowser(UA.macSafari)).toBe(true);
    expect(isSafariBrowser(UA.iphoneChrome)).toBe(false);
    expect(isSafariBrowser(UA.androidPhone)).toBe(false);
  });

  test('platform for the app stores', () => {
    expect(parseUserAgent(UA.androidPhone).platform).toBe('ANDROID');
    expect(parseUserAgent(UA.iphoneChrome).platform).toBe('IOS');
    expect(parseUserAgent(UA.winEdge).platform).toBe('OTHER');
  });
});
