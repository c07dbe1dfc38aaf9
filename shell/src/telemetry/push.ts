// The shell's push implementation. Reminders use standard Web Push (ADR 0036): a service worker
// at /push-sw.js, the deployment's VAPID key from the tenant config, the subscription registered
// with the API; the subscribe flow (web-push-flow.ts) loads only on the 'Notify me' click. The
// OneSignal-style SDK part is injected so tests and tenants without it use a no-op; its setup
// gives up after 30 s (SPEC 9).
import { api, getAccessToken, push, setPush, type BrowserNotifications, type Push, type PublicTenantConfig, type ReminderPushResult } from '@portal/shared';
import { isOnCustomDomain } from '../boot/tenant-flags.ts';
import type { PushBrowser, WebPushFlow } from './web-push-flow.ts';

export interface PushSdk {
  init(options: { appId: string }): Promise<void>;
  /** Associates the subscription with the signed-in user (OneSignal `login(externalId)`). */
  login(userId: string): Promise<void> | void;
  logout(): Promise<void> | void;
  addTag?(key: string, value: string): Promise<void> | void;
}

export const PUSH_SETUP_TIMEOUT_MS = 30_000;

export interface PushOptions {
  config: Pick<PublicTenantConfig, 'enable_notifications_oneSignal' | 'custom_domain_url' | 'app_config' | 'web_push_public_key'> | null;
  sdk?: PushSdk | null;
  origin?: string;
  setupTimeoutMs?: number;
  /** The browser's push APIs (default: this window's, null when it lacks any). */
  browser?: PushBrowser | null;
  /** The subscribe flow, loaded on first use (a separate chunk: never on a page's first load). */
  loadFlow?: () => Promise<WebPushFlow>;
}

/** Service worker, Push API and notifications, in a secure context (https or loopback); else null. */
export function browserPush(): PushBrowser | null {
  if (typeof window === 'undefined' || !window.isSecureContext) return null;
  if (!('Notification' in window) || !('PushManager' in window) || !('serviceWorker' in navigator)) return null;
  return { Notification: window.Notification, serviceWorker: navigator.serviceWorker };
}

/** Sign-out: this browser's subscription leaves the account (API first, while the token works) and the browser. */
async function forgetSubscription(browser: PushBrowser | null): Promise<void> {
  const registration = await browser?.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  if (getAccessToken()) {
    await api.post('/api/user/push_subscription/remove', { body: { endpoint: subscription.endpoint } }).catch(() => {});
  }
  await subscription.unsubscribe();
}

/** The custom domain has its own push app id (SPEC 7 "Third-party"). */
export function pushAppId(config: PushOptions['config'], origin?: string): string {
  if (!config) return '';
  const onCustom = isOnCustomDomain(config, origin);
  return (onCustom ? config.app_config.app_id_oneSignal_custom_domain_prod : config.app_config.app_id_oneSignal) || '';
}

export function createPush(options: PushOptions): Push {
  const appId = pushAppId(options.config, options.origin);
  const sdk = options.sdk ?? null;
  const buttonEnabled = Boolean(options.config?.enable_notifications_oneSignal && appId);
  const webPushKey = options.config?.enable_notifications_oneSignal ? (options.config.web_push_public_key ?? '') : '';
  const browser = options.browser === undefined ? browserPush() : options.browser;
  const loadFlow = options.loadFlow ?? (() => import(/* webpackChunkName: "web-push" */ './web-push-flow.ts'));
  let ready: Promise<boolean> | null = null;

  function notifications(): BrowserNotifications {
    if (!webPushKey) return 'off';
    if (!browser) return 'unsupported';
    return browser.Notification.permission;
  }

  function enableReminders(): Promise<ReminderPushResult> {
    if (!webPushKey || !browser) return Promise.resolve('unavailable');
    // Synchronously, inside the click: the prompt needs the user's gesture (no await before it).
    const asked = browser.Notification.permission === 'default' ? browser.Notification.requestPermission() : Promise.resolve(browser.Notification.permission);
    const flow = loadFlow();
    flow.catch(() => {});
    return (async (): Promise<ReminderPushResult> => {
      const permission = await asked.catch(() => 'denied' as const);
      if (permission !== 'granted') return 'denied';
      try {
        await (await flow).subscribeBrowser({ browser, applicationServerKey: webPushKey });
        return 'subscribed';
      } catch (error) {
        // Typically no reachable push service (Chromium without Google's FCM): the socket toast still works.
        console.warn('Web push subscription failed', error);
        return 'failed';
      }
    })();
  }

  function setup(): Promise<boolean> {
    if (!sdk || !appId) return Promise.resolve(false);
    ready ??= new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        console.warn('Push setup timed out');
        resolve(false);
      }, options.setupTimeoutMs ?? PUSH_SETUP_TIMEOUT_MS);
      sdk.init({ appId }).then(
        () => {
          clearTimeout(timer);
          resolve(true);
        },
        (error: unknown) => {
          clearTimeout(timer);
          console.warn('Push setup failed', error);
          resolve(false);
        },
      );
    });
    return ready;
  }

  return {
    appId,
    buttonEnabled,
    setup,
    async tagUser(userId) {
      if (!(await setup())) return;
      await sdk!.login(userId);
      await sdk!.addTag?.('user_id', userId);
    },
    async untagUser() {
      await Promise.all([
        forgetSubscription(browser).catch((error: unknown) => console.warn('Push unsubscribe failed', error)),
        setup().then((ok) => (ok ? sdk!.logout() : undefined)),
      ]);
    },
    notifications,
    enableReminders,
  };
}

export function configurePush(options: PushOptions): Push {
  setPush(createPush(options));
  return push;
}
