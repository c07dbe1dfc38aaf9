// Where a payment answer leads. (The provider's script loader and hosted fields are the kit's:
// @portal/shared/ui loadCardProvider and CardFields, shared with the account's stored card.)
import { safeSameOriginPath } from '@portal/shared';

/**
 * Where to go after a payment answer; `retry` is the page to try again from, `back` the page the
 * purchase was started from (an event's paywall), which success's "Start watching" returns to.
 */
export function resultPath(payment: { id: number; status: string }, retry: string, back?: string | null): string {
  const q = `?payment=${payment.id}&retry=${encodeURIComponent(retry)}${back ? `&redirect=${encodeURIComponent(back)}` : ''}`;
  if (payment.status === 'succeeded') return `/payment/success/${q}`;
  if (payment.status === 'failed') return `/payment/failure/${q}`;
  return `/payment/processing/${q}`;
}

/** Only portal paths are followed (the kit's same-origin test: never another origin, `//host`, `/\host`, hidden characters). */
export function safeRetryPath(value: string | null, fallback: string, origin = globalThis.location?.origin ?? 'http://portal.invalid'): string {
  return safeSameOriginPath(value, origin, fallback);
}
