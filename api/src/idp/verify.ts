// Verifies a token issued by an OpenID provider: an ID token through the provider's JWKS,
// an access token through its userinfo endpoint. Discovery documents are cached per issuer.
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

interface Discovery {
  issuer: string;
  userinfo_endpoint: string;
  jwks_uri: string;
  introspection_endpoint?: string;
}

export interface ExternalIdentity {
  sub: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
}

const discoveryCache = new Map<string, { doc: Discovery; jwks: JWTVerifyGetKey; at: number }>();

async function discover(issuer: string) {
  const cached = discoveryCache.get(issuer);
  if (cached && Date.now() - cached.at < 10 * 60_000) return cached;
  const res = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`discovery failed for ${issuer}: HTTP ${res.status}`);
  const doc = (await res.json()) as Discovery;
  const entry = { doc, jwks: createRemoteJWKSet(new URL(doc.jwks_uri)), at: Date.now() };
  discoveryCache.set(issuer, entry);
  return entry;
}

export class TokenVerificationError extends Error {}

export async function verifyExternalToken(opts: { issuer: string; clientId: string; token: string; tokenType?: string }): Promise<ExternalIdentity> {
  let entry;
  try {
    entry = await discover(opts.issuer);
  } catch (err) {
    throw new TokenVerificationError(`identity provider unreachable: ${(err as Error).message}`);
  }
  const looksLikeJwt = opts.token.split('.').length === 3;
  const isIdToken = opts.tokenType?.endsWith(':id_token') || opts.tokenType === 'id_token' || (looksLikeJwt && !opts.tokenType?.endsWith(':access_token'));
  if (isIdToken) {
    try {
      const { payload } = await jwtVerify(opts.token, entry.jwks, { issuer: entry.doc.issuer, audience: opts.clientId });
      return {
        sub: String(payload.sub),
        email: typeof payload.email === 'string' ? payload.email : undefined,
        emailVerified: payload.email_verified === true,
        name: typeof payload.name === 'string' ? payload.name : undefined,
      };
    } catch (err) {
      throw new TokenVerificationError(`id token rejected: ${(err as Error).message}`);
    }
  }
  // An access token says nothing about whom it was issued to: the provider must confirm that it is
  // this tenant's client's (RFC 7662), or another tenant's sign-in could link its identity here.
  await assertIssuedTo(entry.doc, opts.clientId, opts.token);
  const res = await fetch(entry.doc.userinfo_endpoint, {
    headers: { authorization: `Bearer ${opts.token}` },
    signal: AbortSignal.timeout(5000),
  }).catch((err: Error) => {
    throw new TokenVerificationError(`userinfo request failed: ${err.message}`);
  });
  if (!res.ok) throw new TokenVerificationError(`access token rejected by the identity provider (HTTP ${res.status})`);
  const claims = (await res.json()) as Record<string, unknown>;
  if (typeof claims.sub !== 'string') throw new TokenVerificationError('userinfo response has no subject');
  return {
    sub: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : undefined,
    emailVerified: claims.email_verified === true,
    name: typeof claims.name === 'string' ? claims.name : undefined,
  };
}

/** Introspects an access token with the tenant's client id: active and issued to that client, or refused. */
async function assertIssuedTo(doc: Discovery, clientId: string, token: string): Promise<void> {
  if (!doc.introspection_endpoint) {
    throw new TokenVerificationError('this provider cannot confirm whom an access token was issued to; send its ID token');
  }
  const res = await fetch(doc.introspection_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ token, token_type_hint: 'access_token', client_id: clientId }),
    signal: AbortSignal.timeout(5000),
  }).catch((err: Error) => {
    throw new TokenVerificationError(`introspection request failed: ${err.message}`);
  });
  if (!res.ok) throw new TokenVerificationError(`introspection refused (HTTP ${res.status})`);
  const info = (await res.json()) as { active?: unknown; client_id?: unknown };
  if (info.active !== true || info.client_id !== clientId) {
    throw new TokenVerificationError("access token not issued to this portal's client");
  }
}
