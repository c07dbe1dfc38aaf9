import { cspNoncePlugin } from './csp-nonce.ts';

type CreateScript = NonNullable<ReturnType<typeof cspNoncePlugin>['createScript']>;
const url = 'http://cdn.test/mf-events/1.0.0/remoteEntry.js';
const create = (nonce: string | undefined, attrs?: Record<string, string>) =>
  (cspNoncePlugin(nonce).createScript as CreateScript)({ url, attrs } as Parameters<CreateScript>[0]);

describe('cspNoncePlugin', () => {
  it('gives the runtime a script carrying the page nonce, loaded with CORS', () => {
    const script = create('n0nce', { 'data-remote': 'mf_events' }) as HTMLScriptElement;
    expect(script).toBeInstanceOf(HTMLScriptElement);
    expect(script.src).toBe(url);
    expect(script.nonce).toBe('n0nce');
    expect(script.crossOrigin).toBe('anonymous');
    expect(script.getAttribute('data-remote')).toBe('mf_events');
  });

  it('leaves script creation to the runtime when the page has no nonce', () => {
    expect(create(undefined)).toBeUndefined();
  });
});
