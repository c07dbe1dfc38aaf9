// A small reverse proxy (node:http) in front of a real portal, like the gateway of a
// deployment: it forwards everything (HTML, shell files, websocket upgrades) to the
// portal, except that while the API is "down" requests for /api and /ws get what a
// client sees when the API process is gone:
//   'reset': the connection is closed without an answer (a crashed upstream);
//   'bad-gateway': 502, as nginx answers when nothing listens behind it.
// No browser-side interception: the browser talks to a real server that really fails.
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export type ApiState = 'up' | 'reset' | 'bad-gateway';

export interface GateProxy {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  setApi(state: ApiState): void;
  /** Requests for /api that were refused while down (to prove the shell really tried). */
  refused: string[];
  close(): Promise<void>;
}

const isApi = (url: string | undefined) => {
  const path = (url ?? '/').split('?')[0]!;
  return path === '/api' || path.startsWith('/api/') || path === '/ws' || path.startsWith('/ws/');
};

export async function startGateProxy(target: string): Promise<GateProxy> {
  const upstream = new URL(target);
  let state: ApiState = 'up';
  const refused: string[] = [];
  const sockets = new Set<Socket>();

  const server: Server = createServer((req, res) => {
    if (state !== 'up' && isApi(req.url)) {
      refused.push(`${req.method} ${req.url}`);
      if (state === 'reset') {
        req.socket.destroy();
        return;
      }
      res.writeHead(502, { 'content-type': 'text/html', 'cache-control': 'no-store' }).end('<html><body><h1>502 Bad Gateway</h1></body></html>');
      return;
    }
    const forward = httpRequest({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (upstreamRes) => {
      res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.rawHeaders);
      upstreamRes.pipe(res);
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });

  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    if (state !== 'up' && isApi(req.url)) {
      refused.push(`UPGRADE ${req.url}`);
      socket.destroy();
      return;
    }
    const up = connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      up.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) up.write(head);
      up.pipe(socket);
      socket.pipe(up);
    });
    sockets.add(up);
    up.on('close', () => sockets.delete(up));
    up.on('error', () => socket.destroy());
    socket.on('error', () => up.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    refused,
    setApi(next) {
      state = next;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
