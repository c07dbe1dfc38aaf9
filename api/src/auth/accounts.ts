// Users, profiles and devices: the parts of sign-in shared by e-mail/password and single sign-on.
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { devices, sessions, users, type DeviceRow, type UserRow } from '../db/schema.ts';
import type { Settings } from '../context.ts';
import type { TenantConfig } from '../tenants.ts';
import { parseUserAgent } from '@portal/shared/user-agent';
import { createSession, tokenData, type SessionStatus, type TokenPair } from './tokens.ts';

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

/**
 * Registers the device for the user when it is known or when there is room under the tenant's
 * limit. Returns false when the limit is reached (the caller then opens a pending session).
 */
export async function registerDevice(db: Db, tenant: TenantConfig, userId: number, input: DeviceInput): Promise<boolean> {
  // Count and insert under a lock on the user's row: two sign-ins at once from new devices
  // must not both squeeze under the limit.
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [existing] = await tx.select().from(devices).where(and(eq(devices.userId, userId), eq(devices.deviceId, input.deviceId)));
    if (existing) {
      await tx.update(devices).set({ updatedAt: new Date(), deviceName: input.deviceName || existing.deviceName }).where(eq(devices.id, existing.id));
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
  });
}

export const deviceLimitError = (tenant: TenantConfig) => ({
  messageErrorCode: 'device_limit_exceeded',
  message: 'Device Limit Exceeded',
  limit: tenant.device_limit,
});

/** Opens a session for a verified user: active when the device fits, pending_device otherwise. */
export async function signIn(db: Db, settings: Settings, tenant: TenantConfig, user: UserRow, device: DeviceInput, provider: string) {
  const fits = await registerDevice(db, tenant, user.id, device);
  const status: SessionStatus = fits ? 'active' : 'pending_device';
  const pair: TokenPair & { sessionId: number } = await createSession(db, settings, {
    tenantId: tenant.id,
    userId: user.id,
    deviceId: device.deviceId,
    deviceName: device.deviceName,
    provider,
    status,
  });
  const list = await listDevices(db, user.id);
  return {
    pair,
    tokenData: tokenData(pair),
    profile: profileJson(user),
    devices: list.map((d) => deviceJson(d, device.deviceId)),
    device_error: fits ? null : deviceLimitError(tenant),
  };
}

export async function activatePendingSession(db: Db, sessionId: number) {
  await db.update(sessions).set({ status: 'active' }).where(eq(sessions.id, sessionId));
}
