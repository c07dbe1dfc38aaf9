// Push notifications (api/README.md "Third-party"): sign-in tags the user; 'Notify me' reminders reach
// the browser by standard Web Push when the tenant turns push on (ADR 0036). A no-op until the
// shell sets the tenant's implementation (shell/src/telemetry/push.ts).

/**
 * Browser notifications for reminders: `off` the tenant sends none; `unsupported` this browser
 * cannot (no service worker, Push API or Notification); otherwise the notification permission.
 */
export type BrowserNotifications = 'off' | 'unsupported' | 'default' | 'granted' | 'denied';

/** How turning on browser notifications ended: `failed` the browser or push service refused the subscription. */
export type ReminderPushResult = 'subscribed' | 'denied' | 'unavailable' | 'failed';

export interface Push {
  readonly appId: string;
  /** Whether the tenant shows the notifications button. */
  readonly buttonEnabled: boolean;
  setup(): Promise<boolean>;
  tagUser(userId: string): Promise<void>;
  /** Sign-out: forgets this browser's subscription (call while the session's token still works). */
  untagUser(): Promise<void>;
  /** Synchronous, loads nothing: what a 'Notify me' button may promise. */
  notifications(): BrowserNotifications;
  /**
   * Call from the click itself (the permission prompt needs the user's gesture): asks for the
   * permission when not yet given, subscribes this browser and registers it with the API.
   */
  enableReminders(): Promise<ReminderPushResult>;
}

const noopPush: Push = {
  appId: '',
  buttonEnabled: false,
  setup: async () => false,
  tagUser: async () => {},
  untagUser: async () => {},
  notifications: () => 'off',
  enableReminders: async () => 'unavailable',
};

let instance: Push = noopPush;

export const push: Push = {
  get appId() {
    return instance.appId;
  },
  get buttonEnabled() {
    return instance.buttonEnabled;
  },
  setup: () => instance.setup(),
  tagUser: (id) => instance.tagUser(id),
  untagUser: () => instance.untagUser(),
  notifications: () => instance.notifications(),
  enableReminders: () => instance.enableReminders(),
};

/** Shell only: the tenant's push service (null puts the no-op back). */
export function setPush(next: Push | null): void {
  instance = next ?? noopPush;
}
