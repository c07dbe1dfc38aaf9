import { sanitizeRedirect } from '@portal/shared';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The raw `?redirect=` (to carry on) and the safe path to go to after signing in. */
export function useReturnPath(): { raw: string | null; target: string } {
  const [params] = useSearchParams();
  const raw = params.get('redirect');
  return useMemo(() => ({ raw, target: sanitizeRedirect(raw, '/') }), [raw]);
}
