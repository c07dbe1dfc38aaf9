// The stack's floor (ADR 0045): the production shell build started with no remote and no portal
// code, rendering one line (shell/src/floor/), so benchmarks can divide a page's blocking time and
// bytes by what the chosen stack costs on the same machine in the same run (bench/floor-ratio.mjs).
// Development mode only (ADR 0048) and loopback clients only, like the dev routes: a production
// server has no such page, and /dev/floor/ is its ordinary 404.
import type { FastifyRequest } from 'fastify';
import { isLoopbackAddress } from '../http/dev-routes.ts';

export const FLOOR_PATH = '/dev/floor/';

/** The attribute the shell's entry reads on #root to start the floor instead of the portal. */
export const FLOOR_ATTRIBUTE = 'data-portal-floor';

/** Whether this request is for the floor page: development mode, its path, a client on this machine. */
export const isFloorRequest = (devMode: boolean, path: string, request: Pick<FastifyRequest, 'socket'>): boolean =>
  devMode && path === FLOOR_PATH && isLoopbackAddress(request.socket.remoteAddress);
