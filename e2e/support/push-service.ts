// A local push service stand-in for web push journeys (ADR 0036): the API's push POSTs land on
// 127.0.0.1, and the test, holding the "browser" key pair and auth secret it registered, decrypts
// the aes128gcm body (RFC 8188/8291) the way the browser would. Chromium's own push service (FCM)
// is out of reach here, so the decrypted payload is handed to the real service worker over CDP.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PushRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export async function startPushService() {
  const received: PushRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}

export { browserKeys, decryptPush } from '../../api/src/testing/push-browser.ts';
