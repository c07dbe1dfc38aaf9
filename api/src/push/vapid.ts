// VAPID keys of this deployment (ADR 0036): from the environment (VAPID_PUBLIC_KEY,
// VAPID_PRIVATE_KEY, VAPID_SUBJECT), or, in development only, generated once into the data
// directory (`.data/vapid-keys.json`, ignored by git) so subscriptions survive restarts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  /** P-256 public key, base64url of the uncompressed point (65 bytes): the browser's applicationServerKey. */
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact the push services may use. */
  subject: string;
}

export const DEV_VAPID_SUBJECT = 'mailto:no-reply@localhost';

export function vapidFromEnv(env: NodeJS.ProcessEnv = process.env): VapidKeys | undefined {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = env;
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey || !subject) throw new Error('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT go together');
  return { publicKey, privateKey, subject };
}

const isKeys = (v: unknown): v is VapidKeys =>
  typeof v === 'object' && v !== null && typeof (v as VapidKeys).publicKey === 'string' && typeof (v as VapidKeys).privateKey === 'string';

/**
 * Development keys: read `file`, or generate and write it (mode 600; `wx`, so two workers starting
 * at once agree on the first one written). Without a file (in-memory tests), fresh keys per process.
 */
export function devVapidKeys(file: string | undefined): VapidKeys {
  if (file) {
    try {
      const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (isKeys(stored)) return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: DEV_VAPID_SUBJECT };
    } catch {
      // absent or unreadable: generate below
    }
  }
  const keys = { ...webpush.generateVAPIDKeys(), subject: DEV_VAPID_SUBJECT };
  if (!file) return keys;
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
    return keys;
  } catch {
    const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isKeys(stored)) return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: DEV_VAPID_SUBJECT };
    throw new Error(`Unreadable VAPID key file ${file}`);
  }
}
