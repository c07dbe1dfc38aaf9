// Client-side navigation has no load event to wait for: a page counts as loaded once it has had no
// request in flight for a moment. Used by the specs that walk every route in one page (the link
// crawler, the axe route matrix).
import { expect, type Page } from '@playwright/test';

/** Starts counting the page's requests; the returned function waits until none has been in flight for 300 ms. */
export function quietTracker(page: Page): () => Promise<void> {
  let inFlight = 0;
  let last = Date.now();
  const start = () => {
    inFlight++;
    last = Date.now();
  };
  const end = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return () => expect.poll(() => inFlight === 0 && Date.now() - last >= 300, { timeout: 15_000, intervals: [100] }).toBe(true);
}
