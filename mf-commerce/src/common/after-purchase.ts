// A purchase (or a redeemed code) changes what the viewer may watch everywhere: events, lists, the
// account's plans and tickets. Every cached answer is marked stale (the open page's refetch now; the
// others when next shown: the event page waits for the fresh one, issue 27 item 2), whichever remote owns it.
import type { QueryClient } from '@tanstack/react-query';

export function afterPurchase(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries();
}
