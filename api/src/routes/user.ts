// Accounts: register, login, logout, profile, delete account, change password (api/README.md).
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import {
  changePasswordBodySchema,
  jsonBytes,
  PROFILE_OPTIONS_MAX_BYTES,
  profileBodySchema,
  profileOptionsSchema,
  setPasswordBodySchema,
  signInBodySchema,
  signUpBodySchema,
} from '@portal/shared/contract/account-schemas';
import type { AppContext } from '../context.ts';
import { identities, sessions, teams, users } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { zId, type ZodTypeProvider } from '../http/validate.ts';
import { requireAuth, userOf } from '../http/auth.ts';
import { limitPerCaller, limitPerNamedAccount } from '../http/rate-limit.ts';
import { dummyPasswordHash, hashPassword, normalizeEmail, profileJson, signIn, verifyPassword } from '../auth/accounts.ts';
import { randomToken, revokeSession, revokeUserSessions } from '../auth/tokens.ts';
import { assertStrongPassword } from '../auth/password-policy.ts';

const deviceIdSchema = z.string().trim().min(1).max(512);

// Credential and profile rules come from the contract (the sign-in forms validate with the same
// schemas); the API adds its device, strategy and account-link fields.
const apiSignInFields = {
  device_id: deviceIdSchema.optional(),
  device_name: z.string().max(512).optional(),
  strategy: z.literal('refresh').optional(),
};

const registerBody = z.object({ ...signUpBodySchema.shape, ...apiSignInFields });

const loginBody = z.object({ ...signInBodySchema.shape, ...apiSignInFields });

const profileData = z.strictObject({
  ...profileBodySchema.shape,
  identity: zId.nullable().optional(),
  identityItem: zId.nullable().optional(),
  favoriteClubId: z
    .string()
    .regex(/^(team|identity|identity_item)\|\d+$/, "must look like 'team|<id>' or 'identity_item|<id>'")
    .nullable()
    .optional(),
  // bounded in the contract (8 KB of JSON); the merged, stored options are checked below
  options: z.optional(profileOptionsSchema),
});

