// Development OpenID provider (oidc-provider 9) on its own origin: authorization code + PKCE,
// one public client per tenant SSO block, its own small user list and minimal login pages.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';

// Two start-up notices of oidc-provider do not apply here: the runtime is the project's pinned
// Node 24 (not yet tagged LTS in 24.9), and the in-memory adapter is intended for this
// development provider. Every other warning passes through.
const KNOWN_NOTICES = ['Unsupported runtime', 'in-memory adapter is used'];
async function quietly<T>(fn: () => T | Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && KNOWN_NOTICES.some((n) => (args[0] as string).includes(n))) return;
    warn(...args);
  };
  try {
    return await fn();
  } finally {
    console.warn = warn;
  }
}
const Provider = (await quietly(() => import('oidc-provider'))).default;
import type { TenantConfig } from '../tenants.ts';
import { resolvePlaceholders, type Origins } from '../tenants.ts';

export const IDP_PASSWORD = 'Password123!';
export const IDP_USERS = [
  { sub: 'idp-1001', email: 'sso.fan@example.com', name: 'Sam Rivers', given_name: 'Sam', family_name: 'Rivers' },
  { sub: 'idp-1002', email: 'sso.new@example.com', name: 'Dana Brooks', given_name: 'Dana', family_name: 'Brooks' },
  { sub: 'idp-1003', email: 'fan@arena.test', name: 'Alex Morgan', given_name: 'Alex', family_name: 'Morgan' },
  { sub: 'idp-1004', email: 'fan@kadur.test', name: 'נועה כהן', given_name: 'נועה', family_name: 'כהן' },
];

const PROVIDER_LABEL: Record<string, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple', ifa: 'IFA ID' };

