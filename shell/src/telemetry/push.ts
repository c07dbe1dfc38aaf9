// The shell's push implementation (OneSignal-style). The SDK is injected so tests and
// tenants without push use a no-op; setup gives up after 30 s (SPEC 9).
import { push, setPush, type Push, type PublicTenantConfig } from '@portal/shared';
import { isOnCustomDomain } from '../boot/tenant-flags.ts';

export interface PushSdk {
  init(options: { appId: string }): Promise<void>;
  /** Associates the subscription with the signed-in user (OneSignal `login(externalId)`). */
  login(userId: string): Promise<void> | void;
  logout(): Promise<void> | void;
  addTag?(key: string, value: string): Promise<void> | void;
}

export const PUSH_SETUP_TIMEOUT_MS = 30_000;

export interface PushOptions {
  config: Pick<PublicTenantConfig, 'enable_notifications_oneSignal' | 'custom_domain_url' | 'app_config'> | null;
  sdk?: PushSdk | null;
  origin?: string;
  setupTimeoutMs?: number;
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
  let ready: Promise<boolean> | null = null;

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
      if (!(await setup())) return;
      await sdk!.logout();
    },
  };
}

export function configurePush(options: PushOptions): Push {
  setPush(createPush(options));
  return push;
}
