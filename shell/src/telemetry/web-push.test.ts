// The Web Push adapter (ADR 0036): permission only from the click, subscription posted to the API,
// removed on sign-out before the token is revoked, and a denied or failed browser is an answer,
// not an error. The browser's push APIs are fakes here; e2e/specs/events/web-push.spec.ts runs
// the real service worker in Chromium.
import { applySignIn, clearSession, logout, portalStore, push, tokenAtom, userTokenDataAtom, type PublicTenantConfig } from '@portal/shared';
import { content, mockFetch, setupI18n } from '@portal/shared/testing';
import { configurePush, createPush } from './push.ts';
import { enableReminders, forgetSubscription, keyBytes, PUSH_WORKER_URL, subscribeBrowser, type PushBrowser, type WebPushFlow } from './web-push-flow.ts';

beforeAll(() => setupI18n());
afterEach(() => {
  configurePush({ config: null });
  clearSession();
});

// A P-256 public key's shape (65 bytes, 0x04 first), base64url as the tenant config carries it.
const KEY = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');

const config = (over: Partial<PublicTenantConfig> = {}) =>
  ({
    enable_notifications_oneSignal: true,
    custom_domain_url: '',
    app_config: { app_id_oneSignal: '', app_id_oneSignal_custom_domain_prod: '' },
    web_push_public_key: KEY,
    ...over,
  }) as PublicTenantConfig;

function fakeSubscription(endpoint = 'https://push.example.com/sub/1', key: Uint8Array = keyBytes(KEY)) {
  return {
    endpoint,
    options: { applicationServerKey: key.buffer as ArrayBuffer, userVisibleOnly: true },
    unsubscribe: jest.fn(async () => true),
    toJSON: () => ({ endpoint, keys: { p256dh: 'p256', auth: 'auth' } }),
  };
}

function fakeBrowser(permission: NotificationPermission, answer: NotificationPermission = permission) {
  let current = permission;
  const subscription = { value: null as ReturnType<typeof fakeSubscription> | null };
  const pushManager = {
    getSubscription: jest.fn(async () => subscription.value),
    subscribe: jest.fn(async () => (subscription.value = fakeSubscription())),
  };
  const registration = { pushManager } as unknown as ServiceWorkerRegistration;
  const browser = {
    Notification: {
      get permission() {
        return current;
      },
      requestPermission: jest.fn(async () => (current = answer)),
    },
    serviceWorker: {
      register: jest.fn(async () => registration),
      getRegistration: jest.fn(async () => registration),
      ready: Promise.resolve(registration),
    },
  };
  return { browser: browser as unknown as PushBrowser & typeof browser, pushManager, subscription };
}

/** The real flow module around a fake subscribe (the browser part the flow's own tests cover below). */
const flowOf = (impl: typeof subscribeBrowser = async () => {}) => {
  const fake = jest.fn(impl);
  const flow: WebPushFlow & { subscribeBrowser: typeof fake } = {
    subscribeBrowser: fake,
    enableReminders: (options) => enableReminders({ ...options, subscribe: fake }),
    forgetSubscription,
  };
  return { flow, loadFlow: jest.fn(async () => flow) };
};

describe('what Notify me may promise', () => {
  test('off for a tenant without push (flag off or no key), unsupported without the browser APIs, else the permission', () => {
    expect(createPush({ config: config({ enable_notifications_oneSignal: false }), browser: fakeBrowser('default').browser }).notifications()).toBe('off');
    expect(createPush({ config: config({ web_push_public_key: undefined }), browser: fakeBrowser('default').browser }).notifications()).toBe('off');
    expect(createPush({ config: config(), browser: null }).notifications()).toBe('unsupported');
    expect(createPush({ config: config(), browser: fakeBrowser('denied').browser }).notifications()).toBe('denied');
    expect(push.notifications()).toBe('off'); // the facade before the shell configures it
  });
});

