// The Web Push subscribe flow (ADR 0036), loaded on the first 'Notify me' click that may use it:
// register /push-sw.js at the origin root, subscribe with the deployment's VAPID key
// (userVisibleOnly: every push shows a notification) and hand the subscription to the API with
// the notification's texts in the viewer's language (the worker shows what the API sends).
import { api, i18n, resolveLocale } from '@portal/shared';

export const PUSH_WORKER_URL = '/push-sw.js';

export interface PushBrowser {
  Notification: { readonly permission: NotificationPermission; requestPermission(): Promise<NotificationPermission> };
  serviceWorker: Pick<ServiceWorkerContainer, 'register' | 'getRegistration' | 'ready'>;
}

export interface WebPushFlow {
  subscribeBrowser(options: { browser: PushBrowser; applicationServerKey: string }): Promise<void>;
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
