// Ties the socket to the session: user room on login, leave on logout, reconnect when
// the token changes (refresh), and the removed-device message signs this browser out.
import {
  createRealtime,
  getRealtime,
  i18n,
  portalStore,
  toast,
  setRealtime,
  tokenAtom,
  userAtom,
  type PortalStore,
  type PublicTenantConfig,
  type Realtime,
  type RealtimeOptions,
} from '@portal/shared';
import { handleRemovedDevice } from './device-check.ts';

let unlink: Array<() => void> = [];

export function startRealtime(
  config: Pick<PublicTenantConfig, 'name_short' | 'app_config'>,
  { store = portalStore, connect }: { store?: PortalStore; connect?: RealtimeOptions['connect'] } = {},
): Realtime {
  stopRealtime();
  const realtime = createRealtime({
    socketBase: config.app_config.socket_base,
    customer: config.name_short,
    getToken: () => store.get(tokenAtom),
    connect,
  });
  setRealtime(realtime);
  if (!realtime.available) return realtime;

  realtime.setUser(store.get(userAtom)?.id ?? null);
  unlink.push(store.sub(userAtom, () => realtime.setUser(store.get(userAtom)?.id ?? null)));

  let token = store.get(tokenAtom);
  unlink.push(
    store.sub(tokenAtom, () => {
      const next = store.get(tokenAtom);
      if (next === token) return;
      token = next;
      // After the current synchronous session update (logout clears token then user),
      // so the user-room leave goes out before the socket reconnects.
      queueMicrotask(() => realtime.reauthenticate());
    }),
  );

  unlink.push(
    realtime.on('remove-user-device', ({ deviceId }) => {
      void handleRemovedDevice(deviceId);
    }),
  );
  // 'Notify me' (issue 15 item 3): an event this user asked about went live.
  unlink.push(
    realtime.on('event-reminder', ({ eventId, title }) => {
      toast.link(i18n.t('common:reminder.live', { title }), {
        href: `/events/${encodeURIComponent(String(eventId))}/`,
        label: i18n.t('common:reminder.watch'),
      });
    }),
  );
  return realtime;
}

export function stopRealtime(): void {
  for (const off of unlink) off();
  unlink = [];
  getRealtime()?.close();
  setRealtime(null);
}
