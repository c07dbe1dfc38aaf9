// Users, profiles and devices: the parts of sign-in shared by e-mail/password and single sign-on.
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import { and, asc, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accessTokens, devices, sessions, users, type DeviceRow, type UserRow } from '../db/schema.ts';
import type { Settings } from '../context.ts';
import type { TenantConfig } from '../tenants.ts';
import { parseUserAgent } from '@portal/shared/user-agent';
import { createSession, sessionsEnded, tokenData, type TokenPair } from './tokens.ts';

// argon2id, 19 MiB, t=2, p=1 (OWASP baseline). Algorithm 2 = Argon2id.
const ARGON = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
export const hashPassword = (password: string) => argonHash(password, ARGON);
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argonVerify(hash, password);
  } catch {
    return false;
  }
}
/** A fixed hash to verify against when the user does not exist (keeps timing similar). */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hashPassword('not-a-real-password-xyz'));

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function profileJson(u: UserRow) {
  return {
    id: u.id,
    added: u.added.toISOString(),
    email: u.email,
    displayName: u.displayName ?? '',
    fullName: u.displayName ?? '',
    city: u.city ?? '',
    gender: u.gender ?? '',
    dateOfBirth: u.dateOfBirth ?? '',
    phone: u.phone ?? '',
    countryName: u.countryName ?? '',
    postalCode: u.postalCode ?? '',
    canCreateGlobalTag: u.canCreateGlobalTag,
    favoriteClubId: u.favoriteClubId ?? null,
    identity: u.identityId ?? null,
    identityItem: u.identityItemId ?? null,
    options: u.options ?? {},
  };
}

/**
 * Device type and OS of a device from its name (browsers send their user agent as the name),
 * through the portal's one user-agent parser (ua-parser-js, shared with the browser apps).
 * An OS the client names itself wins over the parsed one.
 */
export function inferDevice(name: string, osName?: string | null, osVersion?: string | null) {
  const info = parseUserAgent(name || '');
  if (osName) return { deviceType: info.deviceType, osName, osVersion: osVersion ?? null };
  const known = info.os.name !== 'Other';
  return { deviceType: info.deviceType, osName: known ? info.os.name : null, osVersion: osVersion ?? (known && info.os.version ? info.os.version : null) };
}

export function deviceJson(d: DeviceRow, currentDeviceId?: string) {
  return {
    id: d.id,
    deviceId: d.deviceId,
    deviceName: d.deviceName,
    deviceType: d.deviceType,
    // The browser family, so clients label devices without a user-agent parser of their own.
    browser: parseUserAgent(d.deviceName).browser,
    osName: d.osName ?? '',
    osVersion: d.osVersion ?? '',
    appVersion: d.appVersion ?? '',
    addedAt: d.addedAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
    isCurrent: currentDeviceId !== undefined && d.deviceId === currentDeviceId,
  };
}

export async function listDevices(db: Db, userId: number) {
  return db.select().from(devices).where(eq(devices.userId, userId)).orderBy(asc(devices.addedAt), asc(devices.id));
}

export interface DeviceInput {
  deviceId: string;
  deviceName: string;
  osName?: string | null;
  osVersion?: string | null;
  appVersion?: string | null;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Under the user's lock: the device is known (refreshed) or added when there is room. False at the limit. */
async function claimDevice(tx: Tx, tenant: TenantConfig, userId: number, input: DeviceInput): Promise<boolean> {
  const [existing] = await tx
    .select()
    .from(devices)
    .where(and(eq(devices.userId, userId), eq(devices.deviceId, input.deviceId)));
  if (existing) {
    await tx
      .update(devices)
      .set({ updatedAt: new Date(), deviceName: input.deviceName || existing.deviceName })
      .where(eq(devices.id, existing.id));
    return true;
  }
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(devices).where(eq(devices.userId, userId));
  if (Number(n) >= tenant.device_limit) return false;
  const info = inferDevice(input.deviceName, input.osName, input.osVersion);
  await tx
    .insert(devices)
    .values({
      tenantId: tenant.id,
      userId,
      deviceId: input.deviceId,
      deviceName: input.deviceName,
      deviceType: info.deviceType,
      osName: info.osName,
      osVersion: info.osVersion,
      appVersion: input.appVersion ?? null,
    })
    .onConflictDoNothing();
  return true;
}

/** The user's row locked for the rest of the transaction: every device and activation change of one user queues here. */
export const lockUser = (tx: Tx, userId: number) => tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

/**
 * Registers the device for the user when it is known or when there is room under the tenant's
 * limit. Returns false when the limit is reached.
 */
export async function registerDevice(db: Db, tenant: TenantConfig, userId: number, input: DeviceInput): Promise<boolean> {
  // Count and insert under a lock on the user's row: two sign-ins at once from new devices
  // must not both squeeze under the limit.
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    return claimDevice(tx, tenant, userId, input);
  });
}

