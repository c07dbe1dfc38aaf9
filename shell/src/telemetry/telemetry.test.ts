import { applySignIn, clearSession, type AnalyticsBatch, type PublicTenantConfig } from '@portal/shared';
import { ANALYTICS_COOKIE_MAX_AGE_S, configureAnalytics, createAnalytics } from './analytics.ts';
import { configurePush, createPush, pushAppId, type PushSdk } from './push.ts';

const sink = () => {
  const batches: AnalyticsBatch[] = [];
  const transport = jest.fn(async (b: AnalyticsBatch) => void batches.push(b));
  return { batches, transport };
};

describe('analytics', () => {
  afterEach(() => jest.useRealTimers());

  test('no measurement id, or local: nothing is sent', async () => {
    const { transport } = sink();
    for (const a of [createAnalytics({ transport }), createAnalytics({ measurementId: 'G-1', local: true, transport })]) {
      a.login();
      await a.flush();
      expect(a.enabled).toBe(false);
    }
    expect(transport).not.toHaveBeenCalled();
  });

  test('events go out in batches of 10', async () => {
    const { batches, transport } = sink();
    const a = createAnalytics({ measurementId: 'G-1', transport });
    for (let i = 0; i < 25; i += 1) a.track('tick', { i });
    await a.flush();
    expect(batches.map((b) => b.events.length)).toEqual([10, 10, 5]);
    expect(batches[0]!.measurementId).toBe('G-1');
  });

  test('a partial batch is sent 5 s after the first event', async () => {
    jest.useFakeTimers();
    const { transport } = sink();
    const a = createAnalytics({ measurementId: 'G-1', transport });
    a.track('one');
    jest.advanceTimersByTime(4999);
    expect(transport).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(transport).toHaveBeenCalledTimes(1);
  });

  test('a failed batch waits in the retry queue and is sent first next time', async () => {
    let fail = true;
    const sent: string[][] = [];
    const a = createAnalytics({
      measurementId: 'G-1',
      flushAfterMs: 60_000,
      transport: async (b) => {
        if (fail) throw new Error('offline');
        sent.push(b.events.map((e) => e.name));
      },
    });
    a.track('first');
    await a.flush();
    expect(a.pending()).toBe(1);
    fail = false;
    a.track('second');
    await a.flush();
    expect(sent).toEqual([['first', 'second']]);
    expect(a.pending()).toBe(0);
  });

  test('the client id cookie lives 365 days', () => {
    const cookie = jest.spyOn(document, 'cookie', 'set');
    document.cookie = 'portal_cid=; max-age=0';
    createAnalytics({ measurementId: 'G-1', transport: async () => {} }).track('x');
    expect(cookie).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^portal_cid=.+; max-age=${ANALYTICS_COOKIE_MAX_AGE_S};`)));
    expect(ANALYTICS_COOKIE_MAX_AGE_S).toBe(31_536_000);
    cookie.mockRestore();
  });

  test('the product events and their fields', async () => {
    const { batches, transport } = sink();
    const a = createAnalytics({ measurementId: 'G-1', transport });
    a.identify('u1');
    a.login('google');
    a.signUpCompleted();
    a.loginFailed({ code: 'invalid_credentials', message: 'Wrong password' });
    a.follow({ type: 'team', id: 't1' });
    a.unfollow({ type: 'league', id: 'l1' });
    a.playback({ kind: 'live', eventId: 'e1' });
    a.playback({ kind: 'channel', eventId: 'c1' });
    a.playback({ kind: 'vod', eventId: 'v1' });
    a.reset();
    a.track('after_reset');
    await a.flush();
    const events = batches.flatMap((b) => b.events);
    expect(events.map((e) => [e.name, e.params])).toEqual([
      ['login', { method: 'google' }],
      ['sign_up_completed', { method: 'credentials' }],
      ['login_failed', { code: 'invalid_credentials', message: 'Wrong password' }],
      ['follow', { type: 'team', id: 't1' }],
      ['unfollow', { type: 'league', id: 'l1' }],
      ['playback', { kind: 'live', event_id: 'e1' }],
      ['playback', { kind: 'channel', event_id: 'c1' }],
      ['playback', { kind: 'vod', event_id: 'v1' }],
      ['after_reset', {}],
    ]);
    expect(events[0]!.userId).toBe('u1');
    expect(events.at(-1)!.userId).toBeNull();
  });
});

describe('push', () => {
  const config = (over: Partial<PublicTenantConfig> = {}) =>
    ({
      enable_notifications_oneSignal: true,
      custom_domain_url: 'https://tv.club.com',
      app_config: { app_id_oneSignal: 'app-main', app_id_oneSignal_custom_domain_prod: 'app-custom' },
      ...over,
    }) as PublicTenantConfig;
  const fakeSdk = (): PushSdk & { calls: string[] } => {
    const calls: string[] = [];
    return {
      calls,
      init: async ({ appId }) => void calls.push(`init:${appId}`),
      login: (id) => void calls.push(`login:${id}`),
      logout: () => void calls.push('logout'),
      addTag: (k, v) => void calls.push(`tag:${k}=${v}`),
    };
  };

  test('the custom domain uses its own app id', () => {
    expect(pushAppId(config(), 'https://tv.club.com')).toBe('app-custom');
    expect(pushAppId(config(), 'https://arena.portal.com')).toBe('app-main');
  });

  test('the button follows the flag', () => {
    expect(createPush({ config: config() }).buttonEnabled).toBe(true);
    expect(createPush({ config: config({ enable_notifications_oneSignal: false }) }).buttonEnabled).toBe(false);
  });

  test('sign-in tags the user id', async () => {
    const sdk = fakeSdk();
    configurePush({ config: config(), sdk, origin: 'https://arena.portal.com' });
    applySignIn({ profile: { id: 'u7' }, tokenData: { access_token: 't', expires_in: 60 }, track: false });
    await new Promise((r) => setTimeout(r, 0));
    expect(sdk.calls).toEqual(['init:app-main', 'login:u7', 'tag:user_id=u7']);
    configurePush({ config: null });
    clearSession();
  });

  test('setup gives up after 30 s', async () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const hanging: PushSdk = { init: () => new Promise(() => {}), login: jest.fn(), logout: jest.fn() };
    const push = createPush({ config: config(), sdk: hanging });
    const ready = push.setup();
    let settled = false;
    void ready.then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(29_999); // the SDK start loads on demand (push-sdk.ts), then waits
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(ready).resolves.toBe(false);
    await push.tagUser('u1');
    expect(hanging.login).not.toHaveBeenCalled();
    warn.mockRestore();
    jest.useRealTimers();
  });

  test('without an SDK everything is a no-op', async () => {
    await expect(createPush({ config: config() }).tagUser('u1')).resolves.toBeUndefined();
  });
});

test('sign-in identifies the user and tracks login or sign-up completed', async () => {
  const { batches, transport } = sink();
  configureAnalytics({ measurementId: 'G-1', transport });
  applySignIn({ profile: { id: 'u1' }, tokenData: { access_token: 't', expires_in: 60 } });
  applySignIn({ profile: { id: 'u2' }, tokenData: { access_token: 't', expires_in: 60 }, track: 'sign_up_completed' });
  const { analytics } = await import('@portal/shared');
  await analytics.flush();
  expect(batches.flatMap((b) => b.events).map((e) => [e.name, e.userId])).toEqual([
    ['login', 'u1'],
    ['sign_up_completed', 'u2'],
  ]);
  configureAnalytics({});
  clearSession();
});
