// The OneSignal-style SDK start (SPEC 7 "Third-party", SPEC 9 "Push setup timeout 30 s"), loaded
// only when a push SDK is injected: tenants on standard Web Push (ADR 0036) never download it.
import type { PushSdk } from './push.ts';

/** Resolves true once the SDK started, false when it failed or took longer than `timeoutMs`. */
export function startSdk(sdk: PushSdk, appId: string, timeoutMs: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => {
      console.warn('Push setup timed out');
      resolve(false);
    }, timeoutMs);
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
}
