import { webcrypto } from 'node:crypto';
import { base64url, codeChallenge, createPkce, decodeJwtClaims, randomString } from './pkce.ts';

const digest = (data: Uint8Array) => webcrypto.subtle.digest('SHA-256', data);

describe('PKCE', () => {
  test('RFC 7636 appendix B example', async () => {
    await expect(codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk', digest)).resolves.toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });
  test('a verifier is 43 base64url characters and random', async () => {
    const a = await createPkce(digest);
    const b = await createPkce(digest);
    expect(a.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.verifier).not.toBe(b.verifier);
    expect(a.challenge).toBe(await codeChallenge(a.verifier, digest));
    expect(randomString(16)).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
  test('base64url has no padding or +/', () => {
    expect(base64url(new Uint8Array([251, 255, 191]))).toBe('-_-_');
  });
  test('decodes JWT claims (unverified) and tolerates junk', () => {
    const payload = base64url(new TextEncoder().encode(JSON.stringify({ nonce: 'n1', name: 'Zoë' })));
    expect(decodeJwtClaims(`h.${payload}.s`)).toEqual({ nonce: 'n1', name: 'Zoë' });
    expect(decodeJwtClaims('nope')).toBeNull();
    expect(decodeJwtClaims('a.%%%.c')).toBeNull();
  });
});
