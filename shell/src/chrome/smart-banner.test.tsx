import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithShell, setUpI18n, testConfig } from '../test-utils.tsx';
import { mayShowSmartBanner, SmartBanner } from './SmartBanner.tsx';
import { closeSmartBanner, detectPlatform, isMobile, isSafari, smartBannerCookieName, smartBannerHideMinutes, smartBannerStoreUrl } from './smart-banner.ts';

const UA = {
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iphoneFirefox: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  desktopChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};
const nav = (userAgent: string, extra: { platform?: string; maxTouchPoints?: number } = {}) => ({ userAgent, ...extra });

describe('smart banner rules', () => {
  const config = testConfig();

  it('detects the platform, iPadOS posing as a Mac included', () => {
    expect(detectPlatform(nav(UA.androidChrome))).toBe('ANDROID');
    expect(detectPlatform(nav(UA.iphoneChrome))).toBe('IOS');
    expect(detectPlatform(nav(UA.desktopChrome))).toBe('OTHER');
    expect(detectPlatform(nav(UA.macSafari, { platform: 'MacIntel', maxTouchPoints: 5 }))).toBe('IOS');
    expect(detectPlatform(nav(UA.macSafari, { platform: 'MacIntel', maxTouchPoints: 0 }))).toBe('OTHER');
  });

  it('mobile only', () => {
    expect(isMobile(nav(UA.androidChrome))).toBe(true);
    expect(isMobile(nav(UA.desktopChrome))).toBe(false);
    expect(smartBannerStoreUrl(config, nav(UA.desktopChrome), '')).toBeNull();
  });

  it('not in Safari (it has its own banner); other iOS browsers get it', () => {
    expect(isSafari(nav(UA.iphoneSafari))).toBe(true);
    expect(isSafari(nav(UA.iphoneChrome))).toBe(false);
    expect(isSafari(nav(UA.iphoneFirefox))).toBe(false);
    expect(isSafari(nav(UA.androidChrome))).toBe(false);
    expect(smartBannerStoreUrl(config, nav(UA.iphoneSafari), '')).toBeNull();
    expect(smartBannerStoreUrl(config, nav(UA.iphoneChrome), '')).toBe(config.ios_store_url);
  });

  it('only when enabled', () => {
    expect(smartBannerStoreUrl(config, nav(UA.androidChrome), '')).toBe(config.android_store_url);
    expect(smartBannerStoreUrl(testConfig({ enable_smart_app_banner: false }), nav(UA.androidChrome), '')).toBeNull();
    expect(smartBannerStoreUrl(null, nav(UA.androidChrome), '')).toBeNull();
  });

  it('only with a store URL for the platform', () => {
    const noIos = testConfig({ ios_store_url: '' });
    expect(smartBannerStoreUrl(noIos, nav(UA.iphoneChrome), '')).toBeNull();
    expect(smartBannerStoreUrl(noIos, nav(UA.androidChrome), '')).toBe(noIos.android_store_url);
  });

  it('not after the visitor closed it (cookie)', () => {
    expect(smartBannerStoreUrl(config, nav(UA.androidChrome), 'a=1; arena-smart-banner-closed=1')).toBeNull();
    expect(smartBannerStoreUrl(config, nav(UA.androidChrome), 'other-smart-banner-closed=1')).toBe(config.android_store_url);
  });

  it('the cookie is <name_short>-smart-banner-closed, 60 minutes in production and 2 otherwise', () => {
    expect(smartBannerCookieName('arena')).toBe('arena-smart-banner-closed');
    expect(smartBannerHideMinutes('production')).toBe(60);
    expect(smartBannerHideMinutes('staging')).toBe(2);
    expect(smartBannerHideMinutes('development')).toBe(2);
    const doc = { cookie: '' };
    closeSmartBanner({ name_short: 'arena', environment: 'production' }, doc);
    expect(doc.cookie).toMatch(/^arena-smart-banner-closed=1; max-age=3600; path=\//);
    closeSmartBanner({ name_short: 'kadur', environment: 'development' }, doc);
    expect(doc.cookie).toMatch(/^kadur-smart-banner-closed=1; max-age=120; path=\//);
  });
});

describe('SmartBanner', () => {
  const original = navigator.userAgent;
  beforeAll(() => setUpI18n());
  beforeEach(() => {
    Object.defineProperty(window.navigator, 'userAgent', { value: UA.androidChrome, configurable: true });
    Object.defineProperty(window.navigator, 'maxTouchPoints', { value: 5, configurable: true });
    document.cookie = 'arena-smart-banner-closed=; max-age=0; path=/';
  });
  afterAll(() => {
    Object.defineProperty(window.navigator, 'userAgent', { value: original, configurable: true });
    Object.defineProperty(window.navigator, 'maxTouchPoints', { value: 0, configurable: true });
  });

  it('loads its rules (and the user-agent parser) only for a tenant with an app on a touch screen', () => {
    expect(mayShowSmartBanner(testConfig(), { maxTouchPoints: 5 })).toBe(true);
    expect(mayShowSmartBanner(testConfig(), { maxTouchPoints: 0 })).toBe(false);
    expect(mayShowSmartBanner(testConfig({ enable_smart_app_banner: false }), { maxTouchPoints: 5 })).toBe(false);
    expect(mayShowSmartBanner(testConfig({ android_store_url: '', ios_store_url: '' }), { maxTouchPoints: 5 })).toBe(false);
    expect(mayShowSmartBanner(null, { maxTouchPoints: 5 })).toBe(false);
  });

  it("shows 'get mobile app' with Get (to the store) and close, which hides it with the cookie", async () => {
    renderWithShell(<SmartBanner />);
    expect(await screen.findByTestId('smart-banner')).toHaveTextContent('get mobile app');
    expect(screen.getByRole('link', { name: 'Get' })).toHaveAttribute('href', testConfig().android_store_url);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(screen.queryByTestId('smart-banner')).toBeNull();
    expect(document.cookie).toContain('arena-smart-banner-closed=1');
  });

  it('stays hidden on a desktop browser, also one with a touch screen', async () => {
    Object.defineProperty(window.navigator, 'userAgent', { value: UA.desktopChrome, configurable: true });
    renderWithShell(<SmartBanner />);
    // The rules load (touch screen), then say desktop: still nothing.
    await act(async () => {
      await import('./smart-banner.ts');
    });
    expect(screen.queryByTestId('smart-banner')).toBeNull();
  });
});
