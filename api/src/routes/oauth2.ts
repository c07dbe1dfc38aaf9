// POST /api/oauth2/token: refresh_token rotation and token exchange for single sign-on
// (subject token from the tenant's OpenID provider, verified with that provider).
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { parseBody } from '../http/validate.ts';
import { limitPerCaller } from '../http/rate-limit.ts';
import { normalizeEmail, signIn } from '../auth/accounts.ts';
import { randomToken, rotateRefreshToken } from '../auth/tokens.ts';
import { resolvePlaceholders } from '../tenants.ts';
import { TokenVerificationError, verifyExternalToken } from '../idp/verify.ts';

export const PROVIDERS = ['facebook', 'google', 'apple', 'ifa'] as const;
const TOKEN_EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';

const deviceSchema = z
  .object({
    id: z.string().trim().min(1).max(512),
    name: z.string().max(512).optional(),
    os_name: z.string().max(80).optional(),
    os_version: z.string().max(80).optional(),
    app_version: z.string().max(80).optional(),
  })
  .optional();

const refreshBody = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1, 'is required').max(512),
  device: deviceSchema,
  strategy: z.string().optional(),
});

const exchangeBody = z.object({
  grant_type: z.literal(TOKEN_EXCHANGE),
  subject_token_type: z.string().max(200).optional(),
  subject_issuer: z.string().min(1, 'is required').max(40),
  requested_token_type: z.string().max(200).optional(),
  subject_token: z.string().min(1, 'is required').max(8192),
  device: deviceSchema,
  strategy: z.string().optional(),
  profile: z.object({ display_name: z.string().max(200).optional() }).optional(),
});

export function oauth2Routes(app: FastifyInstance, ctx: AppContext) {
  const { db, settings } = ctx;

  app.post('/api/oauth2/token', { config: limitPerCaller(settings.refreshRateLimitMax) }, async (request) => {
    const raw = (request.body ?? {}) as { grant_type?: unknown };
    if (raw.grant_type === 'refresh_token') {
      const body = parseBody(refreshBody, request.body);
      const pair = await rotateRefreshToken(db, settings, request.tenant.id, body.refresh_token);
      return {
        content: {
          token: pair.accessToken,
          access_token: pair.accessToken,
          token_type: 'Bearer',
          expires_in: pair.expiresIn,
          refresh_token: pair.refreshToken,
        },
      };
    }
    if (raw.grant_type !== TOKEN_EXCHANGE) {
      throw new ApiError(400, 'unsupported_grant_type', `grant_type must be 'refresh_token' or '${TOKEN_EXCHANGE}'`);
    }
    const body = parseBody(exchangeBody, request.body);
    const provider = body.subject_issuer as (typeof PROVIDERS)[number];
    if (!PROVIDERS.includes(provider)) {
      throw new ApiError(400, 'unsupported_provider', `Unsupported provider "${body.subject_issuer}" (supported: ${PROVIDERS.join(', ')})`);
    }
    const tenant = request.tenant;
    const sso = tenant.sso[provider];
    if (!sso) throw new ApiError(400, 'provider_not_enabled', `Sign-in with ${provider} is not enabled for ${tenant.name}`);
    const resolved = resolvePlaceholders(sso, { origin: '', ...ctx.origins });
    let identity;
    try {
      identity = await verifyExternalToken({
        issuer: resolved.issuer,
        clientId: resolved.client_id,
        token: body.subject_token,
        tokenType: body.subject_token_type,
      });
    } catch (err) {
      if (err instanceof TokenVerificationError) throw new ApiError(401, 'invalid_subject_token', `The ${provider} token was rejected: ${err.message}`);
      throw err;
    }
    if (!identity.email) throw new ApiError(400, 'email_required', `The ${provider} account did not share an e-mail address`);

    const normalized = normalizeEmail(identity.email);
    let [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), eq(users.emailNormalized, normalized)));
    let isRegister = false;
    const displayName = body.profile?.display_name?.trim() || identity.name?.trim() || null;
    if (!user) {
      [user] = await db
        .insert(users)
        .values({
          tenantId: tenant.id,
          email: identity.email,
          emailNormalized: normalized,
          passwordHash: null,
          displayName,
          externalSubjects: { [provider]: identity.sub },
        })
        .onConflictDoNothing()
        .returning();
      isRegister = Boolean(user);
      if (!user)
        [user] = await db
          .select()
          .from(users)
          .where(and(eq(users.tenantId, tenant.id), eq(users.emailNormalized, normalized)));
    } else if (user.externalSubjects?.[provider] !== identity.sub) {
      [user] = await db
        .update(users)
        .set({ externalSubjects: { ...user.externalSubjects, [provider]: identity.sub } })
        .where(eq(users.id, user.id))
        .returning();
    }
    const device = body.device
      ? {
          deviceId: body.device.id,
          deviceName: body.device.name ?? '',
          osName: body.device.os_name,
          osVersion: body.device.os_version,
          appVersion: body.device.app_version,
        }
      : { deviceId: `web-${randomToken(9)}`, deviceName: String(request.headers['user-agent'] ?? '') };
    const result = await signIn(db, settings, tenant, user!, device, provider);
    request.log.info({ userId: user!.id, provider, isRegister }, 'single sign-on');
    return {
      content: {
        token: result.pair.accessToken,
        access_token: result.pair.accessToken,
        token_type: 'Bearer',
        expires_in: result.pair.expiresIn,
        refresh_token: result.pair.refreshToken,
        auth_data: { profile: result.profile, devices: result.devices, device_error: result.device_error, isRegister },
      },
    };
  });
}