describe('turning reminders on', () => {
  test('the permission is asked synchronously inside the click, and the flow loads only then', async () => {
    const { browser } = fakeBrowser('default', 'granted');
    const { flow, loadFlow } = flowOf();
    configurePush({ config: config(), browser, loadFlow });
    applySignIn({ profile: { id: 'u1' }, tokenData: { access_token: 't', expires_in: 60 }, track: false });
    await new Promise((r) => setTimeout(r, 0));
    expect(browser.Notification.requestPermission).not.toHaveBeenCalled(); // not on sign-in or start-up
    expect(loadFlow).not.toHaveBeenCalled();

    const result = push.enableReminders();
    expect(browser.Notification.requestPermission).toHaveBeenCalledTimes(1); // before any await: still in the gesture
    await expect(result).resolves.toBe('subscribed');
    expect(flow.subscribeBrowser).toHaveBeenCalledWith({ browser, applicationServerKey: KEY });
  });

  test('already granted: no prompt, straight to the subscription', async () => {
    const { browser } = fakeBrowser('granted');
    const { flow, loadFlow } = flowOf();
    await expect(createPush({ config: config(), browser, loadFlow }).enableReminders()).resolves.toBe('subscribed');
    expect(browser.Notification.requestPermission).not.toHaveBeenCalled();
    expect(flow.subscribeBrowser).toHaveBeenCalledTimes(1);
  });

  test('denied (now or before): answered as denied, nothing subscribed, no error', async () => {
    for (const [before, answer] of [
      ['default', 'denied'],
      ['denied', 'denied'],
      ['default', 'default'],
    ] as const) {
      const { browser } = fakeBrowser(before, answer);
      const { flow, loadFlow } = flowOf();
      await expect(createPush({ config: config(), browser, loadFlow }).enableReminders()).resolves.toBe('denied');
      expect(flow.subscribeBrowser).not.toHaveBeenCalled();
    }
  });

  test('a subscription the browser refuses (no push service) is failed, not thrown; no push at all is unavailable', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { browser } = fakeBrowser('granted');
    const { loadFlow } = flowOf(async () => {
      throw new DOMException('Registration failed - push service error', 'AbortError');
    });
    await expect(createPush({ config: config(), browser, loadFlow }).enableReminders()).resolves.toBe('failed');
    expect(warn).toHaveBeenCalledWith('Web push subscription failed', expect.any(DOMException));
    warn.mockRestore();
    const off = flowOf();
    await expect(createPush({ config: config({ enable_notifications_oneSignal: false }), browser, loadFlow: off.loadFlow }).enableReminders()).resolves.toBe(
      'unavailable',
    );
    await expect(createPush({ config: config(), browser: null, loadFlow: off.loadFlow }).enableReminders()).resolves.toBe('unavailable');
    expect(off.loadFlow).not.toHaveBeenCalled();
  });
});

describe('the subscribe flow', () => {
  test('registers the root worker, subscribes with the VAPID key and posts the subscription with the texts in the viewer language', async () => {
    const { browser, pushManager } = fakeBrowser('granted');
    const calls = mockFetch(() => content({ endpoint: 'x' }));
    await subscribeBrowser({ browser, applicationServerKey: KEY });
    expect(browser.serviceWorker.register).toHaveBeenCalledWith(PUSH_WORKER_URL, { scope: '/' });
    expect(pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: keyBytes(KEY) });
    expect(keyBytes(KEY)).toHaveLength(65);
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      [
        'POST',
        '/api/user/push_subscription',
        {
          endpoint: 'https://push.example.com/sub/1',
          keys: { p256dh: 'p256', auth: 'auth' },
          locale: 'en',
          texts: { title: '{{title}} is live now', body: 'Open this notification to watch.' },
        },
      ],
    ]);
  });

  test('a subscription made with another key (rotated VAPID keys) is replaced', async () => {
    const { browser, pushManager, subscription } = fakeBrowser('granted');
    const old = fakeSubscription('https://push.example.com/old', new Uint8Array(65).fill(1));
    subscription.value = old;
    mockFetch(() => content({}));
    await subscribeBrowser({ browser, applicationServerKey: KEY });
    expect(old.unsubscribe).toHaveBeenCalled();
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);
  });
});

describe('signing out', () => {
  test('the subscription is removed from the API while the token still works, then the browser unsubscribes, then logout', async () => {
    const { browser, subscription } = fakeBrowser('granted');
    const sub = fakeSubscription('https://push.example.com/mine');
    subscription.value = sub;
    configurePush({ config: config(), browser, loadFlow: flowOf().loadFlow });
    portalStore.set(userTokenDataAtom, { token: 'tok', tokenExpirationTime: 3600, tokenUpdateTime: Math.floor(Date.now() / 1000), refreshToken: 'r' });
    portalStore.set(tokenAtom, 'tok');
    const calls = mockFetch(() => content(null));
    await logout();
    expect(calls.map((c) => [c.path, c.body, c.headers['X-Authorization']])).toEqual([
      ['/api/user/push_subscription/remove', { endpoint: 'https://push.example.com/mine' }, 'Bearer tok'],
      ['/api/user/logout', {}, 'Bearer tok'],
    ]);
    expect(sub.unsubscribe).toHaveBeenCalled();
  });

  test('nothing subscribed: sign-out makes no push call; an expired session only unsubscribes the browser', async () => {
    const { browser, subscription } = fakeBrowser('granted');
    configurePush({ config: config(), browser, loadFlow: flowOf().loadFlow });
    portalStore.set(tokenAtom, 'tok');
    const calls = mockFetch(() => content(null));
    await logout();
    expect(calls.map((c) => c.path)).toEqual(['/api/user/logout']);

    const sub = fakeSubscription();
    subscription.value = sub;
    calls.length = 0;
    await logout({ revoke: false });
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toEqual([]);
    expect(sub.unsubscribe).toHaveBeenCalled();
  });
});
