import { screen } from '@testing-library/react';
import { renderRoutes, setupI18n, testTenant } from '@portal/shared/testing';
import en from '../i18n/locales/en/info.json';
import { shellPages } from './routes.tsx';
import { leavePage, storeTarget } from './OpenAppPage.tsx';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const IPAD_AS_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const stores = { ios_store_url: 'https://apps.apple.com/app/id1', android_store_url: 'https://play.google.com/store/apps/details?id=x' };

beforeAll(() => setupI18n('info', en));
afterEach(() => jest.restoreAllMocks());

function asDevice(ua: string) {
  jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);
  return jest.spyOn(leavePage, 'to').mockImplementation(() => {});
}

test('storeTarget: iOS to the App Store, Android to Play, desktop and missing apps nowhere', () => {
  expect(storeTarget(stores, IPHONE)).toEqual({ platform: 'IOS', url: stores.ios_store_url });
  expect(storeTarget(stores, ANDROID)).toEqual({ platform: 'ANDROID', url: stores.android_store_url });
  expect(storeTarget(stores, IPAD_AS_MAC, { platform: 'MacIntel', maxTouchPoints: 5 })).toEqual({ platform: 'IOS', url: stores.ios_store_url });
  expect(storeTarget(stores, DESKTOP)).toBeNull();
  expect(storeTarget({ ...stores, ios_store_url: '' }, IPHONE)).toBeNull();
  expect(storeTarget({ ...stores, android_store_url: 'javascript:alert(1)' }, ANDROID)).toBeNull();
});

test('an Android phone is sent to the Play Store (replace, so Back returns where it came from)', async () => {
  const leave = asDevice(ANDROID);
  renderRoutes(shellPages.routes, '/open-app/', { config: testTenant(stores) });
  expect(await screen.findByText('Taking you to Google Play…')).toBeInTheDocument();
  expect(leave).toHaveBeenCalledWith(stores.android_store_url);
  expect(leave).toHaveBeenCalledTimes(1);
});

test('an iPhone is sent to the App Store', async () => {
  const leave = asDevice(IPHONE);
  renderRoutes(shellPages.routes, '/open-app/', { config: testTenant(stores) });
  expect(await screen.findByText('Taking you to the App Store…')).toBeInTheDocument();
  expect(leave).toHaveBeenCalledWith(stores.ios_store_url);
});

test('a desktop stays and sees both store buttons with a plain explanation', async () => {
  const leave = asDevice(DESKTOP);
  renderRoutes(shellPages.routes, '/open-app/', { config: testTenant(stores) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Get the Arena Sports app' })).toBeInTheDocument();
  expect(screen.getByText(/Open this page on your phone/)).toBeInTheDocument();
  const ios = screen.getByRole('link', { name: 'Download on the App Store' });
  expect(ios).toHaveAttribute('href', stores.ios_store_url);
  expect(ios).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', stores.android_store_url);
  expect(leave).not.toHaveBeenCalled();
});

test('an iPhone on a tenant with only an Android app stays, sees the Play button, and is not sent anywhere', async () => {
  const leave = asDevice(IPHONE);
  renderRoutes(shellPages.routes, '/open-app/', { config: testTenant({ ...stores, ios_store_url: '' }) });
  expect(await screen.findByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Download on the App Store' })).toBeNull();
  expect(leave).not.toHaveBeenCalled();
});

test('a tenant without an app says so', async () => {
  asDevice(DESKTOP);
  renderRoutes(shellPages.routes, '/open-app/', { config: testTenant({ ios_store_url: '', android_store_url: '' }) });
  expect(await screen.findByText('Arena Sports has no app yet. You can keep watching in your phone’s browser.')).toBeInTheDocument();
  expect(screen.queryByRole('link')).toBeNull();
});
