// The shell's push implementation. Reminders use standard Web Push (ADR 0036): a service worker
// at /push-sw.js, the deployment's VAPID key from the tenant config, the subscription registered
// with the API; the subscribe flow (web-push-flow.ts) loads only on the 'Notify me' click. The
// OneSignal-style SDK part is injected so tests and tenants without it use a no-op; its setup
// (push-sdk.ts, loaded only with an SDK) gives up after 30 s (docs/product.md).
import { push, setPush, type BrowserNotifications, type Push, type PublicTenantConfig, type ReminderPushResult } from '@portal/shared';
import { isOnCustomDomain } from '../boot/tenant-flags.ts';
import type { PushBrowser, WebPushFlow } from './web-push-flow.ts';

import type { PushSdk } from './push-sdk.ts';

export type { PushSdk };

export const PUSH_SETUP_TIMEOUT_MS = 30_000;

export interface PushOptions {
  config: Pick<PublicTenantConfig, 'enable_notifications_oneSignal' | 'custom_domain_url' | 'app_config' | 'web_push_public_key'> | null;
  sdk?: PushSdk | null;
  origin?: string;
  setupTimeoutMs?: number;
  /** The browser's push APIs (tests; default: this window's, null: none). */
  browser?: PushBrowser | null;
  /** The subscribe flow, loaded on first use (a separate chunk: never on a page's first load). */
  loadFlow?: () => Promise<WebPushFlow>;
}

/** The custom domain has its own push app id (api/README.md "Third-party"). */
export function pushAppId(config: PushOptions['config'], origin?: string): string {
  if (!config) return '';
  const onCustom = isOnCustomDomain(config, origin);
  return (onCustom ? config.app_config.app_id_oneSignal_custom_domain_prod : config.app_config.app_id_oneSignal) || '';
}

export function createPush(options: PushOptions): Push {
  const appId = pushAppId(options.config, options.origin);
  const sdk = options.sdk ?? null;
  const buttonEnabled = Boolean(options.config?.enable_notifications_oneSignal && appId);
  // Web push (ADR 0036): only what must answer synchronously or run inside the click lives here;
  // everything else is in web-push-flow.ts, loaded on the click (and on sign-out): first-visit budget.
  const key = (options.config?.enable_notifications_oneSignal && options.config.web_push_public_key) || '';
  const { browser } = options;
  const notification = (browser === undefined ? globalThis : browser)?.Notification;
  const loadFlow = options.loadFlow ?? (() => import(/* webpackChunkName: "web-push" */ './web-push-flow.ts'));
  let ready: Promise<boolean> | null = null;

  const notifications = (): BrowserNotifications => (!key ? 'off' : notification ? notification.permission : 'unsupported');

  function enableReminders(): Promise<ReminderPushResult> {
    if (!key || !notification) return Promise.resolve('unavailable');
    // Synchronously, inside the click: the prompt needs the user's gesture (no await before it).
    const asked = notification.permission === 'default' ? notification.requestPermission() : Promise.resolve(notification.permission);
    return loadFlow().then(
      (flow) => flow.enableReminders({ browser, applicationServerKey: key, asked }),
      () => 'failed',
    );
  }

  function setup(): Promise<boolean> {
    if (!sdk || !appId) return Promise.resolve(false);
    ready ??= import(/* webpackChunkName: "push-sdk" */ './push-sdk.ts').then((m) => m.startSdk(sdk, appId, options.setupTimeoutMs ?? PUSH_SETUP_TIMEOUT_MS));
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
      await Promise.all([key && loadFlow().then((flow) => flow.forgetSubscription(browser)), setup().then((ok) => ok && sdk!.logout())]);
    },
    notifications,
    enableReminders,
  };
}

export function configurePush(options: PushOptions): Push {
  setPush(createPush(options));
  return push;
}
