// Accessibility helpers of the e2e specs: the WCAG 2.2 AA rule set of axe-core and the one way every
// spec runs it (wcagAxe), a page settled before measuring (no entrance animation still running, so
// colours are read at rest), and the list of serious/critical violations in a form a failing test
// prints usefully.
import AxeBuilder from '@axe-core/playwright';
import { errors, expect, type Page, type TestInfo } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Network quiet and no finite animation running (infinite ones, e.g. a live dot, are left). The
 * network gets 10 s: with the card provider's iframe open, Playwright's "networkidle" once never
 * came although every request had finished (CI, 126 s until the test's timeout); the page is
 * measured as it stands then.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch((error: Error) => {
    // Only the 10 s running out is expected (see above); anything else fails the test.
    if (!(error instanceof errors.TimeoutError)) throw error;
  });
  await animationsAtRest(page);
}

/** No finite animation running (infinite ones, e.g. a live dot, are left): colours are read at rest. */
export async function animationsAtRest(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity).length),
    )
    .toBe(0);
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * An axe run of the WCAG 2.2 AA tags that finishes in the page it measured. AxeBuilder runs axe in
 * every frame (other origins' frames too) and then opens a blank page for each analysis to merge the
 * frames' results there, so a page cannot tamper with them; ours do not touch axe, and that page was
 * half of each analysis (/home, two workers: 2.2-3.1 s -> 1.1-1.4 s, the same rules and results).
 */
export function wcagAxe(page: Page): AxeBuilder {
  const options = { runOnly: { type: 'tag' as const, values: WCAG_TAGS } };
  const builder = new AxeBuilder({ page }).options(options);
  const inPage = {
    finishRun: (partials: unknown[]) =>
      page.evaluate(([p, o]) => (window as unknown as { axe: { finishRun: (p: unknown, o: unknown) => Promise<AxeResults> } }).axe.finishRun(p, o), [
        partials,
        options,
      ] as const),
  };
  // A private method of AxeBuilder: if a new version renames it, fail loudly rather than measure differently.
  if (typeof (builder as unknown as Record<string, unknown>).finishRun !== 'function') throw new Error('@axe-core/playwright no longer has finishRun');
  return Object.assign(builder, inPage);
}

export interface Blocking {
  rule: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

/** Runs axe (WCAG 2.2 AA tags), attaches the full violation list, returns the serious and critical ones. */
export async function seriousViolations(page: Page, testInfo: TestInfo, label: string): Promise<Blocking[]> {
  // Infinite animations (live dots, loading shimmer) are held at their first frame while axe runs:
  // colours are then read at a fixed, reproducible state, and axe's thousands of style and layout
  // reads do not each wait on a running animation (measured on /latest: 8.4 s -> 2.2 s). A finite one
  // that started since `settled` (a dialog fading in) jumps to its end: its first frame is see-through.
  await page.evaluate(() => {
    for (const a of document.getAnimations()) {
      if (a.playState !== 'running') continue;
      if (a.effect?.getComputedTiming().endTime !== Infinity) {
        a.finish();
        continue;
      }
      a.pause();
      a.currentTime = 0;
      (a as Animation & { heldForAxe?: boolean }).heldForAxe = true;
    }
  });
  const results = await wcagAxe(page).analyze();
  await page.evaluate(() => {
    for (const a of document.getAnimations()) if ((a as Animation & { heldForAxe?: boolean }).heldForAxe) a.play();
  });
  await testInfo.attach(`axe ${label}.json`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join(' ').trim()}`),
    }));
}
