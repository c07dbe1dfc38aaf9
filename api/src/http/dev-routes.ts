// Development-only routes (security issue 26 item 7). They exist only when development mode is
// switched on explicitly (PORTAL_DEV=1, which `npm start`/`npm run dev` set; PortalOptions.devMode),
// and even then answer loopback clients only: the outbox alone hands out every account's reset link.
// DEV_ROUTES is the one list: the onRoute guard below refuses any other /api/dev route, and the
// tests ask every entry of a server without the flag for a 404.
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ApiError } from './errors.ts';

export const DEV_ROUTES = [
  { method: 'GET', url: '/api/dev/outbox', example: '/api/dev/outbox?to=anna@example.com' },
  { method: 'GET', url: '/api/dev/metrics', example: '/api/dev/metrics' },
  { method: 'POST', url: '/api/dev/event/:id/start', example: '/api/dev/event/1/start' },
  { method: 'GET', url: '/api/dev/error-reports', example: '/api/dev/error-reports' },
  { method: 'POST', url: '/api/dev/faults/socket-restart', example: '/api/dev/faults/socket-restart' },
  // the stand-in for Sentry's ingest that the browser SDK posts to in development
  { method: 'POST', url: '/api/:projectId/envelope/', example: '/api/1/envelope/?sentry_key=abc' },
] as const;

const DEV_KEYS = new Set<string>(DEV_ROUTES.map((r) => `${r.method} ${r.url}`));

/**
 * The peer's own address: the socket's, never request.ip, which follows X-Forwarded-For when
 * trustProxy is set (a balancer in front makes every caller look like it, and a header is the
 * caller's choice).
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

const loopbackOnly: onRequestAsyncHookHandler = async function loopbackOnly(request: FastifyRequest) {
  if (!isLoopbackAddress(request.socket.remoteAddress)) {
    throw new ApiError(403, 'dev_route_loopback_only', 'Development routes answer clients on this machine only');
  }
};

/**
 * Call before any route is registered. A dev route registered without development mode, or an
 * /api/dev route missing from DEV_ROUTES, stops start-up; each dev route gets the loopback check
 * first, before its body is read.
 */
export function installDevRouteGuard(app: FastifyInstance, devMode: boolean) {
  app.addHook('onRoute', (route) => {
    // fastify adds a HEAD route beside each GET: it is guarded like its GET
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) => (m === 'HEAD' ? 'GET' : m));
    const dev = methods.filter((m) => DEV_KEYS.has(`${m} ${route.url}`));
    if (!dev.length) {
      if (route.url.startsWith('/api/dev/')) throw new Error(`${methods.join(',')} ${route.url} is not in DEV_ROUTES (api/src/http/dev-routes.ts)`);
      return;
    }
    if (!devMode) throw new Error(`${dev.join(',')} ${route.url} is a development route and development mode is off`);
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [loopbackOnly, ...(existing as onRequestAsyncHookHandler[])];
  });
}
