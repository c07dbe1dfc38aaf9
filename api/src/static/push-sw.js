// The portal's web push service worker (ADR 0036), served at /push-sw.js with scope '/'. It only
// shows the reminders the API pushes and opens them: no fetch handler, no caching, no imports.
// Payload (api/src/push/sender.ts): { title, body, url, tag, icon, lang, eventId }; the texts are
// already in the viewer's language. URLs are used on this origin only.
'use strict';

const sameOrigin = (value, fallback) => {
  try {
    const url = new URL(String(value), self.location.origin);
    return url.origin === self.location.origin ? url.href : fallback;
  } catch {
    return fallback;
  }
};

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let data;
  try {
    data = (event.data && event.data.json()) || {};
  } catch {
    data = {};
  }
  const text = (v, max) => (typeof v === 'string' ? v.slice(0, max) : '');
  const title = text(data.title, 200) || self.location.hostname;
  const home = `${self.location.origin}/`;
  const options = {
    body: text(data.body, 400),
    tag: text(data.tag, 100) || undefined,
    lang: text(data.lang, 10),
    dir: 'auto',
    data: { url: sameOrigin(data.url, home) },
  };
  if (data.icon) options.icon = sameOrigin(data.icon, undefined);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = sameOrigin(event.notification.data && event.notification.data.url, `${self.location.origin}/`);
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const onEvent = tabs.find((tab) => tab.url.split('#')[0] === target);
      if (onEvent) return onEvent.focus();
      // A portal tab this worker controls is reused (focused, then sent to the event); otherwise a new one opens.
      const tab = tabs.find((c) => 'navigate' in c && c.url.startsWith(self.location.origin));
      if (tab) {
        const focused = await tab.focus().catch(() => tab);
        const moved = await focused.navigate(target).catch(() => null);
        if (moved) return moved;
      }
      return self.clients.openWindow(target);
    })(),
  );
});
