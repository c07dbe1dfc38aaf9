// Payment reconciliation in the background: once when the API is ready (payments a previous process
// left 'processing' when it died) and then every minute. Each process runs it; settling is conditional
// per payment and refunds are idempotent at the provider, so two processes never settle one payment twice.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { createSettlement } from './settlement.ts';

export const RECONCILE_INTERVAL_MS = 60_000;

export function startReconciliation(server: FastifyInstance, ctx: AppContext, intervalMs = RECONCILE_INTERVAL_MS) {
  const { reconcileStuck } = createSettlement(ctx);
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const pass = () => {
    if (running) return; // a slow pass is never overlapped
    running = reconcileStuck()
      .then((outcome) => {
        if (outcome.checked) server.log.info({ outcome }, 'payments reconciled');
      })
      .catch((err: unknown) => server.log.error({ err }, 'payment reconciliation failed'))
      .finally(() => (running = null));
  };
  server.addHook('onReady', async () => {
    pass();
    timer = setInterval(pass, intervalMs);
    timer.unref();
  });
  server.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
  return {
    /** Resolves when no pass is running (tests wait for the start-up pass with it). */
    idle: async () => {
      await running;
    },
  };
}
