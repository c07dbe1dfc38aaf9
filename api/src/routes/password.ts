// Password reset (api/README.md / issue 5): forgot answers the same whether or not the e-mail exists;
// reset tokens are random, stored hashed, expire (30 min by default) and work once.
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { forgotPasswordBodySchema, resetPasswordBodySchema } from '@portal/shared/contract/account-schemas';
import type { AppContext } from '../context.ts';
import { mailOutbox, passwordResets, users } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { type ZodTypeProvider } from '../http/validate.ts';
import { limitPerCaller, limitPerNamedAccount } from '../http/rate-limit.ts';
import { hashPassword, normalizeEmail } from '../auth/accounts.ts';
import { hashToken, randomToken, revokeUserSessions } from '../auth/tokens.ts';
import { trustedOrigin } from '../http/origin.ts';
import { assertStrongPassword } from '../auth/password-policy.ts';
import type { TenantConfig } from '../tenants.ts';

const FORGOT_ANSWER = 'If an account exists for this e-mail address, we have sent a link to reset the password.';

export function passwordRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db, settings } = ctx;
  /** Reset mails being prepared after their answer (the development outbox waits for them). */
  const pendingResetMail = new Set<Promise<unknown>>();

  /** Issues a reset token and mails its link when the address has an account; nothing otherwise. */
  async function sendResetLink(tenant: TenantConfig, email: string, origin: string): Promise<void> {
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), eq(users.emailNormalized, email)));
    if (!user) return;
    const token = randomToken();
    await db.insert(passwordResets).values({
      tokenHash: hashToken(token),
      tenantId: tenant.id,
      userId: user.id,
      expiresAt: new Date(Date.now() + settings.resetTokenTtl * 1000),
    });
    const link = `${origin}/auth/password/reset/?token=${encodeURIComponent(token)}`;
    const minutes = Math.round(settings.resetTokenTtl / 60);
    // A delivery failure is logged, never answered (the answer has gone by now anyway).
    await ctx.mailer.send({
      tenantId: tenant.id,
      to: user.email,
      subject: `${tenant.name}: reset your password`,
      text: `Hello${user.displayName ? ` ${user.displayName}` : ''},\n\nSomeone asked to reset the password of your ${tenant.name} account. Open this link within ${minutes} minutes to choose a new one:\n\n${link}\n\nIf it was not you, ignore this message; your password stays the same.`,
      html: `<p>Someone asked to reset the password of your ${escapeHtml(tenant.name)} account.</p><p><a href="${escapeHtml(link)}">Choose a new password</a> (valid ${minutes} minutes, once).</p><p>If it was not you, ignore this message.</p>`,
      link,
    });
  }

  // per client address, and per account named from any address (each try may send a mail)
  app.post(
    '/api/user/password/forgot',
    {
      config: limitPerCaller(settings.rateLimitIpMax),
      preValidation: limitPerNamedAccount(server, ['email'], settings.rateLimitMax),
      schema: { body: forgotPasswordBodySchema },
    },
    async (request, reply) => {
      const body = request.body;
      const tenant = request.tenant;
      // Whether the account exists decides all of the work (lookup, token, mail), so all of it runs
      // once the answer has been sent (PGlite works on this thread: started earlier, it would delay
      // the answer): the answer takes as long for unknown e-mails as for known ones.
      const origin = trustedOrigin(request, tenant, ctx.portalPort);
      const email = normalizeEmail(body.email);
      let answered!: () => void;
      const sent = new Promise<void>((resolve) => (answered = resolve));
      reply.raw.once('finish', answered).once('close', answered);
      const job = sent
        .then(() => sendResetLink(tenant, email, origin))
        .catch((err: unknown) => request.log.error({ err }, 'password reset mail not delivered'))
        .finally(() => pendingResetMail.delete(job));
      pendingResetMail.add(job);
      return { content: { success: true, message: FORGOT_ANSWER } };
    },
  );

  // per client address: the token is the caller's guess, never a key
  app.post('/api/user/password/reset', { config: limitPerCaller(settings.rateLimitIpMax), schema: { body: resetPasswordBodySchema } }, async (request) => {
    const body = request.body;
    const [row] = await db
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.tokenHash, hashToken(body.token)), eq(passwordResets.tenantId, request.tenant.id)));
    if (!row || row.usedAt) throw new ApiError(400, 'invalid_reset_token', 'This reset link is not valid or was already used; ask for a new one');
    if (row.expiresAt.getTime() <= Date.now()) throw new ApiError(400, 'reset_token_expired', 'This reset link has expired; ask for a new one');
    // checked before the link is spent: a refused password leaves the link usable for another try
    const [owner] = await db.select({ email: users.email, displayName: users.displayName }).from(users).where(eq(users.id, row.userId));
    await assertStrongPassword(body.password, { email: owner?.email, name: owner?.displayName });
    const claimed = await db
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.tokenHash, row.tokenHash), isNull(passwordResets.usedAt)))
      .returning({ userId: passwordResets.userId });
    if (!claimed.length) throw new ApiError(400, 'invalid_reset_token', 'This reset link is not valid or was already used; ask for a new one');
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(body.password), updatedAt: new Date() })
      .where(eq(users.id, row.userId));
    await revokeUserSessions(db, row.userId, 'password_reset');
    return { content: { success: true } };
  });

  // Development outbox: read the messages the mailer "sent". Only in development mode, for loopback
  // clients (http/dev-routes.ts) and development tenants: it holds every account's reset link.
  if (!settings.devMode) return;
  app.get('/api/dev/outbox', { schema: { querystring: z.object({ to: z.string().trim().max(254).optional() }) } }, async (request) => {
    if (request.tenant.environment !== 'development') {
      throw new ApiError(404, 'not_found', 'No API route GET /api/dev/outbox');
    }
    await Promise.allSettled([...pendingResetMail]); // mails of answered forgot requests are in
    const q = request.query;
    const where = q.to
      ? and(eq(mailOutbox.tenantId, request.tenant.id), eq(mailOutbox.toAddress, q.to.toLowerCase()))
      : eq(mailOutbox.tenantId, request.tenant.id);
    const rows = await db.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.id)).limit(50);
    return {
      content: rows.map((m) => ({
        id: m.id,
        to: m.toAddress,
        subject: m.subject,
        text: m.textBody,
        html: m.htmlBody,
        link: m.link,
        createdAt: m.createdAt.toISOString(),
      })),
    };
  });
}

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
