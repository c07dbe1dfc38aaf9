// What runs beside the pages once the tenant is known: telemetry adapters, the
// realtime socket (user room, removed-device sign-out) and the session check for
// signed-in users on start-up and when the tab regains focus.
import {
  checkSession,
  configureAnalytics,
  configurePush,
  gtagTransport,
  isLocalEnvironment,
  startRealtime,
  type PublicTenantConfig,
} from '@portal/shared';

/** Session checks on focus are throttled: one per minute is plenty to notice a removed device. */
export const SESSION_CHECK_INTERVAL_MS = 60_000;

export function startSessionServices(config: PublicTenantConfig, { now = Date.now } = {}): () => void {
  configureAnalytics({
    measurementId: config.app_config.app_id_for_ga4 || null,
    local: isLocalEnvironment(config),
    transport: gtagTransport,
  });
  configurePush({ config });
  startRealtime(config);

  let lastCheck = now();
  void checkSession();
  const onFocus = () => {
    if (now() - lastCheck < SESSION_CHECK_INTERVAL_MS) return;
    lastCheck = now();
    void checkSession();
  };
  window.addEventListener('focus', onFocus);
  return () => window.removeEventListener('focus', onFocus);
}
