// Loads a hosted-fields card provider's script (from its own origin, with the page's CSP nonce) once
// per page, for every app that takes cards (checkout in mf-commerce, the stored card in mf-account).
// A failed load is forgotten, so "Try again" loads it anew. api/README.md: an init failure is only logged.
import { readCspNonce } from '../theme/cache.ts';

/** The provider's card fields mounted in an iframe of its origin; the card never reaches the page. */
export interface CardFieldsHandle {
  tokenize(): Promise<{ token: string; brand: string; last4: string }>;
  focus(): void;
  destroy(): void;
}
export interface CardFieldTexts {
  number: string;
  expiry: string;
  cvc: string;
  invalidNumber: string;
  invalidExpiry: string;
  invalidCvc: string;
}
export interface ChallengeTexts {
  heading: string;
  body: string;
  approve: string;
  reject: string;
}
/** What the provider's checkout.js registers on window. */
export interface SandboxCards {
  version: string;
  origin: string;
  mount(
    element: HTMLElement,
    options: {
      title: string;
      texts: CardFieldTexts;
      dir: 'ltr' | 'rtl';
      theme: 'light' | 'dark';
      onChange?: (s: { complete: boolean }) => void;
      onSubmit?: () => void;
    },
  ): Promise<CardFieldsHandle>;
  confirm(
    element: HTMLElement,
    challenge: { url: string },
    options: { title: string; texts: ChallengeTexts; dir: 'ltr' | 'rtl'; theme: 'light' | 'dark' },
  ): Promise<{ status: string }>;
}
/** `GET /api/commerce/payment_provider`: where the provider's script lives. */
export interface CardProviderAddress {
  origin: string;
  scriptUrl: string;
}

declare global {
  interface Window {
    SandboxCards?: SandboxCards;
  }
}

let loading: Promise<SandboxCards> | null = null;

export function loadCardProvider(scriptUrl: string, origin: string): Promise<SandboxCards> {
  const ready = window.SandboxCards;
  if (ready && ready.origin === origin) return Promise.resolve(ready);
  if (loading) return loading;
  loading = new Promise<SandboxCards>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    const nonce = readCspNonce();
    if (nonce) script.nonce = nonce;
    script.onload = () => {
      const lib = window.SandboxCards;
      if (lib && lib.origin === origin) resolve(lib);
      else reject(new Error('card provider script did not register'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`card provider script failed to load: ${scriptUrl}`));
    };
    document.head.appendChild(script);
  }).catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}
