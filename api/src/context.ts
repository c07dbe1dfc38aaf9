// What every route module receives: the database, tenants, origins, settings and services.
import type { Database, Db } from './db/client.ts';
import type { Origins, TenantRegistry } from './tenants.ts';
import type { Mailer } from './mail/outbox.ts';
import type { WebPushService } from './push/sender.ts';

export interface Realtime {
  emitToUser(tenantId: string, userId: number, event: string, payload: unknown): void;
  emitToEvent(tenantId: string, eventId: number | string, event: string, payload: unknown): void;
}

export interface Settings {
  accessTokenTtl: number;
  refreshTokenTtl: number;
  refreshGraceSeconds: number;
  resetTokenTtl: number;
  /** Tries per minute per account: the signed-in one, or the one an anonymous sign-in/sign-up/forgot names. */
  rateLimitMax: number;
  /** Tries per minute per client address on anonymous credential routes (sign-in, sign-up, forgot, reset). */
  rateLimitIpMax: number;
  refreshRateLimitMax: number;
  /** Development features (outbox endpoint) on. */
  devMode: boolean;
  /** The clock token lifetimes are measured on, in ms (tests move it forward instead of waiting). */
  now: () => number;
}

export interface AppContext {
  database: Database;
  db: Db;
  tenants: TenantRegistry;
  origins: Origins;
  portalPort: number;
  cdnDir: string;
  shellDistDir: string;
  settings: Settings;
  mailer: Mailer;
  realtime: Realtime;
  /** Web push of reminders (ADR 0036); absent when the deployment has no VAPID keys. */
  webPush?: WebPushService;
}