export function userRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db, settings } = ctx;

  /** A favourite club must be one of this tenant's teams (or identities): a 400 otherwise, nothing saved. */
  async function assertClubExists(favoriteClubId: string, tenantId: string): Promise<void> {
    const [kind, rawId] = favoriteClubId.split('|') as [string, string];
    const id = Number(rawId);
    const table = kind === 'team' ? teams : identities;
    const [found] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.tenantId, tenantId)));
    if (!found) throw new ApiError(400, 'invalid_favorite_club', `Club ${favoriteClubId} does not exist`);
  }
  /**
   * A profile's league (identity) and sub-category (identity_item) must be rows of the request's
   * tenant: another tenant's id is a 400 and nothing is saved (security issue 26 item 8).
   */
  async function assertOwnIdentity(id: number, mediaType: 'identity' | 'identity_item', tenantId: string, field: string): Promise<void> {
    const [found] = await db
      .select({ id: identities.id })
      .from(identities)
      .where(and(eq(identities.id, id), eq(identities.tenantId, tenantId), eq(identities.mediaType, mediaType)));
    if (!found)
      throw new ApiError(400, 'invalid_identity', `${field} ${id} is not one of this portal's ${mediaType === 'identity' ? 'leagues' : 'categories'}`);
  }
  // Anonymous: per client address, and per account named (any address). Signed in: per account.
  const perAddress = limitPerCaller(settings.rateLimitIpMax);
  const perAccount = limitPerCaller(settings.rateLimitMax);

  app.post(
    '/api/user/register',
    { config: perAddress, preValidation: limitPerNamedAccount(server, ['email'], settings.rateLimitMax), schema: { body: registerBody } },
    async (request) => {
      const body = request.body;
      const tenant = request.tenant;
      const normalized = normalizeEmail(body.email);
      const [exists] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenant.id), eq(users.emailNormalized, normalized)));
      if (exists) throw new ApiError(409, 'email_already_registered', 'An account with this e-mail already exists');
      await assertStrongPassword(body.password, { email: body.email, name: body.displayName ?? body.fullName });
      const passwordHash = await hashPassword(body.password);
      const inserted = await db
        .insert(users)
        .values({
          tenantId: tenant.id,
          email: body.email.trim(),
          emailNormalized: normalized,
          passwordHash,
          displayName: body.displayName ?? body.fullName ?? null,
        })
        .onConflictDoNothing()
        .returning();
      const user = inserted[0];
      if (!user) throw new ApiError(409, 'email_already_registered', 'An account with this e-mail already exists');
      const device = { deviceId: body.device_id ?? `web-${randomToken(9)}`, deviceName: body.device_name ?? String(request.headers['user-agent'] ?? '') };
      const result = await signIn(db, settings, tenant, user, device, 'credentials');
      request.log.info({ userId: user.id, tenant: tenant.id }, 'user registered');
      return { content: { profile: result.profile, tokenData: result.tokenData, devices: result.devices, device_error: result.device_error } };
    },
  );

  app.post(
    '/api/user/login',
    { config: perAddress, preValidation: limitPerNamedAccount(server, ['username'], settings.rateLimitMax), schema: { body: loginBody } },
    async (request) => {
      const body = request.body;
      const tenant = request.tenant;
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenant.id), eq(users.emailNormalized, normalizeEmail(body.username))));
      const ok = user ? await verifyPassword(user.passwordHash, body.password) : (await verifyPassword(await dummyPasswordHash(), body.password), false);
      if (!user || !ok) throw new ApiError(401, 'invalid_credentials', 'The e-mail or password is incorrect');
      const device = { deviceId: body.device_id ?? `web-${randomToken(9)}`, deviceName: body.device_name ?? String(request.headers['user-agent'] ?? '') };
      const result = await signIn(db, settings, tenant, user, device, 'credentials');
      request.log.info({ userId: user.id, tenant: tenant.id, deviceLimited: Boolean(result.device_error) }, 'user signed in');
      return { content: { tokenData: result.tokenData, profile: result.profile, devices: result.devices, device_error: result.device_error } };
    },
  );

  app.post('/api/user/logout', { preValidation: requireAuth(ctx) }, async (request) => {
    const { session } = userOf(request);
    await revokeSession(db, session.id, 'logout');
    return { content: { success: true } };
  });

  // hasPassword: the account page offers "set a password" to accounts made through single sign-on.
  const ownProfile = (u: typeof users.$inferSelect) => ({ ...profileJson(u), hasPassword: u.passwordHash !== null });

  app.get('/api/user/get_profile', { preValidation: requireAuth(ctx) }, async (request) => {
    return { content: ownProfile(userOf(request).user) };
  });

  app.post('/api/user/update_profile', { preValidation: requireAuth(ctx), schema: { body: z.object({ data: profileData }) } }, async (request) => {
    const body = request.body;
    const { user } = userOf(request);
    const d = body.data;
    const patch: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
    const name = d.displayName !== undefined ? d.displayName : d.fullName;
    if (name !== undefined) patch.displayName = name;
    if (d.countryName !== undefined) patch.countryName = d.countryName;
    if (d.phone !== undefined) patch.phone = d.phone;
    if (d.postalCode !== undefined) patch.postalCode = d.postalCode;
    if (d.city !== undefined) patch.city = d.city;
    if (d.gender !== undefined) patch.gender = d.gender;
    if (d.dateOfBirth !== undefined) patch.dateOfBirth = d.dateOfBirth;
    if (d.identity) await assertOwnIdentity(d.identity, 'identity', request.tenant.id, 'identity');
    if (d.identityItem) await assertOwnIdentity(d.identityItem, 'identity_item', request.tenant.id, 'identityItem');
    if (d.identity !== undefined) patch.identityId = d.identity;
    if (d.identityItem !== undefined) patch.identityItemId = d.identityItem;
    if (d.favoriteClubId) await assertClubExists(d.favoriteClubId, request.tenant.id);
    if (d.favoriteClubId !== undefined) patch.favoriteClubId = d.favoriteClubId;
    if (d.options !== undefined) {
      // updates merge, so the bound holds for what is stored, not only for one request
      const merged = { ...(user.options ?? {}), ...d.options };
      if (jsonBytes(merged) > PROFILE_OPTIONS_MAX_BYTES) {
        throw new ApiError(
          400,
          'options_too_large',
          `Invalid request body: data.options: the saved options may take at most ${PROFILE_OPTIONS_MAX_BYTES} bytes of JSON`,
        );
      }
      patch.options = merged;
    }
    const [updated] = await db
      .update(users)
      .set(patch)
      .where(and(eq(users.id, user.id), eq(users.tenantId, request.tenant.id)))
      .returning();
    return { content: ownProfile(updated!) };
  });

  /** Ends the user's other live sessions (this one stays); returns how many ended. */
  async function endOtherSessions(userId: number, sessionId: number, reason: string) {
    const others = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, sessionId), ne(sessions.status, 'revoked')));
    for (const row of others) await revokeSession(db, row.id, reason);
    return others.length;
  }

  app.post(
    '/api/user/change_password',
    { preValidation: requireAuth(ctx), config: perAccount, schema: { body: changePasswordBodySchema } },
    async (request) => {
      const body = request.body;
      const { user, session } = userOf(request);
      if (user.passwordHash === null) throw new ApiError(409, 'password_not_set', 'This account has no password yet; set one first');
      if (!(await verifyPassword(user.passwordHash, body.oldPassword))) {
        throw new ApiError(400, 'invalid_password', 'The current password is incorrect');
      }
      await assertStrongPassword(body.newPassword, { email: user.email, name: user.displayName });
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(body.newPassword), updatedAt: new Date() })
        .where(eq(users.id, user.id));
      // Other sessions end unless the user chose to keep them; this one stays.
      const signedOut = body.signOutOthers === false ? 0 : await endOtherSessions(user.id, session.id, 'password_changed');
      return { content: { success: true, signedOutSessions: signedOut } };
    },
  );

  app.post('/api/user/set_password', { preValidation: requireAuth(ctx), config: perAccount, schema: { body: setPasswordBodySchema } }, async (request) => {
    const body = request.body;
    const { user, session } = userOf(request);
    await assertStrongPassword(body.newPassword, { email: user.email, name: user.displayName });
    // Only a first password: replacing one needs the current password (change_password).
    const [updated] = await db
      .update(users)
      .set({ passwordHash: await hashPassword(body.newPassword), updatedAt: new Date() })
      .where(and(eq(users.id, user.id), isNull(users.passwordHash)))
      .returning({ id: users.id });
    if (!updated) throw new ApiError(409, 'password_already_set', 'This account already has a password; change it with the current one');
    const signedOut = body.signOutOthers === false ? 0 : await endOtherSessions(user.id, session.id, 'password_set');
    return { content: { success: true, signedOutSessions: signedOut } };
  });

  app.post('/api/user/delete_account', { preValidation: requireAuth(ctx) }, async (request) => {
    const { user } = userOf(request);
    await revokeUserSessions(db, user.id, 'account_deleted');
    await db.delete(users).where(and(eq(users.id, user.id), eq(users.tenantId, request.tenant.id)));
    request.log.info({ userId: user.id }, 'account deleted');
    return { content: { success: true } };
  });
}