/**
 * Makes a session active on its own device (security issue 26 item 3), the one place a session
 * becomes active. Under the user's row lock: the session's device is known or fits under the limit,
 * and any other live session on that device id ends, so each device holds at most one active session
 * and active sessions never outnumber the devices (at most device_limit), whatever ids are sent and
 * however many requests race. A fresh sign-in presenting a known device id is that browser signing
 * in again: it takes the slot over and the older session ends (its sockets are disconnected).
 * Returns false (the session stays pending) when the limit is reached. `device` adds what a new
 * device row records (OS, app version) and is used only when its id is the session's own.
 */
export async function activateSession(db: Db, tenant: TenantConfig, sessionId: number, device?: DeviceInput): Promise<boolean> {
  const outcome = await db.transaction(async (tx) => {
    const [first] = await tx.select({ userId: sessions.userId }).from(sessions).where(eq(sessions.id, sessionId));
    if (!first) return { active: false, ended: [] as number[] };
    await lockUser(tx, first.userId);
    const [session] = await tx.select().from(sessions).where(eq(sessions.id, sessionId));
    if (!session || (session.status !== 'active' && session.status !== 'pending_device')) return { active: false, ended: [] as number[] };
    // The session's own device id, always (a device id belongs to the session that signed in with it).
    const input = device?.deviceId === session.deviceId ? device : { deviceId: session.deviceId, deviceName: session.deviceName };
    if (!(await claimDevice(tx, tenant, session.userId, input))) return { active: false, ended: [] as number[] };
    const now = new Date();
    const ended = await tx
      .update(sessions)
      .set({ status: 'revoked', revokedReason: 'signed_in_again', revokedAt: now })
      .where(
        and(
          eq(sessions.userId, session.userId),
          eq(sessions.deviceId, session.deviceId),
          ne(sessions.id, session.id),
          inArray(sessions.status, ['active', 'pending_device']),
        ),
      )
      .returning({ id: sessions.id });
    const endedIds = ended.map((e) => e.id);
    if (endedIds.length)
      await tx
        .update(accessTokens)
        .set({ revokedAt: now })
        .where(and(inArray(accessTokens.sessionId, endedIds), isNull(accessTokens.revokedAt)));
    if (session.status !== 'active') await tx.update(sessions).set({ status: 'active' }).where(eq(sessions.id, session.id));
    return { active: true, ended: endedIds };
  });
  sessionsEnded(db, outcome.ended);
  return outcome.active;
}

export const deviceLimitError = (tenant: TenantConfig) => ({
  messageErrorCode: 'device_limit_exceeded',
  message: 'Device Limit Exceeded',
  limit: tenant.device_limit,
});

/** Opens a session for a verified user: active when the device fits, pending_device otherwise. */
export async function signIn(db: Db, settings: Settings, tenant: TenantConfig, user: UserRow, device: DeviceInput, provider: string) {
  // Opened pending, then activated through the one locked path.
  const pair: TokenPair & { sessionId: number } = await createSession(db, settings, {
    tenantId: tenant.id,
    userId: user.id,
    deviceId: device.deviceId,
    deviceName: device.deviceName,
    provider,
    status: 'pending_device',
  });
  const fits = await activateSession(db, tenant, pair.sessionId, device);
  const list = await listDevices(db, user.id);
  return {
    pair,
    tokenData: tokenData(pair),
    profile: profileJson(user),
    devices: list.map((d) => deviceJson(d, device.deviceId)),
    device_error: fits ? null : deviceLimitError(tenant),
  };
}
