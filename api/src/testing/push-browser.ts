// The browser's side of web push (RFC 8291 + RFC 8188), for tests that stand in for a push
// service: the keys pushManager.subscribe() makes, and the decryption a browser does on a push.
// Used by the API's push tests and the e2e push service stand-in (ADR 0036).
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';

export interface PushBrowser {
  ecdh: ECDH;
  auth: Buffer;
}

/** What pushManager.subscribe() holds: a P-256 key pair, a 16-byte auth secret, and the JSON it hands out. */
export function browserKeys(endpoint: string) {
  const ecdh: ECDH = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, json: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } } };
}

/** Decrypts one aes128gcm push message body (a single record) with the browser's keys; throws on anything else. */
export function decryptPush(body: Buffer, browser: PushBrowser): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const serverKey = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  if (idlen !== 65) throw new Error('keyid is not the server public key');
  if (record.length > rs) throw new Error('more than one record');
  const secret = browser.ecdh.computeSecret(serverKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, browser.auth, info, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not a last record');
  return padded.subarray(0, end).toString('utf8');
}
