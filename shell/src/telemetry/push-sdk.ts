// The OneSignal-style SDK start (api/README.md "Third-party", docs/product.md "Push setup timeout 30 s"), loaded
// only when a push SDK is injected: tenants on standard Web Push (ADR 0036) never download it.

/** A OneSignal-style push SDK, injected by the page that has one. */
export interface PushSdk {
  init(options: { appId: string }): Promise<void>;
  /** Associates the subscription with the signed-in user (OneSignal `login(externalId)`). */
  login(userId: string): Promise<void> | void;
  logout(): Promise<void> | void;
  addTag?(key: string, value: string): Promise<void> | void;
}

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
