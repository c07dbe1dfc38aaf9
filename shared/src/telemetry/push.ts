// Push notifications (SPEC 7 "Third-party"): sign-in tags the user. A no-op until the
// shell sets the tenant's implementation (shell/src/telemetry/push.ts).
export interface Push {
  readonly appId: string;
  /** Whether the tenant shows the notifications button. */
  readonly buttonEnabled: boolean;
  setup(): Promise<boolean>;
  tagUser(userId: string): Promise<void>;
  untagUser(): Promise<void>;
}

const noopPush: Push = {
  appId: '',
  buttonEnabled: false,
  setup: async () => false,
  tagUser: async () => {},
  untagUser: async () => {},
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
};

/** Shell only: the tenant's push service (null puts the no-op back). */
export function setPush(next: Push | null): void {
  instance = next ?? noopPush;
}
