// Runs in a worker thread for socket-flood.test.ts: opens `sockets` socket.io clients spread over
// several loopback source addresses, each sending `perSecond` room requests for `seconds`, then
// closes them all and reports what it sent and how many answers came back. A thread of its own so
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
  parentPort!.postMessage({ type: 'flooding' });
  // Every socket sends perSecond messages per second, spread over 10 slices a second (under the
  // per-socket limit in every one-second window).
  const slices = plan.seconds * 10;
  for (let slice = 0; slice < slices; slice++) {
    const started = Date.now();
    const k = slice % 10;
    const perSlice = Math.floor(((k + 1) * plan.perSecond) / 10) - Math.floor((k * plan.perSecond) / 10);
    for (const s of sockets) {
      if (!s.connected) continue;
      for (let m = 0; m < perSlice; m++) {
        const payload = plan.unknownIds ? { eventId: 500_000_000 + report.sent } : plan.payload;
        report.sent++;
        s.emit(plan.event, payload, (res: { ok: boolean; messageErrorCode?: string }) => {
          report.answered++;
          const code = res.ok ? 'ok' : (res.messageErrorCode ?? 'unknown');
          report.answers[code] = (report.answers[code] ?? 0) + 1;
        });
      }
    }
    await new Promise((r) => setTimeout(r, Math.max(0, 100 - (Date.now() - started))));
  }
  for (const s of sockets) s.close();
  parentPort!.postMessage({ type: 'done', report });
}

void main();
