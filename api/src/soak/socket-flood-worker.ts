// Runs in a worker thread for socket-flood.test.ts: opens `sockets` socket.io clients spread over
// several loopback source addresses, then for `seconds` alternates a quiet second (sockets open,
// silent) and a flood second (each socket sends `perSecond` room requests), telling the test each
// switch; then closes them all and reports what it sent and how many answers came back. A thread of its own so
// the clients' work does not share the event loop whose HTTP latency the test measures.
import { parentPort, workerData } from 'node:worker_threads';
import { io as ioClient, type Socket } from 'socket.io-client';

export interface FloodPlan {
  base: string;
  sockets: number;
  /** Source addresses 127.0.0.2 .. 127.0.0.(1 + addresses), sockets round-robin over them. */
  addresses: number;
  perSecond: number;
  seconds: number;
  /** The message every socket repeats. */
  event: string;
  payload: unknown;
  /** Instead of payload: a different, unknown event id in every message (every one a cache miss). */
  unknownIds?: boolean;
}
export interface FloodReport {
  connected: number;
  refused: number;
  sent: number;
  answered: number;
  disconnected: number;
  /** Answers by messageErrorCode ('ok' for ok: true). */
  answers: Record<string, number>;
}

const plan = workerData as FloodPlan;
let allAnswered: (() => void) | undefined;

async function open(i: number): Promise<Socket | null> {
  const s = ioClient(plan.base, {
    path: '/ws',
    transports: ['websocket'],
    reconnection: false,
    localAddress: `127.0.0.${2 + (i % plan.addresses)}`,
  } as Parameters<typeof ioClient>[1]);
  return new Promise((resolve) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', () => {
      s.close();
      resolve(null);
    });
  });
}

async function main() {
  const opened = await Promise.all(Array.from({ length: plan.sockets }, (_, i) => open(i)));
  const sockets = opened.filter((s): s is Socket => s !== null);
  const report: FloodReport = { connected: sockets.length, refused: plan.sockets - sockets.length, sent: 0, answered: 0, disconnected: 0, answers: {} };
  for (const s of sockets) s.once('disconnect', (reason) => void (reason !== 'io client disconnect' && report.disconnected++));
  // In a flood second every socket sends perSecond messages, spread over 10 slices of 100 ms (under
  // the per-socket rate in every window); the sockets are in 10 groups sending 10 ms apart, as
  // independent clients would, rather than all in the same instant.
  const ticks = plan.seconds * 100;
  for (let tick = 0; tick < ticks; tick++) {
    const started = Date.now();
    const slice = Math.floor(tick / 10);
    const group = tick % 10;
    const k = slice % 10;
    const flooding = Math.floor(slice / 10) % 2 === 1;
    if (k === 0 && group === 0) parentPort!.postMessage({ type: 'phase', flooding });
    if (flooding) {
      const perSlice = Math.floor(((k + 1) * plan.perSecond) / 10) - Math.floor((k * plan.perSecond) / 10);
      for (let i = group; i < sockets.length; i += 10) {
        const s = sockets[i]!;
        if (!s.connected) continue;
        for (let m = 0; m < perSlice; m++) {
          const payload = plan.unknownIds ? { eventId: 500_000_000 + report.sent } : plan.payload;
          report.sent++;
          s.emit(plan.event, payload, (res: { ok: boolean; messageErrorCode?: string }) => {
            report.answered++;
            const code = res.ok ? 'ok' : (res.messageErrorCode ?? 'unknown');
            report.answers[code] = (report.answers[code] ?? 0) + 1;
            if (report.answered === report.sent) allAnswered?.();
          });
        }
      }
    }
    await new Promise((r) => setTimeout(r, Math.max(0, 10 - (Date.now() - started))));
  }
  // The last answers are still on their way: wait for them (at most 3 s) before closing.
  if (report.answered < report.sent) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([new Promise<void>((resolve) => (allAnswered = resolve)), new Promise<void>((resolve) => (timer = setTimeout(resolve, 3000)))]);
    clearTimeout(timer);
  }
  for (const s of sockets) s.close();
  parentPort!.postMessage({ type: 'done', report });
}

void main();
