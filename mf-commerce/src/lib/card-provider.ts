// Where a payment answer leads. (The provider's script loader and hosted fields are the kit's:
// @portal/shared/ui loadCardProvider and CardFields, shared with the account's stored card.)

/** Where to go after a payment answer; `retry` is the page to try again from. */
export function resultPath(payment: { id: number; status: string }, retry: string): string {
  const q = `?payment=${payment.id}&retry=${encodeURIComponent(retry)}`;
  if (payment.status === 'succeeded') return `/payment/success/${q}`;
  if (payment.status === 'failed') return `/payment/failure/${q}`;
  return `/payment/processing/${q}`;
}

/** Only same-site paths are followed (never another origin or a protocol-relative URL). */
export function safeRetryPath(value: string | null, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  return value;
}