export function ssoClients(tenants: TenantConfig[], origins: Origins, portalPort: number) {
  const clients: { client_id: string; redirect_uris: string[] }[] = [];
  for (const tenant of tenants) {
    const hosts = [...new Set([...tenant.hosts, 'localhost', '127.0.0.1'])];
    for (const [provider, block] of Object.entries(tenant.sso)) {
      if (!block) continue;
      const resolved = resolvePlaceholders(block, { origin: '', ...origins });
      const redirect_uris = hosts.map((h) => `http://${h}:${portalPort}/auth/oauth2/callback/${provider}/`);
      const existing = clients.find((c) => c.client_id === resolved.client_id);
      if (existing) existing.redirect_uris = [...new Set([...existing.redirect_uris, ...redirect_uris])];
      else clients.push({ client_id: resolved.client_id, redirect_uris });
    }
  }
  return clients;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function loginPage(opts: { uid: string; clientId: string; error?: string; email?: string; nonce: string }) {
  const provider = opts.clientId.split('-').pop() ?? '';
  const label = PROVIDER_LABEL[provider] ?? 'Demo ID';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${esc(label)} (demo)</title>
<style nonce="${opts.nonce}">
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#eef2f8;color:#1b2336;display:flex;min-height:100vh;align-items:center;justify-content:center}
.card{background:#fff;border-radius:14px;box-shadow:0 8px 30px rgba(15,22,36,.12);padding:28px;width:min(380px,92vw)}
h1{font-size:20px;margin:0 0 4px}.sub{color:#5b6785;margin:0 0 18px;font-size:14px}
label{display:block;font-size:13px;font-weight:600;margin:12px 0 6px}
input{width:100%;box-sizing:border-box;padding:10px 12px;border:1px solid #cad3e2;border-radius:8px;font:inherit}
button{margin-top:18px;width:100%;padding:11px;border:0;border-radius:8px;background:#2f80ff;color:#fff;font:inherit;font-weight:700;cursor:pointer}
.err{background:#fdecec;color:#a61b1b;border-radius:8px;padding:10px;font-size:14px;margin-bottom:8px}
.demo{margin-top:18px;font-size:13px;color:#5b6785;border-top:1px solid #e3e8f1;padding-top:12px}
.demo code{background:#f1f4f9;padding:1px 5px;border-radius:4px}
a{color:#2f80ff}
</style></head>
<body><main class="card">
<h1>Sign in with ${esc(label)}</h1>
<p class="sub">Local demo identity provider · client <code>${esc(opts.clientId)}</code></p>
${opts.error ? `<div class="err" role="alert">${esc(opts.error)}</div>` : ''}
<form method="post" action="/interaction/${esc(opts.uid)}/login" autocomplete="on">
<label for="email">E-mail</label><input id="email" name="email" type="email" required autofocus value="${esc(opts.email ?? '')}" autocomplete="username">
<label for="password">Password</label><input id="password" name="password" type="password" required autocomplete="current-password">
<button type="submit">Continue</button>
</form>
<p><a href="/interaction/${esc(opts.uid)}/abort">Cancel</a></p>
<div class="demo"><strong>Demo accounts</strong> (password <code>${IDP_PASSWORD}</code>):<br>${IDP_USERS.map((u) => `<code>${esc(u.email)}</code>`).join('<br>')}</div>
</main></body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 16_384) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function createIdentityProvider(opts: { issuer: string; clients: { client_id: string; redirect_uris: string[] }[] }) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...(privateKey.export({ format: 'jwk' }) as Record<string, unknown>), kid: `k-${randomBytes(4).toString('hex')}`, use: 'sig', alg: 'RS256' };
  const configuration: Configuration = {
    clients: opts.clients.map((c) => ({
      client_id: c.client_id,
      redirect_uris: c.redirect_uris,
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code'],
      response_types: ['code'],
      application_type: 'web',
    })),
    jwks: { keys: [jwk as never] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    scopes: ['openid', 'profile', 'email'],
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      // The portal asks whom an access token was issued to before it links the account (a token
      // of another tenant's client is inactive to this one): a client sees only its own tokens.
      introspection: {
        enabled: true,
        allowedPolicy: async (_ctx: KoaContextWithOIDC, client: { clientId: string }, token: { clientId?: string }) => token.clientId === client.clientId,
      },
    },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    clientBasedCORS: (_ctx: KoaContextWithOIDC, origin: string, client: { redirectUris?: string[] }) =>
      (client.redirectUris ?? []).some((u) => URL.parse(u)?.origin === origin),
    async findAccount(_ctx: KoaContextWithOIDC, id: string) {
      const user = IDP_USERS.find((u) => u.sub === id);
      if (!user) return undefined;
      return { accountId: id, claims: async () => ({ ...user, email_verified: true }) };
    },
    // First-party demo clients: consent is implied.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const oidc = ctx.oidc;
      const grantId = oidc.result?.consent?.grantId || oidc.session!.grantIdFor(oidc.client!.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session!.accountId });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
    renderError(ctx: KoaContextWithOIDC, out: Record<string, unknown>) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><meta charset="utf-8"><title>Sign-in error</title><body style="font-family:system-ui;padding:24px"><h1>Sign-in error</h1><pre>${esc(JSON.stringify(out, null, 2))}</pre></body>`;
    },
    ttl: { AccessToken: 3600, AuthorizationCode: 300, IdToken: 3600, Interaction: 1800, Session: 86400, Grant: 86400 },
  } as Configuration;

  const provider = await quietly(() => new Provider(opts.issuer, configuration));
  const callback = provider.callback();

  const page = (res: ServerResponse, status: number, html: string, nonce: string) => {
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`,
    });
    res.end(html);
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', opts.issuer);
    const m = /^\/interaction\/([\w-]+)(\/login|\/abort)?\/?$/.exec(url.pathname);
    if (!m) return callback(req, res);
    const nonce = randomBytes(16).toString('base64');
    try {
      const details = await provider.interactionDetails(req, res);
      const clientId = String(details.params.client_id ?? '');
      if (m[2] === '/abort') {
        return await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'The user cancelled the sign-in' },
          { mergeWithLastSubmission: false },
        );
      }
      if (details.prompt.name === 'consent') {
        const grant = new provider.Grant({ accountId: details.session!.accountId, clientId });
        grant.addOIDCScope('openid profile email');
        const grantId = await grant.save();
        return await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
      }
      if (m[2] === '/login' && req.method === 'POST') {
        const form = await readForm(req);
        const email = (form.get('email') ?? '').trim().toLowerCase();
        const user = IDP_USERS.find((u) => u.email === email);
        if (!user || form.get('password') !== IDP_PASSWORD) {
          return page(res, 200, loginPage({ uid: m[1]!, clientId, email, error: 'Wrong e-mail or password.', nonce }), nonce);
        }
        return await provider.interactionFinished(req, res, { login: { accountId: user.sub } }, { mergeWithLastSubmission: false });
      }
      return page(res, 200, loginPage({ uid: m[1]!, clientId, nonce }), nonce);
    } catch (err) {
      return page(
        res,
        400,
        `<!doctype html><meta charset="utf-8"><title>Sign-in expired</title><p>This sign-in session has expired or is invalid (${esc((err as Error).message)}). Close this window and try again.</p>`,
        nonce,
      );
    }
  }

  return { provider, handle };
}
