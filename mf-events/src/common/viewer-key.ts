// Whom a cached answer is for. Access fields (availableForUser, the offers, signed stream URLs) differ
// per viewer, so per-viewer queries carry this in their key: after signing in, the event page asks
// again instead of showing the signed-out answer (issue 27 item 3).
import { isAuthenticatedAtom, portalStore, userAtom } from '@portal/shared';

export function viewerKey(): string {
  if (!portalStore.get(isAuthenticatedAtom)) return 'anonymous';
  return `user:${portalStore.get(userAtom)?.id ?? ''}`;
}
