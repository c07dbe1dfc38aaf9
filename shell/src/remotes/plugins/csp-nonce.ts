// Scripts and links the MF runtime creates carry the page's CSP nonce, so the
// policy can stay strict (no unsafe-inline) even if a CDN origin is not listed.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export function cspNoncePlugin(nonce: string | undefined): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-csp-nonce',
    createScript({ url, attrs }) {
      if (!nonce) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.nonce = nonce;
      script.crossOrigin = 'anonymous';
      for (const [key, value] of Object.entries(attrs ?? {})) script.setAttribute(key, String(value));
      return script;
    },
  };
}
