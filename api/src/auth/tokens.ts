// Sessions and tokens. One sign-in creates a session (a refresh-token family) bound to a device.
// Access tokens and refresh tokens are opaque random strings stored only as sha256 hashes.
// Refresh tokens rotate on every use; presenting a used one again within the grace window
// returns the same successor pair (a lost response or two tabs never sign the user out);
// later, it is treated as theft and the whole session is revoked.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accessTokens, refreshTokens, sessions, users, type SessionRow, type UserRow } from '../db/schema.ts';
import type { Settings } from '../context.ts';
import { ApiError } from '../http/errors.ts';

export type SessionStatus = 'active' | 'pending_device' | 'device_removed' | 'revoked';

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

export function tokenData(pair: TokenPair) {
  return { access_token: pair.accessToken, token_type: 'Bearer', expires_in: pair.expiresIn, refresh_token: pair.refreshToken };
}

async function insertPair(db: Db, sessionId: number, settings: Settings): Promise<TokenPair> {
  const accessToken = randomToken();
  const refreshToken = randomToken();
  const now = settings.now();
  await db.insert(accessTokens).values({
    tokenHash: hashToken(accessToken),
    sessionId,
    expiresAt: new Date(now + settings.accessTokenTtl * 1000),
  });
  await db.insert(refreshTokens).values({
    tokenHash: hashToken(refreshToken),
    sessionId,
    expiresAt: new Date(now + settings.refreshTokenTtl * 1000),
  });
  return { accessToken, refreshToken, expiresIn: settings.accessTokenTtl };
}

export async function createSession(
  db: Db,
  settings: Settings,
  input: { tenantId: string; userId: number; deviceId: string; deviceName: string; provider: string; status: SessionStatus },
): Promise<TokenPair & { sessionId: number }> {
  const [row] = await db
    .insert(sessions)
    .values({
      tenantId: input.tenantId,
      userId: input.userId,
      deviceId: input.deviceId,
      deviceName: input.deviceName,
      provider: input.provider,
      status: input.status,
    })
    .returning({ id: sessions.id });
  const pair = await insertPair(db, row!.id, settings);
  return { ...pair, sessionId: row!.id };
}

export interface Authenticated {
  session: SessionRow & { status: SessionStatus };
  user: UserRow;
}

export async function authenticateToken(db: Db, tenantId: string, token: string, now = Date.now()): Promise<Authenticated | null> {
  const rows = await db
    .select({ session: sessions, user: users })
    .from(accessTokens)
    .innerJoin(sessions, eq(sessions.id, accessTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, hashToken(token)),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, new Date(now)),
        eq(sessions.tenantId, tenantId),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row || row.session.status === 'revoked') return null;
  return row as Authenticated;
}

// Who hears that sessions ended (the realtime server, which disconnects their sockets), per database:
// several portals can run in one process (tests), each with its own database.
const sessionEndListeners = new WeakMap<Db, Set<(sessionIds: number[]) => void>>();

/** Calls `listener` with the ids of sessions of `db` that end (revoked, device removed). Returns the unsubscribe. */
export function onSessionsEnded(db: Db, listener: (sessionIds: number[]) => void): () => void {
  let set = sessionEndListeners.get(db);
  if (!set) sessionEndListeners.set(db, (set = new Set()));
  set.add(listener);
  return () => void set.delete(listener);
}

/** Tells the listeners these sessions ended; every path that ends a session calls it. */
export function sessionsEnded(db: Db, sessionIds: number[]) {
  if (!sessionIds.length) return;
  for (const listener of sessionEndListeners.get(db) ?? []) listener(sessionIds);
}

export async function revokeSession(db: Db, sessionId: number, reason: string) {
  await db.update(sessions).set({ status: 'revoked', revokedReason: reason, revokedAt: new Date() }).where(eq(sessions.id, sessionId));
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.sessionId, sessionId), isNull(accessTokens.revokedAt)));
  sessionsEnded(db, [sessionId]);
}

export async function revokeUserSessions(db: Db, userId: number, reason: string) {
  const list = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.status} <> 'revoked'`));
  for (const s of list) await revokeSession(db, s.id, reason);
}

// --- grace payload: the successor pair, encrypted with a key only the old token's holder can derive

function graceKey(oldToken: string) {
  return createHash('sha256').update(`refresh-grace|${oldToken}`).digest();
}
function sealGrace(oldToken: string, pair: TokenPair): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', graceKey(oldToken), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}
function openGrace(oldToken: string, sealed: string): TokenPair | null {
  try {
    const buf = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', graceKey(oldToken), buf.subarray(0, 12));
    decipher.setAuthTag(buf.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(buf.subarray(28)), decipher.final()]).toString('utf8')) as TokenPair;
  } catch {
    return null;
  }
}

const refreshFailed = (code: string, message: string) => new ApiError(401, code, message);

/** Rotates a refresh token. Returns the new pair and the session's user. */
export async function rotateRefreshToken(
  db: Db,
  settings: Settings,
  tenantId: string,
  refreshToken: string,
): Promise<TokenPair & { userId: number; sessionId: number }> {
  const hash = hashToken(refreshToken);
  const rows = await db
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hash))
    .limit(1);
  const row = rows[0];
  if (!row || row.session.tenantId !== tenantId) throw refreshFailed('invalid_refresh_token', 'The refresh token is not valid');
  const session = row.session;
  if (session.status === 'revoked') throw refreshFailed('invalid_refresh_token', 'The session has ended; sign in again');
  if (session.status === 'device_removed') throw refreshFailed('device_removed', 'This device was removed from the account; sign in again');
  if (row.token.expiresAt.getTime() <= settings.now()) throw refreshFailed('refresh_token_expired', 'The refresh token has expired; sign in again');

  const result = { userId: session.userId, sessionId: session.id };
  if (row.token.usedAt) return { ...(await reuse(row.token.usedAt, row.token.gracePayload)), ...result };

  // Claim the old token atomically; the loser of a race takes the grace path.
  const successor = { accessToken: randomToken(), refreshToken: randomToken(), expiresIn: settings.accessTokenTtl };
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: new Date(settings.now()), gracePayload: sealGrace(refreshToken, successor) })
    .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.usedAt)))
    .returning({ hash: refreshTokens.tokenHash });
  if (!claimed.length) {
    const [again] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
    return { ...(await reuse(again!.usedAt!, again!.gracePayload)), ...result };
  }
  const now = settings.now();
  await db.insert(accessTokens).values({
    tokenHash: hashToken(successor.accessToken),
    sessionId: session.id,
    expiresAt: new Date(now + settings.accessTokenTtl * 1000),
  });
  await db.insert(refreshTokens).values({
    tokenHash: hashToken(successor.refreshToken),
    sessionId: session.id,
    expiresAt: new Date(now + settings.refreshTokenTtl * 1000),
  });
  return { ...successor, ...result };

  async function reuse(usedAt: Date, gracePayload: string | null): Promise<TokenPair> {
    const withinGrace = settings.now() - usedAt.getTime() <= settings.refreshGraceSeconds * 1000;
    const pair = withinGrace && gracePayload ? openGrace(refreshToken, gracePayload) : null;
    if (pair) return pair;
    // Reuse outside the grace window: assume theft, end the whole family.
    await revokeSession(db, session.id, 'refresh_token_reuse');
    throw refreshFailed('refresh_token_reused', 'This refresh token was already used; the session has been ended for safety');
  }
}
