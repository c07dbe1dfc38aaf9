// What runs beside the pages once the tenant is known: telemetry adapters, the
// realtime socket (user room, removed-device sign-out) and the session check for
// signed-in users on start-up and when the tab regains focus.
import { portalStore, push, userAtom, type PublicTenantConfig } from '@portal/shared';
import { checkSession } from '../session/device-check.ts';
import { startRealtime } from '../session/realtime-link.ts';
import { configureAnalytics, gtagTransport } from '../telemetry/analytics.ts';
import { configureBrowserErrorReporting } from '../telemetry/error-reporting.ts';
import { loadGtag } from '../telemetry/gtag.ts';
import { isLocalEnvironment } from './tenant-flags.ts';

/** Session checks on focus are throttled: one per minute is plenty to notice a removed device. */
export const SESSION_CHECK_INTERVAL_MS = 60_000;

/** The page's CSP nonce (the server writes it on a meta tag), for scripts the shell adds. */
const cspNonce = (): string | undefined => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;

/**
 * Push (reminders by web push, ADR 0036; an SDK's user tag) concerns signed-in viewers only, so its
 * adapter loads once someone is signed in: an anonymous first visit downloads none of it. A viewer
 * who signs in gets the tag the SDK would have had at sign-in.
 */
function loadPushWhenSignedIn(config: PublicTenantConfig): () => void {
  let loaded = false;
  const load = () => {
    const user = portalStore.get(userAtom);
    if (loaded || !user) return;
    loaded = true;
    import(/* webpackChunkName: "push" */ '../telemetry/push.ts')
      .then(({ configurePush }) => {
        configurePush({ config });
        return push.tagUser(user.id);
      })
      .catch((error: unknown) => {
        loaded = false; // tried again on the next sign-in
        console.warn('Push adapter failed to load', error);
      });
  };
  load();
  return portalStore.sub(userAtom, load);
}

export function startSessionServices(config: PublicTenantConfig, { now = Date.now } = {}): () => void {
  const local = isLocalEnvironment(config);
  const measurementId = config.app_config.app_id_for_ga4 || null;
  const stopErrorReporting = configureBrowserErrorReporting({ dsn: config.app_config.sentry_dsn, environment: config.environment, release: config.build });
  if (measurementId && !local) loadGtag(measurementId, { nonce: cspNonce() });
  configureAnalytics({ measurementId, local, transport: gtagTransport });
  const stopPush = loadPushWhenSignedIn(config);
  startRealtime(config);

  let lastCheck = now();
  void checkSession();
  const onFocus = () => {
    if (now() - lastCheck < SESSION_CHECK_INTERVAL_MS) return;
    lastCheck = now();
    void checkSession();
  };
  window.addEventListener('focus', onFocus);
  return () => {
    window.removeEventListener('focus', onFocus);
    stopErrorReporting();
    stopPush();
  };
}
