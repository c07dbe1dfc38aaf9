// PKCE (RFC 7636, S256), state and nonce for the OpenID authorization-code flow.

export type Digest = (data: Uint8Array) => Promise<ArrayBuffer>;

const defaultDigest: Digest = (data) => {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('Web Crypto is not available (a secure context is needed for sign-in with a provider)');
  return subtle.digest('SHA-256', data as BufferSource);
};

export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** `size` random bytes, base64url: 32 bytes give the 43-character verifier RFC 7636 recommends. */
export function randomString(size = 32): string {
  const bytes = new Uint8Array(size);
  globalThis.crypto.getRandomValues(bytes);
  return base64url(bytes);
}

export async function codeChallenge(verifier: string, digest: Digest = defaultDigest): Promise<string> {
  return base64url(new Uint8Array(await digest(new TextEncoder().encode(verifier))));
}

export interface PkcePair {
  verifier: string;
  challenge: string;
}

export async function createPkce(digest: Digest = defaultDigest): Promise<PkcePair> {
  const verifier = randomString(32);
  return { verifier, challenge: await codeChallenge(verifier, digest) };
}

/** Reads the claims of a JWT without verifying it (the API verifies the signature). */
export function decodeJwtClaims(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const b64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
