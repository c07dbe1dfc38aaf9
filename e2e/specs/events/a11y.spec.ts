// Accessibility of the event page with its player (WCAG 2.2 AA rule set of axe-core), signed in so
// tags and the clip maker are on the page: English (arena) and Hebrew right-to-left (kadur), both
// themes. Serious and critical violations fail; the report is attached.
import { expect, test } from '@playwright/test';
import { seriousViolations, settled } from '../../support/a11y.ts';
import { apiCall, registerAccount as registerApiAccount } from '../../support/auth/api.ts';
import { ARENA, COLOR_MODE_KEY, KADUR } from '../../support/shell/portal.ts';
import { signInThroughLoginPage } from '../../support/session.ts';
import { pressPlay } from '../../support/player.ts';

test.describe.configure({ mode: 'parallel', timeout: 120_000 });

for (const tenant of [
  { name: 'arena (English)', origin: ARENA, dir: 'ltr' },
  { name: 'kadur (Hebrew)', origin: KADUR, dir: 'rtl' },
]) {
  for (const theme of ['dark', 'light'] as const) {
    test(`event page · ${tenant.name} · ${theme}`, async ({ page, context }, testInfo) => {
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [COLOR_MODE_KEY, JSON.stringify(theme)] as const);
      // API calls go to 127.0.0.1 with the tenant's Host (Node cannot resolve kadur.localhost; Chromium can).
      const account = await registerApiAccount(tenant.origin, { displayName: 'Ari Access' });
      // kadur asks every viewer for a favourite club first: pick one through the API before signing in.
      const teams = await apiCall(tenant.origin, '/api/team/list', { body: { size: 1 } });
      const club = await apiCall(tenant.origin, '/api/user/update_profile', {
        token: account.tokens.access,
        body: { data: { favoriteClubId: `team|${teams.body.content.entries[0].id}` } },
      });
      expect(club.status).toBe(200);
      await signInThroughLoginPage(page, tenant.origin, account);
      const list = await apiCall(tenant.origin, '/api/event/list', { body: { status: 'archived', size: 30 } });
      const ev = (list.body.content.entries as Array<{ id: number; availableForUser: boolean; isEventAvailableInUserRegion: boolean }>).find(
        (e) => e.availableForUser && e.isEventAvailableInUserRegion,
      )!;
      await page.goto(`${tenant.origin}/events/${ev.id}/`);
      await pressPlay(page); // the running player's controls are checked, not only the poster

      await expect(page.getByTestId('event-tags')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', tenant.dir);
      await settled(page);
      const blocking = await seriousViolations(page, testInfo, `event page ${tenant.name} ${theme}`);
      expect(blocking, `serious/critical WCAG 2.2 AA violations on the event page (${tenant.name}, ${theme})`).toEqual([]);
    });
  }
}
