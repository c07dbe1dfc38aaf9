// The Web Push subscribe flow (ADR 0036), loaded on the first 'Notify me' click that may use it:
// register /push-sw.js at the origin root, subscribe with the deployment's VAPID key
// (userVisibleOnly: every push shows a notification) and hand the subscription to the API with
// the notification's texts in the viewer's language (the worker shows what the API sends).
import { api, getAccessToken, i18n, resolveLocale, type ReminderPushResult } from '@portal/shared';

export const PUSH_WORKER_URL = '/push-sw.js';

export interface PushBrowser {
  Notification: { readonly permission: NotificationPermission; requestPermission(): Promise<NotificationPermission> };
  serviceWorker: Pick<ServiceWorkerContainer, 'register' | 'getRegistration' | 'ready'>;
}

export interface WebPushFlow {
  enableReminders(options: EnableOptions): Promise<ReminderPushResult>;
  forgetSubscription(browser?: PushBrowser | null): Promise<void>;
}

/** Service worker, Push API and notifications, in a secure context (https or loopback); else null. */
export function browserPush(): PushBrowser | null {
  if (typeof window === 'undefined' || !window.isSecureContext) return null;
  if (!('Notification' in window) || !('PushManager' in window) || !('serviceWorker' in navigator)) return null;
  return { Notification: window.Notification, serviceWorker: navigator.serviceWorker };
}

interface EnableOptions {
  /** The browser's push APIs (tests); default: this window's. */
  browser?: PushBrowser | null;
  applicationServerKey: string;
  /** The permission request the click started (or the permission already given). */
  asked: Promise<NotificationPermission>;
  subscribe?: typeof subscribeBrowser;
}

/** base64url (the config's form) to the bytes pushManager.subscribe wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4);
  const raw = atob(b64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array): boolean => {
  if (!a || a.byteLength !== b.byteLength) return false;
  const x = new Uint8Array(a);
  return x.every((v, i) => v === b[i]);
};

/** The notification's texts: `{{title}}` stays a placeholder the API fills with the event's title. */
export function reminderTexts(): { locale: string; texts: { title: string; body: string } } {
  return {
    locale: resolveLocale(i18n.language),
    texts: {
      title: i18n.t('common:reminder.live', { title: '{{title}}', interpolation: { escapeValue: false } }),
      body: i18n.t('common:reminder.pushBody'),
    },
  };
}

export async function subscribeBrowser({ browser, applicationServerKey }: { browser: PushBrowser; applicationServerKey: string }): Promise<void> {
  await browser.serviceWorker.register(PUSH_WORKER_URL, { scope: '/' });
  // subscribe() needs an active worker; `ready` is the registration that controls this page's scope.
  const registration = await browser.serviceWorker.ready;
  const key = keyBytes(applicationServerKey);
  let subscription = await registration.pushManager.getSubscription();
  // Keys rotated on the server: the old subscription would be refused by the push service.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const { endpoint, keys } = subscription.toJSON();
  await api.post('/api/user/push_subscription', { body: { endpoint, keys, ...reminderTexts() } });
}

/** After the click's permission request: subscribe when granted; denied or a refused subscription is an answer, not an error. */
export async function enableReminders({
  browser = browserPush(),
  applicationServerKey,
  asked,
  subscribe = subscribeBrowser,
}: EnableOptions): Promise<ReminderPushResult> {
  const permission = await asked.catch(() => 'denied' as const);
  if (permission !== 'granted') return 'denied';
  if (!browser) return 'unavailable';
  try {
    await subscribe({ browser, applicationServerKey });
    return 'subscribed';
  } catch (error) {
    // Typically no reachable push service (headless Chromium, no FCM): the socket toast still works.
    console.warn('Web push subscription failed', error);
    return 'failed';
  }
}

/** Sign-out: the subscription leaves the account (API first, while the token works), then the browser. */
export async function forgetSubscription(browser = browserPush()): Promise<void> {
  const registration = await browser?.serviceWorker.getRegistration('/').catch(() => undefined);
  const subscription = await registration?.pushManager.getSubscription().catch(() => null);
  if (!subscription) return;
  if (getAccessToken()) await api.post('/api/user/push_subscription/remove', { body: { endpoint: subscription.endpoint } }).catch(() => {});
  await subscription.unsubscribe().catch(() => false);
}
